import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { Briefcase, Building2, Loader2, MailCheck, User, UserPlus, type LucideIcon } from 'lucide-react';
import { AuthMessage, registerRequestSchema, registrableUserTypes, type AssociationType } from '@paytable/contracts';
import { FieldError, InputField, PasswordField, SelectField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useRegistrationMode } from '../api/get-registration-mode';
import { REGISTRATION_FAILED_MESSAGE, useRegister } from '../api/register';
import { AuthHeader } from '../components/auth-header';
import { FormAlert } from '../components/form-alert';
import { PasswordPolicy } from '../components/password-policy';
import { ResendVerificationButton } from '../components/resend-verification-button';
import { authErrorMessage, fieldErrorsOf } from '../errors';
import { EmailAddress } from '@/components/email-address';

const userTypeLabels: Record<(typeof registrableUserTypes)[number], string> = {
  user: 'Industry professional',
  operator: 'Operator',
  game_supplier: 'Game supplier',
  provider: 'Service provider',
  company_staff: 'Company staff',
  job_seeker: 'Job seeker',
};

const associations: { value: AssociationType; label: string; description: string; icon: LucideIcon }[] = [
  { value: 'INDIVIDUAL', label: 'Individual', description: 'Join as yourself', icon: User },
  { value: 'COMPANY', label: 'Company', description: 'Represent a business', icon: Building2 },
  { value: 'INDIVIDUAL_SERVICE_PROVIDER', label: 'Individual service provider', description: 'Offer your own services', icon: Briefcase },
];

/** An empty optional input means "not given" (the contract's nullish fields), never an empty string. */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

function CheckInbox({ email }: { email: string }) {
  return (
    <div className="text-center">
      <AuthHeader
        icon={MailCheck}
        tone="success"
        title="Check your inbox"
        description={
          <>
            We sent a verification link to <EmailAddress email={email} />. Open it to confirm your
            address and finish setting up your account.
          </>
        }
      />
      <p className="text-sm text-muted-foreground">Nothing there? Check your spam folder, or ask for a new link.</p>
      <div className="mt-6 grid gap-3">
        <ResendVerificationButton email={email} variant="outline" className="w-full" />
        <Button asChild className="w-full">
          <Link to="/login">Go to sign in</Link>
        </Button>
      </div>
      <p className="sr-only" role="status">
        {AuthMessage.registered}
      </p>
    </div>
  );
}

export function RegisterPage() {
  const registration = useRegister();
  const registrationMode = useRegistrationMode();
  // An invitation links here with the invited address filled in (/register?email=…).
  const [searchParams] = useSearchParams();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: {
      email: searchParams.get('email')?.trim() ?? '',
      username: '',
      password: '',
      firstName: '',
      lastName: '',
      phoneNumber: undefined,
      userType: 'user',
      associationType: 'INDIVIDUAL',
      companyName: undefined,
      companyWebsite: undefined,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const associationType = useWatch({ control: form.control, name: 'associationType' });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';

  if (registeredEmail) return <CheckInbox email={registeredEmail} />;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const body = values.associationType === 'COMPANY' ? values : { ...values, companyName: null, companyWebsite: null };
    registration.mutate(body, {
      onSuccess: (result) => setRegisteredEmail(result.user.email),
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        let placed = false;
        for (const [name, message] of Object.entries(fields)) {
          if (name in form.getValues()) {
            form.setError(name as keyof typeof values, { type: 'server', message }, { shouldFocus: !placed });
            placed = true;
          }
        }
        if (!placed) setFormError(authErrorMessage(error, REGISTRATION_FAILED_MESSAGE));
      },
    });
  });
  const pending = registration.isPending;

  return (
    <>
      <AuthHeader icon={UserPlus} title="Create your account" description="Join the B2B network of the iGaming industry." />
      {registrationMode === 'INVITATION_ONLY' && !formError ? (
        <FormAlert variant="info" title="Registration is by invitation only" className="mb-5">
          Use the e-mail address your invitation was sent to.
        </FormAlert>
      ) : null}
      {formError ? (
        <FormAlert title="Registration failed" className="mb-5">
          {formError}
        </FormAlert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Create your account">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
          <InputField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
        </div>
        <InputField label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} error={errors.email?.message} {...form.register('email')} />
        <InputField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="3–50 letters, digits, dots, hyphens or underscores."
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={<PasswordPolicy value={password} />}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <InputField
          label="Phone number"
          optional
          type="tel"
          autoComplete="tel"
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber', { setValueAs: emptyAsUndefined })}
        />
        <SelectField label="I am a" error={errors.userType?.message} {...form.register('userType')}>
          {registrableUserTypes.map((type) => (
            <option key={type} value={type}>
              {userTypeLabels[type]}
            </option>
          ))}
        </SelectField>

        <fieldset className="grid gap-2" aria-describedby={errors.associationType ? 'association-error' : undefined}>
          <legend className="mb-2 text-sm font-medium">How are you joining?</legend>
          <div className="grid gap-2">
            {associations.map(({ value, label, description, icon: Icon }) => (
              <label
                key={value}
                className={cn(
                  'relative flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-muted/60',
                  'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                  associationType === value && 'border-primary bg-primary/5',
                )}
              >
                <input type="radio" value={value} className="sr-only" {...form.register('associationType')} />
                <Icon className={cn('mt-0.5 size-4 shrink-0', associationType === value ? 'text-primary' : 'text-muted-foreground')} aria-hidden="true" />
                <span className="grid gap-0.5">
                  <span className="leading-tight font-medium">{label}</span>
                  <span className="text-xs text-muted-foreground">{description}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id="association-error" message={errors.associationType?.message} />
        </fieldset>

        {associationType === 'COMPANY' ? (
          <div className="grid gap-5 rounded-lg border border-dashed p-4">
            <InputField
              label="Company name"
              autoComplete="organization"
              error={errors.companyName?.message}
              {...form.register('companyName', { setValueAs: emptyAsUndefined, shouldUnregister: true })}
            />
            <InputField
              label="Company website"
              optional
              type="url"
              inputMode="url"
              placeholder="https://example.com"
              autoComplete="url"
              error={errors.companyWebsite?.message}
              {...form.register('companyWebsite', { setValueAs: emptyAsUndefined, shouldUnregister: true })}
            />
          </div>
        ) : null}

        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {pending ? 'Creating your account…' : 'Create account'}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          By creating an account you agree to our{' '}
          <Link to="/terms" className="underline underline-offset-4 hover:text-foreground">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="underline underline-offset-4 hover:text-foreground">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}

export default RegisterPage;
