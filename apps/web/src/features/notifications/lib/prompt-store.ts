import { safeStorage, storageKeys } from '@/lib/storage-keys';
import { initialPromptState, type PromptState } from './push-prompt-throttle';

/** The push prompt state, kept in localStorage so the throttles hold across reloads and tabs. */
export function readPromptState(): PromptState {
  const raw = safeStorage.get(storageKeys.pushPrompts);
  if (!raw) return initialPromptState;
  try {
    const parsed = JSON.parse(raw) as Partial<PromptState>;
    return { ...initialPromptState, ...parsed };
  } catch {
    return initialPromptState;
  }
}

export function writePromptState(state: PromptState): void {
  safeStorage.set(storageKeys.pushPrompts, JSON.stringify(state));
}

/** Read, change and write back in one step. */
export function updatePromptState<R>(change: (state: PromptState) => { state: PromptState; result: R }): R {
  const { state, result } = change(readPromptState());
  writePromptState(state);
  return result;
}
