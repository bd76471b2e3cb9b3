import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Fingerprint, KeyRound, Loader2, ShieldCheck } from 'lucide-react';
import type { AuthSession, TwoFactorChallenge, TwoFactorSession } from '@paytable/contracts';
import { CheckboxField, InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { enableFromChallenge, enrolWithPasskey, keepTrustedDeviceToken, passkeysSupported, setUpFromChallenge, verifyChallenge, verifyWithPasskey } from '../api/two-factor';
import { authErrorMessage } from '../errors';
import { AuthHeader } from './auth-header';
import { FormAlert } from './form-alert';
import { CodeField, RecoveryCodesPanel, SetupPanel } from './two-factor-parts';

function describeStep(hasPasskey: boolean, useRecovery: boolean): string {
  if (hasPasskey) return useRecovery ? 'Use your passkey, or enter one of your recovery codes.' : 'Use your passkey, or enter the code from your authenticator app.';
  return useRecovery ? 'Enter one of your recovery codes.' : 'Enter the code from your authenticator app.';
}

const TRUST_LABEL = 'Trust this device for 30 days';
const TRUST_HINT = 'Skip this step when you sign in on this browser. Do not tick this on a shared computer.';

type Props = {
  challenge: TwoFactorChallenge;
  /** The session is ready: the login page starts it. */
  onSignedIn: (session: AuthSession) => void;
  /** Back to the password form (an expired challenge, or the person's choice). */
  onCancel: () => void;
};

/**
 * The login's second step: a code from the authenticator app, a passkey, or one recovery code; the
 * challenge says which factors the person has.
 */
export function SecondStep({ challenge, onSignedIn, onCancel }: Props) {
  const hasApp = challenge.methods.includes('TOTP');
  const hasPasskey = challenge.methods.includes('PASSKEY');
  // Without an authenticator app the fallback beside the passkey is a recovery code.
  const [useRecovery, setUseRecovery] = useState(!hasApp);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const verify = useMutation({
    mutationFn: verifyChallenge,
    onSuccess: (session) => {
      keepTrustedDeviceToken(session);
      onSignedIn(session);
    },
  });
  const passkey = useMutation({
    mutationFn: verifyWithPasskey,
    onSuccess: (session) => {
      keepTrustedDeviceToken(session);
      onSignedIn(session);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate({
      challengeToken: challenge.challengeToken,
      trustDevice,
      ...(useRecovery ? { recoveryCode: recoveryCode.trim() } : { code: code.replace(/\s+/g, '') }),
    });
  };
  const empty = useRecovery ? recoveryCode.trim() === '' : code.trim() === '';
  return (
    <>
      <AuthHeader icon={ShieldCheck} title="Two-factor sign-in" description={describeStep(hasPasskey, useRecovery)} />
      <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Second step">
        {verify.isError ? <FormAlert title="Not signed in">{authErrorMessage(verify.error, 'Verification failed')}</FormAlert> : null}
        {passkey.isError ? <FormAlert title="Not signed in">{authErrorMessage(passkey.error, 'The passkey was not accepted. Try again, or use a code.')}</FormAlert> : null}
        {hasPasskey ? (
          <>
            <Button
              type="button"
              size="lg"
              className="w-full"
              disabled={passkey.isPending}
              onClick={() => passkey.mutate({ challengeToken: challenge.challengeToken, trustDevice })}
            >
              {passkey.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Fingerprint aria-hidden="true" />}
              Use a passkey
            </Button>
            <p className="text-center text-xs text-muted-foreground">{hasApp ? 'or enter a code' : 'or enter a recovery code'}</p>
          </>
        ) : null}
        {useRecovery ? (
          <InputField
            label="Recovery code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.target.value)}
          />
        ) : (
          <CodeField value={code} onChange={setCode} />
        )}
        <CheckboxField label={TRUST_LABEL} hint={TRUST_HINT} checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)} />
        <Button type="submit" size="lg" variant={hasPasskey ? 'outline' : 'default'} className="w-full" disabled={verify.isPending || empty}>
          {verify.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Verify
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          {hasApp ? (
            <Button type="button" variant="link" className="h-auto p-0" onClick={() => setUseRecovery((value) => !value)}>
              <KeyRound aria-hidden="true" />
              {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
            </Button>
          ) : null}
          <Button type="button" variant="link" className="h-auto p-0" onClick={onCancel}>
            Back to sign in
          </Button>
        </div>
      </form>
    </>
  );
}

/**
 * The login's enrolment step: an admin (or a member of a company that requires it) turns two-factor on
 * before the first session, with the authenticator app or, where the browser offers them, a passkey; the
 * recovery codes are shown before entering the app.
 */
export function EnrolmentStep({ challenge, onSignedIn, onCancel }: Props) {
  const [trustDevice, setTrustDevice] = useState(false);
  const [withPasskey, setWithPasskey] = useState(false);
  const [done, setDone] = useState<TwoFactorSession | null>(null);
  const enrolled = (session: TwoFactorSession) => {
    keepTrustedDeviceToken(session);
    setDone(session);
  };
  const setup = useMutation({ mutationFn: setUpFromChallenge });
  const enable = useMutation({ mutationFn: enableFromChallenge, onSuccess: enrolled });
  const { mutate: startSetup } = setup;
  useEffect(() => startSetup(challenge.challengeToken), [startSetup, challenge.challengeToken]);

  const why =
    challenge.requiredBy === 'COMPANY'
      ? 'Your company requires two-factor sign-in. Set it up now to continue.'
      : 'Your account has administrative access, so it requires two-factor sign-in. Set it up now to continue.';
  const trustField = <CheckboxField label={TRUST_LABEL} hint={TRUST_HINT} checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)} />;

  if (done) {
    return <RecoveryCodesPanel codes={done.recoveryCodes ?? []} doneLabel="Continue to Paytable" onDone={() => onSignedIn(done)} />;
  }
  if (withPasskey) {
    return (
      <>
        <AuthHeader icon={ShieldCheck} title="Set up two-factor sign-in" description={why} />
        <PasskeyEnrolment challengeToken={challenge.challengeToken} trustDevice={trustDevice} trustField={trustField} onEnrolled={enrolled} />
        <Button type="button" variant="link" className="mt-4 h-auto justify-self-start p-0" onClick={() => setWithPasskey(false)}>
          <KeyRound aria-hidden="true" />
          Use an authenticator app instead
        </Button>
      </>
    );
  }
  return (
    <>
      <AuthHeader icon={ShieldCheck} title="Set up two-factor sign-in" description={why} />
      {setup.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" /> Preparing your key…
        </div>
      ) : setup.isError ? (
        <div className="grid gap-4">
          <FormAlert title="Could not start the set-up">{authErrorMessage(setup.error, 'Set-up failed')}</FormAlert>
          <Button type="button" variant="outline" onClick={onCancel}>
            Back to sign in
          </Button>
        </div>
      ) : setup.data ? (
        <SetupPanel
          setup={setup.data}
          pending={enable.isPending}
          error={enable.isError ? authErrorMessage(enable.error, 'Set-up failed') : null}
          onConfirm={(code) => enable.mutate({ challengeToken: challenge.challengeToken, code, trustDevice })}
        >
          {trustField}
        </SetupPanel>
      ) : null}
      {passkeysSupported() && !setup.isError ? (
        <Button type="button" variant="link" className="mt-4 h-auto p-0" onClick={() => setWithPasskey(true)}>
          <Fingerprint aria-hidden="true" />
          Use a passkey instead
        </Button>
      ) : null}
    </>
  );
}

