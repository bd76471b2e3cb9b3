import { BellOff, BellRing, Loader2, Send } from 'lucide-react';
import { pushMessages } from '@paytable/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { notifyApiError } from '@/lib/notify-api-error';
import { useSendTest } from '../api/send-test';
import type { PushPermissionState } from '../lib/web-push';

/** Why push cannot be turned on here, in the words of seed 000 §5. */
const blockedReason: Partial<Record<PushPermissionState, string>> = {
  unsupported: pushMessages.unsupported,
  insecure: pushMessages.insecure,
  denied: pushMessages.blocked,
};

export interface PushCardProps {
  permission: PushPermissionState;
  /** pushNotifications.enabled on the server. */
  enabled: boolean;
  /** This browser's PushManager holds a subscription. */
  subscribed: boolean;
  busy: boolean;
  onEnable: () => void;
  onDisable: () => void;
}

/** Push in this browser: its state, enable (the browser's own permission dialog) or disable, and a test. */
export function PushCard({ permission, enabled, subscribed, busy, onEnable, onDisable }: PushCardProps) {
  const test = useSendTest();
  const reason = blockedReason[permission];
  const on = enabled && subscribed && permission === 'granted';

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
            {on ? <BellRing className="size-4" /> : <BellOff className="size-4" />}
          </span>
          <div>
            <p className="font-medium">Push notifications in this browser</p>
            <p className="text-sm text-muted-foreground">
              {on ? 'Alerts reach this device even when Paytable is closed.' : 'Get alerts on this device even when Paytable is closed.'}
            </p>
          </div>
        </div>
        <Badge variant={on ? 'success' : 'secondary'} role="status">
          {on ? 'On' : 'Off'}
        </Badge>
      </div>
      {reason ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {reason}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {on ? (
          <>
            <Button variant="outline" onClick={onDisable} disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Turn off push notifications
            </Button>
            <Button
              variant="outline"
              disabled={test.isPending}
              onClick={() => test.mutate('web', { onSuccess: (message) => notify({ variant: 'success', title: message }), onError: notifyApiError })}
            >
              <Send aria-hidden="true" /> Send test notification
            </Button>
          </>
        ) : (
          <Button onClick={onEnable} disabled={busy || permission === 'unsupported' || permission === 'insecure'}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BellRing aria-hidden="true" />}
            Enable push notifications
          </Button>
        )}
      </div>
    </div>
  );
}
