import { useState } from 'react';
import { PressFailure, PressMessage, type CompanyPressRelease } from '@paytable/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { fromLocalInput } from '@/lib/format';
import { useReleaseActions } from '../api/press';

/**
 * Publish now, schedule, or take down. A release naming jurisdictions without a verified licence shows
 * the compliance warning; publishing then needs the author's explicit confirmation.
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
      <Button size="sm" variant="outline" onClick={takeDown} disabled={actions.unpublish.isPending}>
        {release.status === 'SCHEDULED' ? 'Cancel schedule' : 'Unpublish'}
      </Button>
    );
  }
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
        <Button size="sm" onClick={() => publish(null)} disabled={actions.publish.isPending || (warning && !confirmed)}>
          Publish now
        </Button>
        <div className="grid gap-1">
          <Label htmlFor={`schedule-${release.id}`} className="text-xs text-muted-foreground">
            Or publish at
          </Label>
          <Input id={`schedule-${release.id}`} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} className="h-8 w-auto" />
        </div>
        <Button size="sm" variant="outline" onClick={() => publish(fromLocalInput(when) || null)} disabled={!when || actions.publish.isPending || (warning && !confirmed)}>
          Schedule
        </Button>
      </div>
    </div>
  );
}
