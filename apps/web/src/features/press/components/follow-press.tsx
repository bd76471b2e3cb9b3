import { useState } from 'react';
import { Bell, BellRing } from 'lucide-react';
import { PressFailure, PressMessage, pressCategories, type PressCategory, type PressPreferences } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useSignedIn } from '@/lib/session';
import { notifyErrorOf } from '@/lib/notify-failure';
import { usePressPreferences, useSavePressPreferences } from '../api/press';
import { categoryLabel } from '../lib/format';

/** Saves a change to what the reader follows, with the seed's toast texts. */
function useFollowing() {
  const signedIn = useSignedIn();
  const preferences = usePressPreferences(signedIn);
  const save = useSavePressPreferences();
  const update = (next: { categories: PressCategory[]; companyIds: number[] }) =>
    save.mutate(next, {
      onSuccess: () => notify({ variant: 'success', title: PressMessage.preferencesSaved }),
      onError: notifyErrorOf(PressFailure.notificationSettings),
    });
  return { signedIn, preferences, saving: save.isPending, update };
}

const toggled = <T,>(list: readonly T[], value: T, on: boolean) => (on ? [...new Set([...list, value])] : list.filter((each) => each !== value));
const followed = (preferences: PressPreferences) => ({ categories: preferences.categories, companyIds: preferences.companyIds });

/**
 * Follow buttons under a release: its company and its category. A follower is told when a public release of
 * theirs goes out (in-app, e-mail and push, as their notification settings say). Signed-in readers only.
 */
export function FollowRelease({ company, category }: { company: { id: number; name: string }; category: PressCategory }) {
  const { signedIn, preferences, saving, update } = useFollowing();
  if (!signedIn || !preferences.isSuccess) return null;
  const current = followed(preferences.data);
  const followsCompany = current.companyIds.includes(company.id);
  const followsCategory = current.categories.includes(category);
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Follow">
      <Button size="sm" variant={followsCompany ? 'secondary' : 'outline'} aria-pressed={followsCompany} disabled={saving} onClick={() => update({ ...current, companyIds: toggled(current.companyIds, company.id, !followsCompany) })}>
        {followsCompany ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
        {followsCompany ? `Following ${company.name}` : `Follow ${company.name}`}
      </Button>
      <Button size="sm" variant={followsCategory ? 'secondary' : 'outline'} aria-pressed={followsCategory} disabled={saving} onClick={() => update({ ...current, categories: toggled(current.categories, category, !followsCategory) })}>
        {followsCategory ? <BellRing aria-hidden="true" /> : <Bell aria-hidden="true" />}
        {followsCategory ? `Following ${categoryLabel(category)}` : `Follow ${categoryLabel(category)}`}
      </Button>
    </div>
  );
}

/** The list page's "Press alerts": the categories and companies the reader follows, changed in place. */
export function PressAlertsPanel() {
  const { signedIn, preferences, saving, update } = useFollowing();
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  return (
    <section aria-labelledby="press-alerts-title" className="rounded-lg border bg-card">
      <button
        type="button"
        className="flex w-full items-center justify-between gap-2 p-3 text-left"
        aria-expanded={open}
        aria-controls="press-alerts-body"
        onClick={() => setOpen((value) => !value)}
      >
        <span id="press-alerts-title" className="flex items-center gap-2 text-sm font-semibold">
          <BellRing className="size-4" aria-hidden="true" /> Press alerts
        </span>
        <span className="text-xs text-muted-foreground">
          {preferences.isSuccess ? `${preferences.data.categories.length} categories, ${preferences.data.companies.length} companies followed` : ''}
        </span>
      </button>
      {open ? (
        <div id="press-alerts-body" className="grid gap-4 border-t p-3">
          {preferences.isPending ? (
            <ListSkeleton rows={2} label="Loading your press alerts" />
          ) : preferences.isError ? (
            <DataError context="your press alerts" onRetry={() => void preferences.refetch()} />
          ) : (
            <>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">Tell me when a release goes out in</legend>
                <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
                  {pressCategories.map((category) => {
                    const current = followed(preferences.data);
                    const checked = current.categories.includes(category);
                    return (
                      <label key={category} className="flex items-center gap-2 text-sm">
                        <input type="checkbox" className="size-4 accent-primary" checked={checked} disabled={saving} onChange={(event) => update({ ...current, categories: toggled(current.categories, category, event.target.checked) })} />
                        {categoryLabel(category)}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
              <div className="grid gap-2">
                <h3 className="text-sm font-medium">Companies you follow</h3>
                {preferences.data.companies.length === 0 ? (
                  <p className="text-sm text-muted-foreground">None yet: follow a company from one of its releases.</p>
                ) : (
                  <ul className="flex flex-wrap gap-2">
                    {preferences.data.companies.map((company) => {
                      const current = followed(preferences.data);
                      return (
                        <li key={company.id} className="flex items-center gap-1 rounded-full border py-0.5 pl-3 pr-1 text-sm">
                          {company.name}
                          <Button size="sm" variant="ghost" className="h-7 px-2" disabled={saving} aria-label={`Unfollow ${company.name}`} onClick={() => update({ ...current, companyIds: toggled(current.companyIds, company.id, false) })}>
                            Unfollow
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
