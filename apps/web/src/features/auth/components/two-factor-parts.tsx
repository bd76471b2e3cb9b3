import { useState, type FormEvent, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import type { TwoFactorSetup } from '@paytable/contracts';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from './form-alert';

/** The 6-digit code field every two-factor form uses: numeric keypad, the browser's one-time-code fill. */
export function CodeField({ value, onChange, error, label = 'Authentication code' }: { value: string; onChange: (value: string) => void; error?: string | undefined; label?: string }) {
  return (
    <InputField
      label={label}
      hint="The 6-digit code your authenticator app shows."
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      autoFocus
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A new secret to add to an authenticator app (QR code and the same secret as text), confirmed by its
 * first code: the sign-in's enrolment step and the settings' "Turn on" share it.
 */
export function SetupPanel({
  setup,
  pending,
  error,
  onConfirm,
  children,
}: {
  setup: TwoFactorSetup;
  pending: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  /** More fields (the sign-in's "Trust this device"). */
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(code.replace(/\s+/g, ''));
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Set up two-factor sign-in">
      <ol className="grid list-decimal gap-3 pl-5 text-sm">
        <li>Open an authenticator app (such as 1Password, Google Authenticator or Microsoft Authenticator).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <img src={setup.qrCodeDataUrl} alt="QR code to add Paytable to your authenticator app" width={176} height={176} className="size-44 rounded-md border bg-white" />
        <div className="grid min-w-0 gap-1 text-sm">
          <span className="font-medium">Key</span>
          <code aria-label="Authenticator key" className="rounded bg-muted px-2 py-1 font-mono text-sm break-all" data-testid="totp-secret">
            {setup.secret}
          </code>
          <span className="text-muted-foreground">Time-based, 6 digits, every 30 seconds.</span>
        </div>
      </div>
      {error ? <FormAlert title="Not turned on">{error}</FormAlert> : null}
      <CodeField value={code} onChange={setCode} />
      {children}
      <Button type="submit" disabled={pending || code.trim() === ''}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Turn on two-factor sign-in
      </Button>
    </form>
  );
}

/** Ten recovery codes, shown once, with a way to copy them. */
export function RecoveryCodesPanel({ codes, onDone, doneLabel }: { codes: readonly string[]; onDone: () => void; doneLabel: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="grid gap-4" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" className="text-lg font-semibold">
        Save your recovery codes
      </h2>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md border bg-muted/50 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
      <span className="sr-only" role="status">
        {copied ? 'Recovery codes copied' : ''}
      </span>
    </section>
  );
}
