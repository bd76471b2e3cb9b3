import type { PressStatus } from '@paytable/contracts';
import { cn } from '@/lib/utils';
import { statusLabel } from '../lib/format';

const tone: Record<PressStatus, string> = {
  DRAFT: 'bg-muted text-muted-foreground',
  SCHEDULED: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  PUBLISHED: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  UNPUBLISHED: 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
};

export function StatusBadge({ status }: { status: PressStatus }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', tone[status])}>{statusLabel(status)}</span>;
}
