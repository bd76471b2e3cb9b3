import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'react-router';
import { Loader2, LogIn } from 'lucide-react';
import { isTwoFactorChallenge, loginRequestSchema, type TwoFactorChallenge } from '@paytable/contracts';
import { CheckboxField, InputField, PasswordField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useLogin, useStartSession } from '../api/login';
import { AuthHeader } from '../components/auth-header';
import { FormAlert } from '../components/form-alert';
import { EnrolmentStep, SecondStep } from '../components/second-step';
import { useAuthStore } from '../store';

/** Notices other screens pass along when they send the visitor here. */
export type LoginNotice = 'password-reset' | 'email-verified';
const notices: Record<LoginNotice, { title: string; body: string }> = {
  'password-reset': { title: 'Password changed', body: 'Your password has been reset. Please sign in with your new password.' },
  'email-verified': { title: 'Email verified', body: 'Your email address is confirmed. Sign in to continue.' },
};

export function LoginPage() {
  const location = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const loginError = useAuthStore((s) => s.loginError);
  const login = useLogin();
  const startSession = useStartSession();
  // The second step, when the password answered a two-factor challenge instead of a session.
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const form = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { usernameOrEmail: '', password: '', rememberMe: false },
    mode: 'onSubmit',
  });
  const { errors } = form.formState;

  // A message from an earlier visit must not greet this one.
  useEffect(() => useAuthStore.getState().clearLoginError(), []);

  const state = location.state as { from?: unknown; notice?: LoginNotice } | null;
  const notice = state?.notice ? notices[state.notice] : null;

  if (isAuthenticated) {
    // RedirectIfAuthenticated moves on after 150 ms (seed 000 §4); say what is happening meanwhile.
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted-foreground">
        <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
        You are signed in. Redirecting…
      </div>
    );
  }

  if (challenge) {
    const Step = challenge.challenge === 'TWO_FACTOR_ENROLMENT' ? EnrolmentStep : SecondStep;
    return (
      <Step
        challenge={challenge}
        onSignedIn={startSession}
        onCancel={() => {
          setChallenge(null);
          form.setValue('password', '');
        }}
      />
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (answer) => {
        if (isTwoFactorChallenge(answer)) setChallenge(answer);
      },
    }),
  );
  const pending = login.isPending;

  return (
    <>
      <AuthHeader
        icon={LogIn}
        title="Welcome back"
        description={state?.from ? 'Sign in to continue where you left off.' : 'Sign in to your Paytable account.'}
      />
      {notice ? (
        <FormAlert variant="success" title={notice.title} className="mb-5">
          {notice.body}
        </FormAlert>
      ) : null}
      {loginError ? (
        <FormAlert title="Sign-in failed" className="mb-5">
          {loginError}
        </FormAlert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign in">
        <InputField
          label="Username or email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={errors.usernameOrEmail?.message}
          {...form.register('usernameOrEmail')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          labelAside={
            <Link to="/forgot-password" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          }
          {...form.register('password')}
        />
        <CheckboxField label="Remember me" hint="Stay signed in on this device for 30 days." {...form.register('rememberMe')} />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {pending ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        New to Paytable?{' '}
        <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
          Create an account
        </Link>
      </p>
    </>
  );
}

export default LoginPage;
