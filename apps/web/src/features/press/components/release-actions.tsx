import { useState } from 'react';
import { CalendarClock, EyeOff } from 'lucide-react';
import { PressFailure, PressMessage, type CompanyPressRelease } from '@paytable/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { fromLocalInput } from '@/lib/format';
import { useReleaseActions } from '../api/press';
import { categoryLabel, formatDateTime } from '../lib/format';

/** Who hears of the release when it goes out: said before the author confirms. */
function audienceOf(release: CompanyPressRelease): string {
  if (!release.isPublic) return 'Only members of your company can read it; nobody else is notified.';
  const embargo = release.embargoUntil && Date.parse(release.embargoUntil) > Date.now() ? ` once its embargo ends (${formatDateTime(release.embargoUntil)})` : '';
  return `Anyone can read it, and everyone following ${release.company.name} or the category “${categoryLabel(release.category)}” is notified${embargo}.`;
}

/**
 * Publish now, schedule, or take down. Publishing tells followers, so both ways ask first. A scheduled
 * release says when it goes out. A release naming jurisdictions without a verified licence shows the
 * compliance warning; publishing then needs the author's explicit confirmation.
 */
export function ReleaseActions({ release, companyId }: { release: CompanyPressRelease; companyId: number }) {
  const actions = useReleaseActions(companyId);
  const [when, setWhen] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const warning = release.unverifiedJurisdictions.length > 0;
  const publish = (publishAt: string | null) =>
    actions.publish.mutate(
      { id: release.id, request: { publishAt, confirmCompliance: confirmed } },
      {
        onSuccess: (data) => notify({ variant: 'success', title: data.status === 'SCHEDULED' ? PressMessage.scheduled : PressMessage.published }),
        onError: (error) => (toApiError(error).status === 409 && warning ? notify({ variant: 'warning', title: 'Confirmation needed', description: PressMessage.complianceUnconfirmed }) : notifyErrorOf(PressFailure.publish)(error)),
      },
    );
  const takeDown = () =>
    actions.unpublish.mutate(release.id, { onSuccess: () => notify({ variant: 'success', title: PressMessage.unpublished }), onError: notifyErrorOf(PressFailure.unpublish) });

  if (release.status === 'PUBLISHED' || release.status === 'SCHEDULED') {
    return (
      <div className="grid gap-2">
        {release.status === 'SCHEDULED' ? (
          <p className="flex items-center gap-2 text-sm">
            <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              Goes out <time dateTime={release.scheduledAt ?? undefined}>{formatDateTime(release.scheduledAt)}</time>
            </span>
          </p>
        ) : null}
        <Button size="sm" variant="outline" className="justify-self-start border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={takeDown} disabled={actions.unpublish.isPending}>
          <EyeOff aria-hidden="true" />
          {release.status === 'SCHEDULED' ? 'Cancel schedule' : 'Unpublish'}
        </Button>
      </div>
    );
  }
  const blocked = actions.publish.isPending || (warning && !confirmed);
  const scheduleAt = fromLocalInput(when);
  return (
    <div className="grid gap-3">
      {warning ? (
        <div role="alert" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <p>
            This release names {release.unverifiedJurisdictions.map((each) => each.name).join(', ')}, where your company holds no verified licence. Publishing it may breach advertising rules there.
          </p>
          <label className="flex items-center gap-2 font-medium">
            <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} className="size-4" />
            I confirm this release may be published; the platform admins can see that I did.
          </label>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <ConfirmDialog
          title="Publish this release now?"
          description={`“${release.title}” goes out at once. ${audienceOf(release)}`}
          confirmLabel="Publish now"
          onConfirm={() => publish(null)}
          trigger={
            <Button size="sm" disabled={blocked}>
              Publish now
            </Button>
          }
        />
        <div className="grid gap-1">
          <Label htmlFor={`schedule-${release.id}`} className="text-xs text-muted-foreground">
            Or publish at
          </Label>
          <Input id={`schedule-${release.id}`} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} className="h-8 w-auto" />
        </div>
        <ConfirmDialog
          title="Schedule this release?"
          description={`“${release.title}” goes out on ${formatDateTime(scheduleAt || null)}. ${audienceOf(release)}`}
          confirmLabel="Schedule"
          onConfirm={() => publish(scheduleAt || null)}
          trigger={
            <Button size="sm" variant="outline" disabled={!when || blocked}>
              Schedule
            </Button>
          }
        />
      </div>
    </div>
  );
}