/** Enrolment with a new passkey under a name: the browser's prompt, then two-factor is on. */
function PasskeyEnrolment({
  challengeToken,
  trustDevice,
  trustField,
  onEnrolled,
}: {
  challengeToken: string;
  trustDevice: boolean;
  trustField: ReactNode;
  onEnrolled: (session: TwoFactorSession) => void;
}) {
  const [name, setName] = useState('');
  const enrol = useMutation({ mutationFn: enrolWithPasskey, onSuccess: onEnrolled });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enrol.mutate({ challengeToken, name: name.trim(), trustDevice });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Set up a passkey">
      <p className="text-sm text-muted-foreground">A passkey lets you finish signing in with your fingerprint, face or device PIN. Name it so you can tell it apart later.</p>
      {enrol.isError ? <FormAlert title="Passkey not added">{authErrorMessage(enrol.error, 'The passkey was not added. Please try again.')}</FormAlert> : null}
      <InputField label="Passkey name" placeholder="e.g. Work laptop" maxLength={60} autoFocus value={name} onChange={(event) => setName(event.target.value)} />
      {trustField}
      <Button type="submit" size="lg" className="w-full" disabled={enrol.isPending || name.trim() === ''}>
        {enrol.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Fingerprint aria-hidden="true" />}
        Create passkey
      </Button>
    </form>
  );
}
