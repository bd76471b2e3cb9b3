import { useState, type FormEvent } from 'react';
import { answerStatuses, FEEDBACK_LIMITS, FeedbackMessage, suggestionStatusLabels, type Suggestion } from '@paytable/contracts';
import { SelectField, TextareaField } from '@/components/form-field';
import { PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useAnswerSuggestion } from '../api/suggestions';
import { SuggestionList } from '../components/suggestion-list';
import { notifySaved } from '../lib/format';

type AnswerStatus = (typeof answerStatuses)[number];

/** The admins' status and public answer, inside the suggestion's card. */
function AnswerForm({ suggestion }: { suggestion: Suggestion }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<AnswerStatus>(suggestion.status === 'new' ? 'under_review' : suggestion.status);
  const [response, setResponse] = useState(suggestion.response ?? '');
  const answer = useAnswerSuggestion();
  if (!open)
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {suggestion.response ? 'Change the answer' : 'Answer'}
        </Button>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate(
      { id: suggestion.id, status, response },
      {
        onSuccess: () => {
          notifySaved(FeedbackMessage.suggestionUpdated);
          setOpen(false);
        },
        onError: notifyErrorOf(FeedbackMessage.saveFailed),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-md border p-3" aria-label={`Answer “${suggestion.title}”`}>
      <SelectField label="Status" value={status} onChange={(event) => setStatus(event.target.value as AnswerStatus)}>
        {answerStatuses.map((value) => (
          <option key={value} value={value}>
            {suggestionStatusLabels[value]}
          </option>
        ))}
      </SelectField>
      <TextareaField label="Public answer" optional value={response} onChange={(event) => setResponse(event.target.value)} rows={3} maxLength={FEEDBACK_LIMITS.responseMax} hint="Everyone who reads the suggestion sees this." />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={answer.isPending}>
          {answer.isPending ? 'Saving…' : 'Save answer'}
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/admin/suggestions: every suggestion with its votes; set the status with a public answer. */
export default function AdminSuggestionsPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Suggestions" description="What members ask for, most voted first. Answer publicly: under review, planned, done or declined." />
      <SuggestionList extra={(suggestion) => <AnswerForm suggestion={suggestion} />} />
    </div>
  );
}
