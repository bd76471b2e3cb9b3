import { useEffect, useState } from 'react';
import { Loader2, MailCheck, RotateCw } from 'lucide-react';
import { AuthMessage } from '@paytable/contracts/core';
import { Button, type ButtonProps } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useResendVerification } from '../api/resend-verification';
import { authErrorMessage } from '../errors';

/** After a resend the button rests this long, so an impatient user does not hit the server's rate limit. */
export const RESEND_COOLDOWN_S = 30;

/**
 * "Resend verification email": POST /auth/resend-verification?email=. The server answers the same for
 * any address; the toast says so in its words (AuthMessage.verificationSent).
 */
export function ResendVerificationButton({
  email,
  label = 'Resend verification email',
  ...props
}: { email: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const resend = useResendVerification();
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const onClick = () =>
    resend.mutate(email, {
      onSuccess: () => {
        setCooldown(RESEND_COOLDOWN_S);
        notify({ variant: 'success', title: 'Verification email sent', description: AuthMessage.verificationSent });
      },
      onError: (error) =>
        notify({ variant: 'destructive', title: 'Could not resend the email', description: authErrorMessage(error, 'Please try again later.') }),
    });

  const busy = resend.isPending;
  return (
    <Button type="button" onClick={onClick} disabled={busy || cooldown > 0 || !email} aria-live="polite" {...props}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : cooldown > 0 ? <MailCheck aria-hidden="true" /> : <RotateCw aria-hidden="true" />}
      {cooldown > 0 ? `Email sent — resend in ${cooldown}s` : label}
    </Button>
  );
}
