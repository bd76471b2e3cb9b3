import { useState, type FormEvent } from 'react';
import { createSuggestionSchema, FEEDBACK_LIMITS, FeedbackMessage } from '@paytable/contracts';
import { InputField, TextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useCreateSuggestion } from '../api/suggestions';
import { fieldErrors } from '../lib/field-errors';
import { notifySaved } from '../lib/format';

export function SuggestionForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState({ title: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateSuggestion();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = fieldErrors(createSuggestionSchema, form);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    create.mutate(form, {
      onSuccess: () => {
        notifySaved(FeedbackMessage.suggestionCreated);
        setForm({ title: '', description: '' });
        onDone();
      },
      onError: notifyErrorOf(FeedbackMessage.saveFailed),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border bg-card p-4" aria-label="Propose a suggestion" noValidate>
      <InputField label="Title" value={form.title} onChange={(event) => setForm((f) => ({ ...f, title: event.target.value }))} error={errors.title} maxLength={FEEDBACK_LIMITS.titleMax} required />
      <TextareaField
        label="Your idea"
        value={form.description}
        onChange={(event) => setForm((f) => ({ ...f, description: event.target.value }))}
        error={errors.description}
        rows={4}
        hint="What would you like, and what would it help you do?"
        required
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Posting…' : 'Post suggestion'}
        </Button>
      </div>
    </form>
  );
}
