import { useState, type FormEvent } from 'react';
import { BillingMessage, EU_COUNTRIES, vatCheckStatusLabels, type BillingProfile, type BillingProfileInput } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { InputField, SelectField, TextareaField } from '@/components/form-field';
import { ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { countryName } from '@/lib/format';
import { notifyFailure } from '@/lib/notify-failure';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useBillingProfile, useSaveBillingProfile, type ProfileOwner } from '../api/documents';
import { notifySuccess } from '../lib/format';

/** The countries a profile offers: the EU's, then the markets the industry bills from most, by name. */
const COUNTRY_CODES = [...new Set([...EU_COUNTRIES, 'GB', 'GI', 'IM', 'JE', 'GG', 'CH', 'LI', 'NO', 'IS', 'RS', 'UA', 'TR', 'IL', 'CW', 'US', 'CA', 'MX', 'BR', 'AR', 'ZA', 'AE', 'IN', 'PH', 'SG', 'JP', 'AU', 'NZ'])].sort((a, b) => countryName(a).localeCompare(countryName(b)));

type Fields = Record<'legalName' | 'addressLines' | 'postalCode' | 'city' | 'country' | 'vatId' | 'billingEmail' | 'paymentTermsDays' | 'iban' | 'bic' | 'bankName', string>;

const fieldsOf = (profile: BillingProfile | null): Fields => ({
  legalName: profile?.legalName ?? '',
  addressLines: profile?.addressLines ?? '',
  postalCode: profile?.postalCode ?? '',
  city: profile?.city ?? '',
  country: profile?.country ?? '',
  vatId: profile?.vatId ?? '',
  billingEmail: profile?.billingEmail ?? '',
  paymentTermsDays: String(profile?.paymentTermsDays ?? 30),
  iban: profile?.iban ?? '',
  bic: profile?.bic ?? '',
  bankName: profile?.bankName ?? '',
});

/** What the form sends: blanks of optional fields as null, the terms as a number. */
export function profileInput(fields: Fields, withBank: boolean): BillingProfileInput {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    legalName: fields.legalName,
    addressLines: fields.addressLines,
    postalCode: fields.postalCode,
    city: fields.city,
    country: fields.country,
    vatId: optional(fields.vatId),
    billingEmail: fields.billingEmail,
    paymentTermsDays: Number(fields.paymentTermsDays),
    ...(withBank ? { iban: optional(fields.iban), bic: optional(fields.bic), bankName: optional(fields.bankName) } : {}),
  };
}

function ProfileForm({ owner, profile, withBank }: { owner: ProfileOwner; profile: BillingProfile | null; withBank: boolean }) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBillingProfile(owner);
  const field = (name: keyof Fields) => ({
    value: fields[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(profileInput(fields, withBank), {
      onSuccess: (saved) => {
        setFields(fieldsOf(saved));
        notifySuccess(BillingMessage.profileSaved);
      },
      onError: (error) => {
        const placed = serverFieldErrors(error);
        setErrors(placed);
        if (Object.keys(placed).length === 0) notifyFailure(error, 'Failed to save the billing profile');
      },
    });
  };

  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} aria-label="Billing profile" noValidate>
      <InputField label="Legal name" autoComplete="organization" required {...field('legalName')} fieldClassName="sm:col-span-2" />
      <TextareaField label="Address" hint="Street and building, one line each." autoComplete="street-address" rows={2} required {...field('addressLines')} fieldClassName="sm:col-span-2" />
      <InputField label="Postal code" autoComplete="postal-code" optional {...field('postalCode')} />
      <InputField label="City" autoComplete="address-level2" required {...field('city')} />
      <SelectField label="Country" required {...field('country')}>
        <option value="">Choose…</option>
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </SelectField>
      <InputField
        label="VAT id"
        optional
        hint={profile?.vatId ? `VIES: ${vatCheckStatusLabels[profile.vatCheck.status]}${profile.vatCheck.detail ? ` — ${profile.vatCheck.detail}` : ''}` : 'With its country prefix, e.g. MT12345634.'}
        {...field('vatId')}
      />
      <InputField label="Billing e-mail" type="email" autoComplete="email" required {...field('billingEmail')} />
      <InputField label="Payment terms (days)" type="number" inputMode="numeric" min={0} max={365} required {...field('paymentTermsDays')} />
      {withBank ? (
        <>
          <InputField label="IBAN" optional hint="Printed on every invoice for customers to pay to." {...field('iban')} fieldClassName="sm:col-span-2" />
          <InputField label="BIC" optional {...field('bic')} />
          <InputField label="Bank name" optional {...field('bankName')} />
        </>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save billing profile'}
        </Button>
      </div>
    </form>
  );
}

/**
 * A billing profile as a card: the platform's (the seller, with the bank details customers pay to) or a
 * company's (the buyer). Invoices keep a copy of both as they were when issued.
 */
export function BillingProfileCard({ owner, title, description }: { owner: ProfileOwner; title: string; description: string }) {
  const profile = useBillingProfile(owner);
  const withBank = 'platform' in owner;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <ListSkeleton rows={3} label="Loading the billing profile" />
        ) : profile.isError ? (
          <DataError context="the billing profile" onRetry={() => void profile.refetch()} />
        ) : (
          <ProfileForm key={profile.data?.updatedAt ?? 'new'} owner={owner} profile={profile.data} withBank={withBank} />
        )}
      </CardContent>
    </Card>
  );
}
