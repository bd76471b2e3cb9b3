import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { KeyRound, Loader2, ShieldAlert } from 'lucide-react';
import { z } from 'zod';
import { resetPasswordRequestSchema } from '@paytable/contracts';
import { PasswordField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useResetPassword } from '../api/reset-password';
import { AuthHeader } from '../components/auth-header';
import { FormAlert } from '../components/form-alert';
import { PasswordPolicy } from '../components/password-policy';
import { authErrorMessage } from '../errors';
import { useAuthStore } from '../store';

/** The contract's request plus a confirmation that exists only in the browser. */
const resetFormSchema = resetPasswordRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

/** /reset-password?token=… — choose a new password; success sends the user to sign in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetFormSchema), defaultValues: { token, newPassword: '', confirmPassword: '' }, mode: 'onSubmit' });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' }) ?? '';
  const { errors } = form.formState;

  if (!token) {
    return (
      <div className="text-center">
        <AuthHeader icon={ShieldAlert} tone="destructive" title="Link incomplete" description="This password reset link has no token. Ask for a new link." />
        <Button asChild className="w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(({ newPassword: password }) =>
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          // The server ended every session of the account; forget this browser's copy too.
          if (useAuthStore.getState().token) useAuthStore.getState().clear();
          navigate('/login', { replace: true, state: { notice: 'password-reset' } });
        },
      },
    ),
  );

  return (
    <>
      <AuthHeader icon={KeyRound} title="Choose a new password" description="Your new password replaces the old one and signs you out everywhere." />
      {reset.isError ? (
        <FormAlert className="mb-5" title="Password not changed">
          {authErrorMessage(reset.error, 'Password reset failed')}{' '}
          <Link to="/forgot-password" className="font-medium underline underline-offset-4">
            Request a new link
          </Link>
        </FormAlert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Choose a new password">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          autoFocus
          hint={<PasswordPolicy value={newPassword} />}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {reset.isPending ? 'Saving…' : 'Reset password'}
        </Button>
      </form>
    </>
  );
}

export default ResetPasswordPage;
