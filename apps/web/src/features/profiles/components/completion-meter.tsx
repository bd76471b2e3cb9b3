import { cn } from '@/lib/utils';

/** The completion percentage as a labelled bar (role=progressbar, so screen readers read the number). */
export function CompletionMeter({ percentage, className }: { percentage: number; className?: string }) {
  const tone = percentage >= 80 ? 'bg-success' : percentage >= 40 ? 'bg-primary' : 'bg-amber-500';
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium">Profile strength</span>
        <span className="tabular-nums text-muted-foreground">{percentage}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Profile completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full transition-[width] duration-500', tone)} style={{ width: `${percentage}%` }} />
      </div>
    </div>
  );
}
