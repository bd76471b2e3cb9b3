/** Query keys of the feedback domain. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  bugs: () => [...feedbackKeys.all, 'bugs'] as const,
  bugList: (params: object) => [...feedbackKeys.bugs(), 'list', params] as const,
  myBugs: (page: number) => [...feedbackKeys.bugs(), 'my', page] as const,
  bug: (id: number) => [...feedbackKeys.bugs(), 'detail', id] as const,
  triagers: () => [...feedbackKeys.all, 'triagers'] as const,
  suggestions: () => [...feedbackKeys.all, 'suggestions'] as const,
  suggestionList: (params: object) => [...feedbackKeys.suggestions(), 'list', params] as const,
  suggestion: (id: number) => [...feedbackKeys.suggestions(), 'detail', id] as const,
  qa: () => [...feedbackKeys.all, 'qa'] as const,
  categories: () => [...feedbackKeys.qa(), 'categories'] as const,
  tasks: (params: object) => [...feedbackKeys.qa(), 'tasks', params] as const,
  task: (id: number) => [...feedbackKeys.qa(), 'task', id] as const,
  runs: (params: object) => [...feedbackKeys.qa(), 'runs', params] as const,
  run: (id: number) => [...feedbackKeys.qa(), 'run', id] as const,
  results: (params: object) => [...feedbackKeys.qa(), 'results', params] as const,
};
