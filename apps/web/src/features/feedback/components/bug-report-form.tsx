import { useState, type FormEvent } from 'react';
import { bugSeverities, bugSeverityLabels, createBugReportSchema, FEEDBACK_LIMITS, FeedbackMessage, type BugReportDetail } from '@paytable/contracts';
import { CheckboxField, InputField, SelectField, TextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { readErrorReports } from '@/lib/error-reports';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useReportBug, type NewBugReport } from '../api/bug-reports';
import { fieldErrors } from '../lib/field-errors';
import { notifySaved } from '../lib/format';
import { ScreenshotPicker } from './screenshot-picker';

const empty = (): NewBugReport => ({ title: '', description: '', stepsToReproduce: '', severity: 'medium', pageUrl: '', errorReports: [], screenshots: [] });

/**
 * Report a problem: title, what happened, steps, severity, the page, up to five screenshots and — only
 * when the reporter ticks the box — the error reports this browser kept (the last 50).
 */
export function BugReportForm({ onReported }: { onReported?: (report: BugReportDetail) => void }) {
  const [form, setForm] = useState<NewBugReport>(empty);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const report = useReportBug();
  const kept = readErrorReports();
  const set = <K extends keyof NewBugReport>(key: K, value: NewBugReport[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form, errorReports: consent ? kept : [] };
    const checked = fieldErrors(createBugReportSchema, input);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    report.mutate(input, {
      onSuccess: (created) => {
        notifySaved(FeedbackMessage.bugReported);
        setForm(empty());
        setConsent(false);
        onReported?.(created);
      },
      onError: notifyErrorOf(FeedbackMessage.saveFailed),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border bg-card p-4" aria-label="Report a bug" noValidate>
      <InputField label="Title" value={form.title} onChange={(event) => set('title', event.target.value)} error={errors.title} maxLength={FEEDBACK_LIMITS.titleMax} required />
      <TextareaField label="Description" value={form.description} hint="What happened, and what you expected instead." onChange={(event) => set('description', event.target.value)} error={errors.description} rows={4} required />
      <TextareaField
        label="Steps to reproduce"
        optional
        value={form.stepsToReproduce}
        onChange={(event) => set('stepsToReproduce', event.target.value)}
        error={errors.stepsToReproduce}
        rows={3}
        hint="1. Open … 2. Click …"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Severity" value={form.severity} onChange={(event) => set('severity', event.target.value)}>
          {bugSeverities.map((severity) => (
            <option key={severity} value={severity}>
              {bugSeverityLabels[severity]}
            </option>
          ))}
        </SelectField>
        <InputField label="Page" optional value={form.pageUrl} onChange={(event) => set('pageUrl', event.target.value)} placeholder="/dashboard/…" error={errors.pageUrl} />
      </div>
      <ScreenshotPicker files={form.screenshots} onChange={(files) => set('screenshots', files)} max={FEEDBACK_LIMITS.screenshotsMax} />
      <CheckboxField
        label={`Attach this browser's error reports (${kept.length})`}
        hint={kept.length === 0 ? 'No errors were recorded in this browser.' : 'The last errors the app caught here: message, technical trace, page, time and browser. Sent only if you tick this.'}
        checked={consent}
        disabled={kept.length === 0}
        onChange={(event) => setConsent(event.target.checked)}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? 'Sending…' : 'Send bug report'}
        </Button>
      </div>
    </form>
  );
}
