import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { ArrowLeft, KeyRound, Loader2, MailCheck } from 'lucide-react';
import { AuthMessage, forgotPasswordRequestSchema, PASSWORD_RESET_TTL_MS } from '@paytable/contracts';
import { InputField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useForgotPassword } from '../api/forgot-password';
import { AuthHeader } from '../components/auth-header';
import { FormAlert } from '../components/form-alert';
import { authErrorMessage } from '../errors';
import { EmailAddress } from '@/components/email-address';

/**
 * /forgot-password. Whatever the address, the same confirmation follows (the server answers alike, so the
 * page never reveals whether an account exists). Only a failure to reach the server at all (network, 5xx,
 * rate limit) is shown as an error, since then no mail was sent.
 */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' }, mode: 'onSubmit' });

  if (sentTo) {
    return (
      <div className="text-center">
        <AuthHeader
          icon={MailCheck}
          tone="success"
          title="Check your email"
          description={
            <>
              If an account exists for <EmailAddress email={sentTo} />, a password reset link is on its
              way.
            </>
          }
        />
        <p className="text-sm text-muted-foreground">
          The link works once and expires in {Math.round(PASSWORD_RESET_TTL_MS / 60_000)} minutes. Nothing arrived? Check your spam folder.
        </p>
        <p className="sr-only" role="status">
          {AuthMessage.resetSent}
        </p>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to="/login">
            <ArrowLeft aria-hidden="true" /> Back to sign in
          </Link>
        </Button>
      </div>
    );
  }

  const onSubmit = form.handleSubmit((values) => forgot.mutate(values, { onSuccess: () => setSentTo(values.email) }));

  return (
    <>
      <AuthHeader icon={KeyRound} title="Forgot your password?" description="Enter your email and we will send you a link to choose a new one." />
      {forgot.isError ? (
        <FormAlert className="mb-5" title="We could not send the link">
          {authErrorMessage(forgot.error, 'Something went wrong. Please try again.')}
        </FormAlert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Request a password reset link">
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {forgot.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}

export default ForgotPasswordPage;
