import { useState, type ReactNode } from 'react';
import { AlertTriangle, Loader2, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { notifyFailure } from '@/lib/notify-failure';

export type CatalogueEntry = { id: number; name: string; isActive: boolean };

type Props = {
  entry: CatalogueEntry;
  /** A line under the name (code, regulator, description…). */
  details?: ReactNode;
  /** "business type", "license jurisdiction", "game type": used in labels and toasts. */
  noun: string;
  onEdit: () => void;
  onToggle: () => Promise<unknown>;
  toggleFallback: string;
  onDelete: () => Promise<unknown>;
  deleteFallback: string;
  /** Shown when the server refuses the delete with 409 and sent no message of its own. */
  inUseMessage: string;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One catalogue entry: name, state, active switch, edit, and delete behind a confirmation. */
export function CatalogueRow({ entry, details, noun, onEdit, onToggle, toggleFallback, onDelete, deleteFallback, inUseMessage }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [toggling, setToggling] = useState(false);
  const [inUse, setInUse] = useState<string | null>(null);

  const toggle = async () => {
    setToggling(true);
    try {
      await onToggle();
      notify({ variant: 'success', title: `${capitalised(noun)} ${entry.isActive ? 'deactivated' : 'activated'}` });
    } catch (error) {
      notifyFailure(error, toggleFallback);
    } finally {
      setToggling(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete();
      notify({ variant: 'success', title: `${capitalised(noun)} deleted` });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === 409) setInUse(apiError.message || inUseMessage);
      else notifyFailure(error, deleteFallback);
      setConfirming(false);
      setDeleting(false);
    }
  };

  return (
    <li className={cn('grid gap-3 rounded-lg border p-4', !entry.isActive && 'bg-muted/40')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{entry.name}</span>
            {entry.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>}
          </p>
          {details ? <div className="mt-1 text-sm break-words text-muted-foreground">{details}</div> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="inline-flex items-center gap-2 text-sm">
            <button
              type="button"
              role="switch"
              aria-checked={entry.isActive}
              aria-label={`Active: ${entry.name}`}
              disabled={toggling}
              onClick={() => void toggle()}
              className={cn(
                'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50',
                entry.isActive ? 'bg-primary' : 'bg-input',
              )}
            >
              <span className={cn('inline-block size-4 rounded-full bg-background shadow transition-transform', entry.isActive ? 'translate-x-4.5' : 'translate-x-0.5')} />
            </button>
            <span aria-hidden="true" className="text-muted-foreground">
              Active
            </span>
          </label>
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${entry.name}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="text-destructive"
            aria-label={`Delete ${entry.name}`}
            onClick={() => {
              setInUse(null);
              setConfirming(true);
            }}
            disabled={confirming}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
      {confirming ? (
        <div role="group" aria-label={`Confirm deleting ${entry.name}`} className="flex flex-col gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm">
            Delete the {noun} <strong>{entry.name}</strong>? This cannot be undone.
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="destructive" disabled={deleting} onClick={() => void remove()}>
              {deleting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Confirm delete
            </Button>
            <Button size="sm" variant="outline" disabled={deleting} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {inUse ? (
        <div role="alert" className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-medium">Cannot delete {entry.name}: it is in use</p>
            <p>{inUse}</p>
          </div>
        </div>
      ) : null}
    </li>
  );
}
