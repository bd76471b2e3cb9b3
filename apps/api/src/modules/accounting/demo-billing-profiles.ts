import type { BillingProfileValues } from '@paytable/contracts';
import type { Tx } from '../../db/client';
import { companyIdByName } from '../companies/index';
import { saveProfile } from './billing-profiles-repository';

const notChecked = { status: 'NOT_CHECKED', checkedAt: null, detail: 'Demo data: not looked up in VIES' } as const;

/** The platform as the seller: the bank details customers pay to. */
export const demoPlatformProfile: BillingProfileValues = {
  legalName: 'Paytable Ltd',
  addressLines: 'Level 3, Portomaso Business Tower',
  postalCode: 'STJ 4011',
  city: "St Julian's",
  country: 'MT',
  vatId: 'MT12345634',
  billingEmail: 'billing@paytable.com',
  paymentTermsDays: 30,
  iban: 'MT84MALT011000012345MTLCAST001S',
  bic: 'MALTMTMT',
  bankName: 'Bank of Valletta',
};

const noBank = { iban: null, bic: null, bankName: null } as const;

/** The demo companies that are invoiced, as buyers. */
export const demoCompanyProfiles: Record<string, BillingProfileValues> = {
  'Aurora Casino Group': { legalName: 'Aurora Casino Group Ltd', addressLines: 'Tower Road 120\nLevel 4', postalCode: 'SLM 1605', city: 'Sliema', country: 'MT', vatId: 'MT15121333', billingEmail: 'billing@aurora-casino.example', paymentTermsDays: 30, ...noBank },
  'SwiftPay Gateway': { legalName: 'SwiftPay Gateway Ltd', addressLines: '1 Finsbury Avenue', postalCode: 'EC2M 2PF', city: 'London', country: 'GB', vatId: 'GB980780684', billingEmail: 'finance@swiftpay.example', paymentTermsDays: 30, ...noBank },
  'Meridian Sportsbook': { legalName: 'Meridian Sportsbook Ltd', addressLines: 'Europort Avenue 5', postalCode: 'GX11 1AA', city: 'Gibraltar', country: 'GI', vatId: null, billingEmail: 'accounts@meridian-bet.example', paymentTermsDays: 30, ...noBank },
  'Lotto Nova': { legalName: 'Lotto Nova Ltd', addressLines: '15 Athol Street', postalCode: 'IM1 1LB', city: 'Douglas', country: 'IM', vatId: null, billingEmail: 'finance@lottonova.example', paymentTermsDays: 14, ...noBank },
};

/** Billing profiles of the platform and of the invoiced demo companies, saved before any invoice is issued so each copies them. */
export async function seedDemoBillingProfiles(tx: Tx, userId: number | null): Promise<void> {
  await saveProfile(tx, { platform: true }, demoPlatformProfile, notChecked, userId);
  for (const [name, profile] of Object.entries(demoCompanyProfiles)) {
    const companyId = await companyIdByName(tx, name);
    if (companyId !== undefined) await saveProfile(tx, { companyId }, profile, notChecked, userId);
  }
}
