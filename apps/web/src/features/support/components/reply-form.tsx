import { useId, useState, type FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { SupportMessage } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useReply } from '../api/tickets';
import { FilePicker } from './file-picker';

/** Reply on a ticket; staff choose between a public answer and an internal note. */
export function ReplyForm({ ticketId, staff = false }: { ticketId: number; staff?: boolean }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const reply = useReply();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === '') {
      setError(SupportMessage.messageRequired);
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: ticketId, content, isInternal: internal, attachments: files },
      {
        onSuccess: () => {
          setContent('');
          setFiles([]);
          notify({ variant: 'success', description: internal ? 'Internal note added' : SupportMessage.messageSent });
        },
        onError: notifyErrorOf(SupportMessage.messageFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-2" aria-label={staff ? 'Reply or add an internal note' : 'Reply to support'}>
      {staff ? (
        <div role="radiogroup" aria-label="Message type" className="flex gap-1 rounded-md bg-muted p-1 text-sm">
          {[
            { value: false, label: 'Reply to customer' },
            { value: true, label: 'Internal note' },
          ].map((option) => (
            <button
              key={option.label}
              type="button"
              role="radio"
              aria-checked={internal === option.value}
              onClick={() => setInternal(option.value)}
              className={`flex-1 rounded px-2 py-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${internal === option.value ? 'bg-background font-medium shadow-xs' : 'text-muted-foreground'}`}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
      <Label htmlFor={id} className="sr-only">
        {internal ? 'Internal note' : 'Your reply'}
      </Label>
      <Textarea
        id={id}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={internal ? 'Only the support team sees this note' : 'Write your reply…'}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={internal ? 'border-amber-300 bg-amber-50/50 dark:bg-amber-950/20' : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <FilePicker files={files} onChange={setFiles} label="Attach" />
        <Button type="submit" size="sm" disabled={reply.isPending}>
          <SendHorizontal aria-hidden="true" /> {internal ? 'Add note' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
