import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { Loader2, MailCheck, MailX } from 'lucide-react';
import { EMAIL_VERIFICATION_TTL_MS, resendVerificationQuerySchema } from '@paytable/contracts';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useResendVerification } from '../api/resend-verification';
import { EMAIL_VERIFICATION_FAILED_MESSAGE, useVerifyEmail } from '../api/verify-email';
import { AuthHeader } from '../components/auth-header';
import { FormAlert } from '../components/form-alert';
import { authErrorMessage } from '../errors';
import { useAuthStore } from '../store';
import { EmailAddress } from '@/components/email-address';

/** Ask for a fresh link: the address to send it to (prefilled for a signed-in user). */
function ResendForm({ defaultEmail }: { defaultEmail: string }) {
  const resend = useResendVerification();
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(resendVerificationQuerySchema), defaultValues: { email: defaultEmail }, mode: 'onTouched' });
  const onSubmit = form.handleSubmit(({ email }) =>
    resend.mutate(email, {
      onSuccess: () => setSent(true),
      onError: (error) => notify({ variant: 'destructive', title: 'Could not resend the email', description: authErrorMessage(error, 'Please try again later.') }),
    }),
  );
  if (sent) {
    return (
      <FormAlert variant="success" title="Check your inbox">
        If an unverified account exists for this address, a new verification link is on its way.
      </FormAlert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Send a new verification link">
      <InputField label="Email" type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
      <Button type="submit" variant="outline" disabled={resend.isPending}>
        {resend.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Send a new link
      </Button>
    </form>
  );
}

/** /verify-email?token=… — confirms the address from the mailed link (POST /auth/verify-email). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const signedInEmail = useAuthStore((s) => s.user?.email ?? '');
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // The link works once: StrictMode's second effect run (and re-renders) must not post it again.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (!token) {
    return (
      <>
        <AuthHeader icon={MailX} tone="destructive" title={EMAIL_VERIFICATION_FAILED_MESSAGE} description="This link has no verification token. Ask for a new link below." />
        <ResendForm defaultEmail={signedInEmail} />
      </>
    );
  }

  if (verify.isSuccess) {
    return (
      <div className="text-center">
        <AuthHeader
          icon={MailCheck}
          tone="success"
          title="Email verified"
          description={
            <>
              <EmailAddress email={verify.data.user.email} /> is confirmed. Welcome to Paytable!
            </>
          }
        />
        <Button asChild size="lg" className="w-full">
          {isAuthenticated ? (
            <Link to="/dashboard">Go to dashboard</Link>
          ) : (
            <Link to="/login" state={{ notice: 'email-verified' }}>
              Sign in
            </Link>
          )}
        </Button>
      </div>
    );
  }

  if (verify.isError) {
    return (
      <>
        <AuthHeader icon={MailX} tone="destructive" title={EMAIL_VERIFICATION_FAILED_MESSAGE} />
        <FormAlert className="mb-5">{authErrorMessage(verify.error, EMAIL_VERIFICATION_FAILED_MESSAGE)}</FormAlert>
        <p className="mb-4 text-sm text-muted-foreground">Links work once and expire after {Math.round(EMAIL_VERIFICATION_TTL_MS / 3_600_000)} hours. Ask for a new one:</p>
        <ResendForm defaultEmail={signedInEmail} />
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Already verified?{' '}
          <Link to={isAuthenticated ? '/dashboard' : '/login'} className="font-medium text-primary underline-offset-4 hover:underline">
            {isAuthenticated ? 'Go to dashboard' : 'Sign in'}
          </Link>
        </p>
      </>
    );
  }

  return (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted-foreground">
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      Verifying your email address…
    </div>
  );
}

export default VerifyEmailPage;
