import { useState } from 'react';
import { CalendarSync } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { notifyErrorOf } from '@/lib/notify-failure';
import { useCalendarFeed, useRotateFeed } from '../api/meetings';

/** My personal calendar feed: subscribe once, and events and meetings stay up to date in my calendar. */
export function CalendarFeedPanel() {
  const [shown, setShown] = useState(false);
  const feed = useCalendarFeed(shown);
  const rotate = useRotateFeed();
  if (!shown)
    return (
      <Button variant="outline" size="sm" onClick={() => setShown(true)}>
        <CalendarSync aria-hidden="true" /> Calendar feed
      </Button>
    );
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-3 text-sm">
      <p>Subscribe to this private address in your calendar app: the events you attend and your meetings appear there and follow every change.</p>
      {feed.data ? (
        <>
          <label className="grid gap-1">
            <span className="sr-only">Calendar feed address</span>
            <Input readOnly value={feed.data.url} onFocus={(focus) => focus.target.select()} />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <a href={feed.data.webcalUrl}>Open in calendar app</a>
            </Button>
            <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(feed.data.url).then(() => notify({ variant: 'success', description: 'Address copied' }))}>
              Copy
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost" disabled={rotate.isPending}>
                  Reset address
                </Button>
              }
              title="Make a new address?"
              description="Calendars subscribed to the old one stop updating."
              confirmLabel="Make a new address"
              onConfirm={() => rotate.mutate(undefined, { onError: notifyErrorOf('Failed to reset the address') })}
            />
          </div>
        </>
      ) : feed.isError ? (
        <p className="text-destructive">The address could not be loaded.</p>
      ) : (
        <p className="text-muted-foreground">Loading…</p>
      )}
    </div>
  );
}
