import { useState, type FormEvent } from 'react';
import { SupportMessage, ticketCategories, ticketCategoryLabels, ticketPriorities, ticketPriorityLabels, type TicketDetail } from '@paytable/contracts';
import { InputField, TextareaField } from '@/components/form-field';
import { selectClassName } from '@/components/filter-select';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useCreateTicket, type NewTicket } from '../api/tickets';
import { FilePicker } from './file-picker';

const empty: NewTicket = { title: '', subject: '', description: '', priority: 'medium', category: 'technical', tags: '', attachments: [] };

/** Open a ticket: title, subject, description, priority, category, tags and one screenshot or PDF. */
export function NewTicketForm({ onCreated, onCancel }: { onCreated: (ticket: TicketDetail) => void; onCancel: () => void }) {
  const [form, setForm] = useState<NewTicket>(empty);
  const [errors, setErrors] = useState<Partial<Record<'title' | 'description', string>>>({});
  const create = useCreateTicket();
  const set = <K extends keyof NewTicket>(key: K, value: NewTicket[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(form.title.trim() === '' ? { title: SupportMessage.titleRequired } : {}),
      ...(form.description.trim() === '' ? { description: SupportMessage.descriptionRequired } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(form, {
      onSuccess: (ticket) => {
        notify({ variant: 'success', description: SupportMessage.created });
        setForm(empty);
        onCreated(ticket);
      },
      onError: notifyErrorOf(SupportMessage.createFailed),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border bg-card p-4" aria-label="Open a ticket" noValidate>
      <h2 className="text-lg font-semibold">Open a ticket</h2>
      <InputField label="Title" value={form.title} onChange={(event) => set('title', event.target.value)} error={errors.title} maxLength={150} required />
      <InputField label="Subject" optional value={form.subject} onChange={(event) => set('subject', event.target.value)} maxLength={200} hint="The area it concerns, e.g. “Payouts” or “Game uploads”." />
      <TextareaField
        label="Description"
        value={form.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
        rows={5}
        hint="What happened, what you expected, and the steps to see it."
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="ticket-priority">Priority</Label>
          <select id="ticket-priority" className={selectClassName} value={form.priority} onChange={(event) => set('priority', event.target.value)}>
            {ticketPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {ticketPriorityLabels[priority]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="ticket-category">Category</Label>
          <select id="ticket-category" className={selectClassName} value={form.category} onChange={(event) => set('category', event.target.value)}>
            {ticketCategories.map((category) => (
              <option key={category} value={category}>
                {ticketCategoryLabels[category]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <InputField label="Tags" optional value={form.tags} onChange={(event) => set('tags', event.target.value)} hint="Separate with commas." />
      <FilePicker files={form.attachments} onChange={(files) => set('attachments', files)} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Sending…' : 'Submit ticket'}
        </Button>
      </div>
    </form>
  );
}
