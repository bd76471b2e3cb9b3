import { useState } from 'react';
import { History, Laptop, Loader2, ShieldCheck, Smartphone } from 'lucide-react';
import type { ActiveSession } from '@paytable/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SecurityEventLine } from '@/components/security-event-line';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatDayTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useRevokeSession, useSecurityEvents, useSessions, useSignOutOtherSessions } from '../api/security';
import { FormAlert } from './form-alert';

const isHandheld = (session: ActiveSession) => session.platform === 'mobile' || session.platform === 'tablet';

function SessionRow({ session }: { session: ActiveSession }) {
  const revoke = useRevokeSession();
  const Icon = isHandheld(session) ? Smartphone : Laptop;
  const device = session.device ?? 'Unknown device';
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{device}</span>
            {session.current ? <Badge variant="success">This device</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {session.ipAddress ?? 'Unknown address'} · signed in {formatDate(session.signedInAt)} · last used {formatDayTime(session.lastUsedAt)}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={revoke.isPending} aria-label={`Sign out ${device}`}>
              {revoke.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Sign out
            </Button>
          }
          title="Sign out this session?"
          description={`${device} will have to sign in again.`}
          confirmLabel="Sign out"
          destructive
          onConfirm={() => revoke.mutate(session.id, { onSuccess: () => notify({ variant: 'success', title: 'Session signed out' }), onError: notifyApiError })}
        />
      )}
    </li>
  );
}

/** Settings › Active sessions: each device signed in, and signing out one or all the others. */
export function ActiveSessionsCard() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-muted-foreground" aria-hidden="true" /> Active sessions
        </CardTitle>
        <CardDescription>The devices signed in to your account. Sign out any you do not recognise.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <ListSkeleton rows={2} label="Loading sessions" />
        ) : sessions.isError ? (
          <FormAlert title="Sessions could not be loaded">Reload the page to try again.</FormAlert>
        ) : (
          <>
            <ul className="divide-y" aria-label="Active sessions">
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            <div className="mt-3 flex justify-end">
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm" disabled={others === 0 || signOutOthers.isPending}>
                    Sign out all other sessions
                  </Button>
                }
                title="Sign out everywhere else?"
                description="Every other device will have to sign in again. This device stays signed in."
                confirmLabel="Sign out others"
                destructive
                onConfirm={() =>
                  signOutOthers.mutate(undefined, {
                    onSuccess: ({ signedOut }) => notify({ variant: 'success', title: `${signedOut} session${signedOut === 1 ? '' : 's'} signed out` }),
                    onError: notifyApiError,
                  })
                }
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Settings › Security activity: the person's own security log. */
export function SecurityActivityCard() {
  const [page, setPage] = useState(0);
  const events = useSecurityEvents(page);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-4 text-muted-foreground" aria-hidden="true" /> Security activity
        </CardTitle>
        <CardDescription>Sign-ins, failed attempts and changes to how your account is protected.</CardDescription>
      </CardHeader>
      <CardContent>
        {events.isPending ? (
          <ListSkeleton rows={3} label="Loading security activity" />
        ) : events.isError ? (
          <FormAlert title="Security activity could not be loaded">Reload the page to try again.</FormAlert>
        ) : events.data.content.length === 0 ? (
          <EmptyState title="No security activity yet" />
        ) : (
          <>
            <ul className="divide-y" aria-label="Security activity">
              {events.data.content.map((event) => (
                <SecurityEventLine key={event.id} event={event} />
              ))}
            </ul>
            <Pager page={page} totalPages={events.data.totalPages} onPage={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
