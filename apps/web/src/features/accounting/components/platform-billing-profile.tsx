import { BillingProfileCard } from './billing-profile-form';

/** The platform as the seller: on every invoice and credit note, with the bank details customers pay to. */
export function PlatformBillingProfile() {
  return (
    <BillingProfileCard
      owner={{ platform: true }}
      title="Billing profile (seller)"
      description="Paytable's legal name, address, VAT id and bank details as printed on every invoice and credit note. An issued invoice keeps the details it was issued with."
    />
  );
}
