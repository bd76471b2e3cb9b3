import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal } from 'lucide-react';
import { sendGroupMessageSchema } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

type Values = { content: string };

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Validated with the contract's schema,
 * so an empty or too long message is refused with the server's own words.
 */
export function Composer({ onSend, disabled, placeholder = 'Write a message…' }: { onSend: (content: string) => Promise<unknown>; disabled?: boolean; placeholder?: string }) {
  const form = useForm<Values>({ resolver: zodResolver(sendGroupMessageSchema), defaultValues: { content: '' } });
  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await onSend(content);
      form.reset({ content: '' });
    } catch {
      // The caller has shown the error; the text stays so nothing typed is lost.
    }
  });
  const error = form.formState.errors.content?.message;
  return (
    <form onSubmit={submit} className="border-t bg-background p-3" noValidate>
      <div className="flex items-end gap-2">
        <label htmlFor="composer" className="sr-only">
          Message
        </label>
        <Textarea
          id="composer"
          rows={1}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'composer-error' : undefined}
          className="max-h-40 min-h-10 resize-none"
          {...form.register('content')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={disabled || form.formState.isSubmitting}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id="composer-error" className="mt-1 text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
