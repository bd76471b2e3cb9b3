import { useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { SupportMessage, type TicketDetail } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useRateTicket } from '../api/tickets';

/** After resolution the requester rates the help once, 1–5 stars with an optional comment. */
export function RatingForm({ ticket }: { ticket: TicketDetail }) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const rate = useRateTicket();
  if (ticket.rating !== null) {
    return (
      <p className="flex items-center gap-1 text-sm text-muted-foreground" data-testid="ticket-rating">
        You rated this help {ticket.rating} out of 5{ticket.ratingComment ? `: “${ticket.ratingComment}”` : '.'}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === 0) return;
    rate.mutate({ id: ticket.id, rating: stars, comment: comment || undefined }, { onSuccess: () => notify({ variant: 'success', description: SupportMessage.rated }), onError: notifyErrorOf(SupportMessage.updateFailed) });
  };
  return (
    <form onSubmit={submit} className="grid gap-2 rounded-lg border border-emerald-200 bg-emerald-50/60 p-3 dark:border-emerald-900 dark:bg-emerald-950/30" aria-label="Rate the help you received">
      <p className="text-sm font-medium">How did we do?</p>
      <div role="radiogroup" aria-label="Rating" className="flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={stars === value}
            aria-label={`${value} star${value === 1 ? '' : 's'}`}
            onClick={() => setStars(value)}
            className="rounded p-0.5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Star className={cn('size-6', value <= stars ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')} aria-hidden="true" />
          </button>
        ))}
      </div>
      <Label htmlFor={`rating-comment-${ticket.id}`} className="sr-only">
        Comment
      </Label>
      <Textarea id={`rating-comment-${ticket.id}`} rows={2} placeholder="Anything we could do better? (optional)" value={comment} onChange={(event) => setComment(event.target.value)} />
      <div>
        <Button type="submit" size="sm" disabled={stars === 0 || rate.isPending}>
          Send rating
        </Button>
      </div>
    </form>
  );
}
