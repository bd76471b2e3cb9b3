import type { BillingParty, BillingProfile, BillingProfileValues } from '@paytable/contracts';
import { eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { billingProfiles, documentParties, type BillingProfileRow } from '../../db/schema/index';
import type { Executor } from './ledger-repository';
import type { VatLookup } from './vat-registry';

const toParty = (row: BillingProfileRow): BillingParty => ({
  legalName: row.legalName,
  addressLines: row.addressLines,
  postalCode: row.postalCode,
  city: row.city,
  country: row.country,
  vatId: row.vatId,
  billingEmail: row.billingEmail,
  iban: row.iban,
  bic: row.bic,
  bankName: row.bankName,
});

const toProfile = (row: BillingProfileRow): BillingProfile => ({
  ...toParty(row),
  paymentTermsDays: row.paymentTermsDays,
  vatCheck: { status: row.vatCheckStatus as BillingProfile['vatCheck']['status'], checkedAt: row.vatCheckedAt?.toISOString() ?? null, detail: row.vatCheckDetail },
  updatedAt: row.updatedAt.toISOString(),
});

/** Whose profile: the platform's (the seller) or a company's (a buyer). */
export type ProfileOwner = { platform: true } | { companyId: number };
const ownerCondition = (owner: ProfileOwner) => ('platform' in owner ? isNull(billingProfiles.companyId) : eq(billingProfiles.companyId, owner.companyId));

export async function findProfile(ex: Executor, owner: ProfileOwner): Promise<BillingProfile | null> {
  const [row] = await ex.select().from(billingProfiles).where(ownerCondition(owner));
  return row ? toProfile(row) : null;
}

/** Creates or replaces a profile with its VAT lookup; a company has one, the platform one. */
export async function saveProfile(tx: Tx, owner: ProfileOwner, values: BillingProfileValues, lookup: VatLookup | null, userId: number | null): Promise<BillingProfile> {
  const row = {
    ...values,
    // Only the platform's profile carries bank details: it is the one customers pay to.
    ...('platform' in owner ? {} : { iban: null, bic: null, bankName: null }),
    vatCheckStatus: lookup?.status ?? 'NOT_CHECKED',
    vatCheckedAt: lookup?.checkedAt ?? null,
    vatCheckDetail: lookup?.detail ?? null,
    updatedByUserId: userId,
    updatedAt: new Date(),
  };
  const [existing] = await tx.select({ id: billingProfiles.id }).from(billingProfiles).where(ownerCondition(owner)).for('update');
  const [saved] = existing
    ? await tx.update(billingProfiles).set(row).where(eq(billingProfiles.id, existing.id)).returning()
    : await tx
        .insert(billingProfiles)
        .values({ ...row, companyId: 'platform' in owner ? null : owner.companyId })
        .returning();
  return toProfile(saved!);
}

/** What a document prints for a company without a billing profile: its name and billing address. */
export interface PartyFallback {
  name: string;
  billingEmail: string;
}
const bareParty = (fallback: PartyFallback): BillingParty => ({ legalName: fallback.name, addressLines: '', postalCode: '', city: '', country: '', vatId: null, billingEmail: fallback.billingEmail, iban: null, bic: null, bankName: null });

/**
 * Copies the seller's and the buyer's profiles onto an issued document, so it prints them as they were
 * that day whatever changes later.
 */
export async function snapshotParties(tx: Tx, document: { invoiceId: number } | { creditNoteId: number }, companyId: number, fallback: PartyFallback): Promise<void> {
  const rows = await tx
    .select()
    .from(billingProfiles)
    .where(or(isNull(billingProfiles.companyId), eq(billingProfiles.companyId, companyId)));
  const seller = rows.find((row) => row.companyId === null);
  const buyer = rows.find((row) => row.companyId === companyId);
  await tx.insert(documentParties).values({
    invoiceId: 'invoiceId' in document ? document.invoiceId : null,
    creditNoteId: 'creditNoteId' in document ? document.creditNoteId : null,
    seller: seller ? toParty(seller) : bareParty({ name: 'Paytable Ltd', billingEmail: '' }),
    buyer: buyer ? toParty(buyer) : bareParty(fallback),
  });
}

export interface DocumentParties {
  seller: BillingParty;
  buyer: BillingParty;
}

/** The parties of issued invoices, by invoice id. */
export async function invoiceParties(ex: Executor, invoiceIds: number[]): Promise<Map<number, DocumentParties>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await ex.select().from(documentParties).where(inArray(documentParties.invoiceId, invoiceIds));
  return new Map(rows.map((row) => [row.invoiceId!, { seller: row.seller as BillingParty, buyer: row.buyer as BillingParty }]));
}

/** The parties of issued credit notes, by credit note id. */
export async function creditNoteParties(ex: Executor, creditNoteIds: number[]): Promise<Map<number, DocumentParties>> {
  if (creditNoteIds.length === 0) return new Map();
  const rows = await ex.select().from(documentParties).where(inArray(documentParties.creditNoteId, creditNoteIds));
  return new Map(rows.map((row) => [row.creditNoteId!, { seller: row.seller as BillingParty, buyer: row.buyer as BillingParty }]));
}
