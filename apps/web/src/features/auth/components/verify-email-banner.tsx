import { useState } from 'react';
import { MailWarning, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '../store';
import { ResendVerificationButton } from './resend-verification-button';
import { EmailAddress } from '@/components/email-address';

/** Dismissal lasts for this tab (sessionStorage): the prompt comes back in the next session. */
const DISMISSED_KEY = 'verify-email-banner-dismissed';

function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** Dashboard banner for a signed-in user whose e-mail is not verified yet, with a resend button. */
export function VerifyEmailBanner() {
  const user = useAuthStore((s) => s.user);
  const [dismissedFor, setDismissedFor] = useState(readDismissed);
  if (!user || user.emailVerified !== false || dismissedFor === String(user.id)) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, String(user.id));
    } catch {
      /* memory only */
    }
    setDismissedFor(String(user.id));
  };

  return (
    <section
      aria-label="Verify your email address"
      className="relative mb-6 flex flex-col gap-3 rounded-xl border border-primary/20 bg-primary/5 p-4 pr-12 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
        <MailWarning className="size-5" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">Please verify your email address</p>
        <p className="text-sm text-muted-foreground">
          We sent a verification link to <EmailAddress email={user.email} />. Confirm it to
          unlock everything Paytable has to offer.
        </p>
      </div>
      <ResendVerificationButton email={user.email} size="sm" variant="outline" label="Resend email" className="self-start sm:self-center" />
      <Button variant="ghost" size="icon" onClick={dismiss} aria-label="Dismiss" className="absolute top-2 right-2 size-8 text-muted-foreground">
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
