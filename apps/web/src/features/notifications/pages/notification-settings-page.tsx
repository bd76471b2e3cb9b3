import { Loader2, Send, ShieldCheck } from 'lucide-react';
import { NotificationMessage } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { ListSkeleton, PageHeader } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { usePreferences } from '../api/get-preferences';
import { useSendTest } from '../api/send-test';
import { useUpdatePreferences } from '../api/update-preferences';
import { PreferenceMatrix } from '../components/preference-matrix';
import { PushCard } from '../components/push-card';
import { QuietHoursForm } from '../components/quiet-hours-form';
import { SentEmails } from '../components/sent-emails';
import { usePushControls } from '../components/use-push-controls';

function EmailSwitch({ enabled }: { enabled: boolean }) {
  const update = useUpdatePreferences();
  const test = useSendTest();
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor="email-notifications">E-mail notifications</Label>
          <p id="email-notifications-hint" className="text-xs text-muted-foreground">
            Bursts of the same kind arrive as one digest. Every mail has an unsubscribe link.
          </p>
        </div>
        <Switch
          id="email-notifications"
          aria-describedby="email-notifications-hint"
          checked={enabled}
          disabled={update.isPending}
          onCheckedChange={(checked) =>
            update.mutate(
              { emailNotifications: { enabled: checked } },
              { onSuccess: () => notify({ variant: 'success', title: NotificationMessage.preferencesSaved }), onError: notifyApiError },
            )
          }
        />
      </div>
      <div>
        <Button
          variant="outline"
          disabled={test.isPending}
          onClick={() => test.mutate('email', { onSuccess: (message) => notify({ variant: 'success', title: message }), onError: notifyApiError })}
        >
          {test.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          Send test e-mail
        </Button>
      </div>
    </div>
  );
}

/** /dashboard/settings/notifications — channels, the type × channel matrix, quiet hours and tests. */
export default function NotificationSettingsPage() {
  const preferences = usePreferences();
  const push = usePushControls();

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <title>Notification Settings · Paytable</title>
      <PageHeader title="Notification Settings" description="Choose what Paytable tells you about, and where." />
      {preferences.isPending ? (
        <ListSkeleton rows={4} label="Loading notification settings" />
      ) : preferences.isError ? (
        <DataError context="your notification settings" onRetry={() => void preferences.refetch()} />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Channels</CardTitle>
              <CardDescription>Master switches over everything below.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6">
              <PushCard
                permission={push.permission}
                enabled={preferences.data.pushNotifications.enabled}
                subscribed={push.subscribed}
                busy={push.busy}
                onEnable={() => void push.enable()}
                onDisable={() => void push.disable()}
              />
              <div className="border-t pt-6">
                <EmailSwitch enabled={preferences.data.emailNotifications.enabled} />
              </div>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>What you hear about</CardTitle>
              <CardDescription>Per kind of notification, on each channel.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <PreferenceMatrix preferences={preferences.data} />
              <p className="flex items-start gap-2 text-sm text-muted-foreground">
                <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                Security and compliance notices (a sign-in from a new device, a changed password or e-mail, a locked account, notices from
                the Paytable team) always reach you on every channel and cannot be switched off.
              </p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Quiet hours</CardTitle>
              <CardDescription>In your own time zone.</CardDescription>
            </CardHeader>
            <CardContent>
              <QuietHoursForm quietHours={preferences.data.quietHours} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>E-mails sent to you</CardTitle>
              <CardDescription>The most recent first.</CardDescription>
            </CardHeader>
            <CardContent>
              <SentEmails />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
