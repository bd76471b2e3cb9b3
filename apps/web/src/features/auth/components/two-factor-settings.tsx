import { useState, type FormEvent } from 'react';
import { Loader2, ShieldCheck } from 'lucide-react';
import type { Passkey, TwoFactorProof } from '@paytable/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PasswordField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { notify } from '@/lib/notify';
import {
  useForgetTrustedDevice,
  useRemovePasskey,
  useRegenerateRecoveryCodes,
  useTwoFactorDisable,
  useTwoFactorEnable,
  useTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/two-factor';
import { authErrorMessage } from '../errors';
import { FormAlert } from './form-alert';
import { PasskeySettings } from './passkey-settings';
import { CodeField, RecoveryCodesPanel, SetupPanel } from './two-factor-parts';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Asks for a current code or the password before turning off or replacing the recovery codes. */
function ProofForm({
  label,
  pending,
  error,
  passwordOnly,
  onSubmit,
  onCancel,
}: {
  label: string;
  pending: boolean;
  error: string | null;
  /** No authenticator app (passkeys only): the password is the proof. */
  passwordOnly: boolean;
  onSubmit: (proof: TwoFactorProof) => void;
  onCancel: () => void;
}) {
  const [withPassword, setWithPassword] = useState(passwordOnly);
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(withPassword ? { password: value } : { code: value.replace(/\s+/g, '') });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-md border p-4" aria-label={label}>
      {error ? <FormAlert title="Not done">{error}</FormAlert> : null}
      {withPassword ? (
        <PasswordField label="Password" autoComplete="current-password" autoFocus value={value} onChange={(event) => setValue(event.target.value)} />
      ) : (
        <CodeField value={value} onChange={setValue} />
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        {passwordOnly ? (
          <span />
        ) : (
          <Button type="button" variant="link" className="h-auto justify-start p-0" onClick={() => { setWithPassword((v) => !v); setValue(''); }}>
            {withPassword ? 'Use a code instead' : 'Use your password instead'}
          </Button>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || value === ''}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {label}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Settings › Security: two-factor sign-in on or off, recovery codes and trusted devices. */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const disable = useTwoFactorDisable();
  const regenerate = useRegenerateRecoveryCodes();
  const forget = useForgetTrustedDevice();
  const removePasskey = useRemovePasskey();
  const [asking, setAsking] = useState<'disable' | 'regenerate' | Passkey | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);

  const body = () => {
    if (status.isPending) {
      return (
        <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading…
        </div>
      );
    }
    if (status.isError) {
      return (
        <FormAlert title="Could not load your two-factor settings">
          {authErrorMessage(status.error, 'Something went wrong')}{' '}
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => status.refetch()}>
            Try again
          </Button>
        </FormAlert>
      );
    }
    if (shownCodes) {
      return <RecoveryCodesPanel codes={shownCodes} doneLabel="Done" onDone={() => setShownCodes(null)} />;
    }
    const current = status.data;
    const passkeySection = (
      <PasskeySettings
        passkeys={current.passkeys}
        onRecoveryCodes={setShownCodes}
        onRemove={(passkey) => {
          removePasskey.reset();
          setAsking(passkey);
        }}
      />
    );
    const startApp = (label: string) => (
      <div>
        <Button type="button" onClick={() => setup.mutate()} disabled={setup.isPending}>
          {setup.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {label}
        </Button>
      </div>
    );
    if (!current.authenticatorApp) {
      if (setup.data) {
        return (
          <SetupPanel
            setup={setup.data}
            pending={enable.isPending}
            error={enable.isError ? authErrorMessage(enable.error, 'Set-up failed') : null}
            onConfirm={(code) =>
              enable.mutate(code, {
                onSuccess: ({ recoveryCodes }) => {
                  setup.reset();
                  setShownCodes(recoveryCodes);
                  notify({ variant: 'success', title: 'Two-factor sign-in is on' });
                },
              })
            }
          />
        );
      }
    }
    if (!current.enabled) {
      return (
        <div className="grid gap-5">
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              Protect your account with a second step each time you sign in on a new device: a code from an authenticator app, or a passkey.
            </p>
            {setup.isError ? <FormAlert title="Could not start the set-up">{authErrorMessage(setup.error, 'Set-up failed')}</FormAlert> : null}
            {startApp('Turn on with an authenticator app')}
          </div>
          {passkeySection}
        </div>
      );
    }
    const proofFor = (what: 'disable' | 'regenerate' | Passkey) => {
      if (what === 'disable') return { label: 'Turn off', mutation: disable };
      if (what === 'regenerate') return { label: 'Create new codes', mutation: regenerate };
      return { label: 'Remove passkey', mutation: removePasskey };
    };
    const submitProof = (what: 'disable' | 'regenerate' | Passkey, proof: TwoFactorProof) => {
      if (what === 'disable') {
        disable.mutate(proof, { onSuccess: () => { setAsking(null); notify({ variant: 'success', title: 'Two-factor sign-in is off' }); } });
      } else if (what === 'regenerate') {
        regenerate.mutate(proof, { onSuccess: ({ recoveryCodes }) => { setAsking(null); setShownCodes(recoveryCodes); } });
      } else {
        removePasskey.mutate({ id: what.id, proof }, { onSuccess: () => { setAsking(null); notify({ variant: 'success', title: 'Passkey removed' }); } });
      }
    };
    return (
      <div className="grid gap-5">
        <p className="text-sm">
          {current.authenticatorApp && current.enabledAt ? `Authenticator app on since ${dateOf(current.enabledAt)}. ` : 'On with passkeys. '}
          {current.recoveryCodesLeft} of 10 recovery codes left.
          {current.requiredBy ? (
            <span className="block text-muted-foreground">
              {current.requiredBy === 'COMPANY' ? 'Your company requires it, so it cannot be turned off.' : 'Required for administrators, so it cannot be turned off.'}
            </span>
          ) : null}
        </p>
        {asking ? (
          <ProofForm
            key={typeof asking === 'string' ? asking : `passkey-${asking.id}`}
            label={proofFor(asking).label}
            passwordOnly={!current.authenticatorApp}
            pending={proofFor(asking).mutation.isPending}
            error={proofFor(asking).mutation.isError ? authErrorMessage(proofFor(asking).mutation.error, 'Not done') : null}
            onCancel={() => setAsking(null)}
            onSubmit={(proof) => submitProof(asking, proof)}
          />
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => { regenerate.reset(); setAsking('regenerate'); }}>
              New recovery codes
            </Button>
            {current.requiredBy ? null : (
              <Button type="button" variant="outline" onClick={() => { disable.reset(); setAsking('disable'); }}>
                Turn off
              </Button>
            )}
          </div>
        )}
        {current.authenticatorApp ? null : (
          <div className="grid gap-2">
            {setup.isError ? <FormAlert title="Could not start the set-up">{authErrorMessage(setup.error, 'Set-up failed')}</FormAlert> : null}
            {startApp('Add an authenticator app')}
          </div>
        )}
        {passkeySection}
        <section aria-labelledby="trusted-devices-title" className="grid gap-2">
          <h3 id="trusted-devices-title" className="text-sm font-semibold">
            Trusted devices
          </h3>
          {current.trustedDevices.length === 0 ? (
            <p className="text-sm text-muted-foreground">No trusted devices: every sign-in asks for a code.</p>
          ) : (
            <ul className="grid gap-2">
              {current.trustedDevices.map((device) => (
                <li key={device.id} className="flex flex-col gap-2 rounded-md border p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{device.userAgent ?? 'Unknown browser'}</p>
                    <p className="text-muted-foreground">
                      Trusted {dateOf(device.createdAt)} · until {dateOf(device.expiresAt)}
                    </p>
                  </div>
                  <ConfirmDialog
                    trigger={
                      <Button type="button" variant="outline" size="sm">
                        Forget
                      </Button>
                    }
                    title="Forget this device?"
                    description="Its next sign-in asks for a code again."
                    confirmLabel="Forget device"
                    onConfirm={() => forget.mutate(device.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <ShieldCheck className="size-4 text-muted-foreground" aria-hidden="true" /> Two-factor sign-in
          {status.data ? <Badge variant={status.data.enabled ? 'success' : 'outline'}>{status.data.enabled ? 'On' : 'Off'}</Badge> : null}
        </CardTitle>
        <CardDescription>Security: a second step after your password, with an authenticator app or a passkey.</CardDescription>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
