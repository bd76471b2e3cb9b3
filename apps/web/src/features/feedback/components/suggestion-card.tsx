import { useState, type FormEvent, type ReactNode } from 'react';
import { ChevronUp, MessageSquare } from 'lucide-react';
import { FEEDBACK_LIMITS, FeedbackMessage, suggestionCommentInputSchema, type Suggestion } from '@paytable/contracts';
import { TextareaField } from '@/components/form-field';
import { DataError } from '@/components/error-screen';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { notifyErrorOf } from '@/lib/notify-failure';
import { formatDate, formatDayTime } from '@/lib/format';
import { useComment, useSuggestion, useVote } from '../api/suggestions';
import { fieldErrors } from '../lib/field-errors';
import { SuggestionStatusBadge } from './badges';

/** One vote per person: the button shows whether mine is counted and withdraws it on a second press. */
function VoteButton({ suggestion }: { suggestion: Suggestion }) {
  const vote = useVote();
  return (
    <button
      type="button"
      aria-pressed={suggestion.hasVoted}
      aria-label={`${suggestion.hasVoted ? 'Withdraw my vote for' : 'Vote for'} “${suggestion.title}” (${suggestion.voteCount} vote${suggestion.voteCount === 1 ? '' : 's'})`}
      disabled={vote.isPending}
      onClick={() => vote.mutate({ id: suggestion.id, voted: suggestion.hasVoted }, { onError: notifyErrorOf(FeedbackMessage.saveFailed) })}
      className={cn(
        'flex w-14 shrink-0 flex-col items-center self-start rounded-md border py-1.5 text-sm font-semibold transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        suggestion.hasVoted ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
      )}
    >
      <ChevronUp className="size-4" aria-hidden="true" />
      <span data-testid="vote-count">{suggestion.voteCount}</span>
    </button>
  );
}

function CommentForm({ id }: { id: number }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const comment = useComment();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = fieldErrors(suggestionCommentInputSchema, { content });
    setError(checked.ok ? undefined : checked.errors.content);
    if (!checked.ok) return;
    comment.mutate({ id, content }, { onSuccess: () => setContent(''), onError: notifyErrorOf(FeedbackMessage.saveFailed) });
  };
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate aria-label="Add a comment">
      <TextareaField label="Your comment" value={content} onChange={(event) => setContent(event.target.value)} error={error} rows={2} maxLength={FEEDBACK_LIMITS.commentMax} />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={comment.isPending}>
          {comment.isPending ? 'Posting…' : 'Comment'}
        </Button>
      </div>
    </form>
  );
}

/** The public answer and the discussion of a suggestion. */
function Discussion({ id }: { id: number }) {
  const detail = useSuggestion(id);
  if (detail.isPending) return <Skeleton className="h-24 w-full" role="status" aria-label="Loading the discussion" />;
  if (detail.isError) return <DataError context="the comments" onRetry={() => void detail.refetch()} />;
  return (
    <div className="grid gap-3 border-t pt-3">
      {detail.data.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Comments">
          {detail.data.comments.map((comment) => (
            <li key={comment.id} className="rounded-md bg-muted/60 p-2 text-sm">
              <p className="text-xs text-muted-foreground">
                {comment.author?.name ?? 'Former member'} · {formatDayTime(comment.createdAt)}
              </p>
              <p className="break-words whitespace-pre-line">{comment.content}</p>
            </li>
          ))}
        </ul>
      )}
      <CommentForm id={id} />
    </div>
  );
}

/** A suggestion: votes, status, the admins' public answer, and (opened) its comments. `children` adds admin controls. */
export function SuggestionCard({ suggestion, children }: { suggestion: Suggestion; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = `suggestion-${suggestion.id}-discussion`;
  return (
    <article className="flex gap-3 rounded-lg border bg-card p-4" aria-labelledby={`suggestion-${suggestion.id}-title`} data-testid="suggestion">
      <VoteButton suggestion={suggestion} />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`suggestion-${suggestion.id}-title`} className="font-semibold break-words">
            {suggestion.title}
          </h3>
          <SuggestionStatusBadge status={suggestion.status} />
        </div>
        <p className="text-sm break-words whitespace-pre-line">{suggestion.description}</p>
        <p className="text-xs text-muted-foreground">
          {suggestion.author?.name ?? 'Former member'} · {formatDate(suggestion.createdAt)}
        </p>
        {suggestion.response ? (
          <div className="rounded-md border-l-4 border-primary bg-muted/50 p-2 text-sm" data-testid="suggestion-answer">
            <p className="text-xs font-medium text-muted-foreground">Answer from the Paytable team{suggestion.respondedAt ? ` · ${formatDate(suggestion.respondedAt)}` : ''}</p>
            <p className="break-words whitespace-pre-line">{suggestion.response}</p>
          </div>
        ) : null}
        {children}
        <div>
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
            <MessageSquare aria-hidden="true" /> {suggestion.commentCount} comment{suggestion.commentCount === 1 ? '' : 's'}
          </Button>
        </div>
        <div id={panelId}>{open ? <Discussion id={suggestion.id} /> : null}</div>
      </div>
    </article>
  );
}
