import {
  bugSeverityLabels,
  bugStatusLabels,
  qaOutcomeLabels,
  qaRunStatusLabels,
  suggestionStatusLabels,
  type BugSeverity,
  type BugStatus,
  type QaOutcome,
  type QaRunStatus,
  type SuggestionStatus,
} from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const tone = {
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  progress: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200',
  warn: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  good: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  bad: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  muted: 'bg-muted text-muted-foreground',
};

function Tone({ className, label, testId }: { className: string; label: string; testId?: string }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', className)} data-testid={testId}>
      {label}
    </Badge>
  );
}

const bugTone: Record<BugStatus, string> = { new: tone.info, confirmed: tone.warn, in_progress: tone.progress, fixed: tone.good, wont_fix: tone.muted, duplicate: tone.muted };
export const BugStatusBadge = ({ status }: { status: BugStatus }) => <Tone className={bugTone[status]} label={bugStatusLabels[status]} testId="bug-status" />;

const severityTone: Record<BugSeverity, string> = { low: tone.muted, medium: tone.info, high: tone.warn, critical: tone.bad };
export const SeverityBadge = ({ severity }: { severity: BugSeverity }) => <Tone className={severityTone[severity]} label={bugSeverityLabels[severity]} />;

const suggestionTone: Record<SuggestionStatus, string> = { new: tone.info, under_review: tone.warn, planned: tone.progress, done: tone.good, declined: tone.muted };
export const SuggestionStatusBadge = ({ status }: { status: SuggestionStatus }) => <Tone className={suggestionTone[status]} label={suggestionStatusLabels[status]} testId="suggestion-status" />;

const runTone: Record<QaRunStatus, string> = { in_progress: tone.info, passed: tone.good, failed: tone.bad, blocked: tone.warn };
export const RunStatusBadge = ({ status }: { status: QaRunStatus }) => <Tone className={runTone[status]} label={qaRunStatusLabels[status]} testId="run-status" />;

const outcomeTone: Record<QaOutcome, string> = { pass: tone.good, fail: tone.bad, blocked: tone.warn };
export const OutcomeBadge = ({ outcome }: { outcome: QaOutcome | null }) =>
  outcome === null ? <Tone className={tone.muted} label="Not run" /> : <Tone className={outcomeTone[outcome]} label={qaOutcomeLabels[outcome]} />;
