import { z } from 'zod';

// ---- billing profiles ------------------------------------------------------------------------------------

/** The 27 EU member states (ISO 3166-1 alpha-2): an EU buyer's VAT id in another of them than the seller's means reverse charge. */
export const EU_COUNTRIES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'] as const;

/** The country a VAT id belongs to: its two-letter prefix, Greece's `EL` read as `GR`. */
export const vatIdCountry = (vatId: string): string => {
  const prefix = vatId.slice(0, 2).toUpperCase();
  return prefix === 'EL' ? 'GR' : prefix;
};

/**
 * Art. 196 of the VAT Directive: a B2B supply of services to a buyer holding a VAT id of another member
 * state than the seller's is taxed by the buyer ("reverse charge").
 */
export function isReverseCharge(seller: { vatId: string | null } | null, buyer: { vatId: string | null } | null): boolean {
  if (!seller?.vatId || !buyer?.vatId) return false;
  const [from, to] = [vatIdCountry(seller.vatId), vatIdCountry(buyer.vatId)];
  const eu = new Set<string>(EU_COUNTRIES);
  return eu.has(from) && eu.has(to) && from !== to;
}

/** The wording an invoice carries when reverse charge applies. */
export const REVERSE_CHARGE_NOTE = 'Reverse charge: VAT to be accounted for by the recipient, Art. 196 Directive 2006/112/EC';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** A VAT id as typed: spaces, dots and dashes dropped, upper case. Its format per country is checked by the API. */
const vatIdSchema = z
  .string()
  .trim()
  .max(20, 'The VAT id is at most 20 characters')
  .nullish()
  .transform((value) => (value ? value.replace(/[\s.-]/g, '').toUpperCase() : null));

export const billingProfileInputSchema = z.object({
  legalName: z.string({ error: 'The legal name is required' }).trim().min(1, 'The legal name is required').max(200, 'The legal name is at most 200 characters'),
  /** Street lines, one per line. */
  addressLines: z.string({ error: 'The address is required' }).trim().min(1, 'The address is required').max(300, 'The address is at most 300 characters'),
  postalCode: z.string().trim().max(20, 'The postal code is at most 20 characters').default(''),
  city: z.string({ error: 'The city is required' }).trim().min(1, 'The city is required').max(100, 'The city is at most 100 characters'),
  country: z
    .string({ error: 'Choose a country' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country'),
  vatId: vatIdSchema,
  billingEmail: z.string({ error: 'The billing e-mail is required' }).trim().email('The billing e-mail is not a valid address').max(254),
  paymentTermsDays: z.number({ error: 'Payment terms must be a number of days' }).int('Payment terms are whole days').min(0, 'Payment terms cannot be negative').max(365, 'Payment terms are at most 365 days').default(30),
  /** Bank details: printed on the platform's invoices for customers to pay to. */
  iban: z
    .string()
    .trim()
    .max(42, 'The IBAN is at most 34 characters')
    .nullish()
    .transform((value) => (value ? value.replace(/\s/g, '').toUpperCase() : null)),
  bic: z
    .string()
    .trim()
    .max(11, 'The BIC is 8 or 11 characters')
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
  bankName: optionalText(120, 'The bank name is at most 120 characters'),
});
export type BillingProfileInput = z.input<typeof billingProfileInputSchema>;
export type BillingProfileValues = z.infer<typeof billingProfileInputSchema>;

export const vatCheckStatuses = ['VALID', 'INVALID', 'NOT_CHECKED'] as const;
export const vatCheckStatusSchema = z.enum(vatCheckStatuses);
export type VatCheckStatus = z.infer<typeof vatCheckStatusSchema>;
export const vatCheckStatusLabels: Record<VatCheckStatus, string> = { VALID: 'Confirmed by VIES', INVALID: 'Not registered in VIES', NOT_CHECKED: 'Not checked' };

/** The party of a document as printed on it: a copy of a billing profile taken when the document was issued. */
export const billingPartySchema = z.object({
  legalName: z.string(),
  addressLines: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  vatId: z.string().nullable(),
  billingEmail: z.string(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
});
export type BillingParty = z.infer<typeof billingPartySchema>;

export const billingProfileSchema = billingPartySchema.extend({
  paymentTermsDays: z.number().int(),
  /** The last VIES lookup of the VAT id (the format is always checked; the lookup may not have run). */
  vatCheck: z.object({ status: vatCheckStatusSchema, checkedAt: z.string().nullable(), detail: z.string().nullable() }),
  updatedAt: z.string(),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;

export const BillingMessage = {
  profileSaved: 'Billing profile saved',
  profileNotFound: 'No billing profile yet',
  vatIdInvalid: 'The VAT id does not match the format of its country',
  ibanInvalid: 'The IBAN is not valid',
  bicInvalid: 'The BIC is not valid',
} as const;

export const billingPaths = {
  platformProfile: '/accounting/billing-profile',
  companyProfile: (companyId: number) => `/accounting/companies/${companyId}/billing-profile`,
  companyCreditNotes: (companyId: number) => `/accounting/companies/${companyId}/credit-notes`,
  creditNote: (id: number) => `/accounting/credit-notes/${id}`,
  creditNotePdf: (id: number) => `/accounting/credit-notes/${id}/pdf`,
} as const;
