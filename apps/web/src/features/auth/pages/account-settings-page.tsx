import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { BadgeCheck, Bell, Loader2, MailWarning, UserRound } from 'lucide-react';
import { updateProfileRequestSchema } from '@paytable/contracts';
import { InputField } from '@/components/form-field';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getInitials } from '@/lib/initials';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { FormAlert } from '../components/form-alert';
import { ResendVerificationButton } from '../components/resend-verification-button';
import { TwoFactorSettings } from '../components/two-factor-settings';
import { ActiveSessionsCard, SecurityActivityCard } from '../components/security-settings';
import { authErrorMessage, fieldErrorsOf } from '../errors';
import { useAuthStore, type SessionUser } from '../store';
import { EmailAddress } from '@/components/email-address';

const emptyAsNull = (value: unknown) => (value === '' ? null : value);

function AccountForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, username: user.username ?? '', phoneNumber: user.phoneNumber ?? null },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName, lastName: saved.lastName, username: saved.username, phoneNumber: saved.phoneNumber });
        notify({ variant: 'success', title: 'Profile updated' });
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        for (const name of ['firstName', 'lastName', 'username', 'phoneNumber'] as const) {
          if (fields[name]) form.setError(name, { type: 'server', message: fields[name] });
        }
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Account details">
      {update.isError && Object.keys(fieldErrorsOf(update.error)).length === 0 ? (
        <FormAlert title="Not saved">{authErrorMessage(update.error, 'Failed to update profile')}</FormAlert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <InputField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="Username" autoComplete="username" autoCapitalize="none" error={errors.username?.message} {...form.register('username')} />
        <InputField
          label="Phone number"
          optional
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber', { setValueAs: emptyAsNull })}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty || update.isPending}>
          {update.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Save changes
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/settings — the account: name, username, phone (PUT /auth/profile), e-mail status, sessions and security activity. */
export function AccountSettingsPage() {
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  const name = user.fullName || `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="mt-1 text-sm text-muted-foreground">Manage your account details and how we reach you.</p>
      </div>

      <Card>
        <CardHeader className="flex flex-row items-center gap-4">
          <Avatar className="size-12">
            <AvatarFallback className="text-sm">{getInitials(user)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <CardTitle className="truncate">{name}</CardTitle>
            <CardDescription className="mt-1 flex flex-wrap items-center gap-2">
              <EmailAddress email={user.email} className="font-normal text-current" />
              {user.emailVerified ? (
                <Badge variant="success">
                  <BadgeCheck aria-hidden="true" /> Verified
                </Badge>
              ) : (
                <Badge variant="outline">
                  <MailWarning aria-hidden="true" /> Not verified
                </Badge>
              )}
            </CardDescription>
          </div>
        </CardHeader>
        {user.emailVerified === false ? (
          <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">Confirm your email address to secure your account.</p>
            <ResendVerificationButton email={user.email} size="sm" variant="outline" />
          </CardContent>
        ) : null}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <UserRound className="size-4 text-muted-foreground" aria-hidden="true" /> Account details
          </CardTitle>
          <CardDescription>Your name and username are visible to your connections.</CardDescription>
        </CardHeader>
        <CardContent>
          <AccountForm key={user.id} user={user} />
        </CardContent>
      </Card>

      <TwoFactorSettings />
      <ActiveSessionsCard />
      <SecurityActivityCard />

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Bell className="size-4 text-muted-foreground" aria-hidden="true" /> More settings
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/settings/notifications">Notification settings</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/my-profile">My profile</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/forgot-password">Change password</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export default AccountSettingsPage;
