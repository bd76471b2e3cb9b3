import type { Db } from '../../db/client';
import { getUser } from '../auth/index';
import { companyAdminIds } from '../companies/index';
import { meteredUsage, type MeteredUsage } from '../integrations/index';
import { billedCompanies } from './billing-repository';
import type { CompanyUsage, UsageLine, UsageSource } from './usage-source';

/** `YYYY-MM` as the half-open range of instants [first of the month, first of the next). */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, monthNumber - 1, 1)), to: new Date(Date.UTC(year, monthNumber, 1)) };
}

const roleText: Record<MeteredUsage['role'], string> = { SENDER: 'sent to', RECEIVER: 'received from', SUBSCRIBER: 'subscription with' };

/**
 * One invoice line per metered row and charge currency. What a company is charged for traffic with the
 * provider of its partnership (or for a subscription to it) is the provider's service: the whole charge,
 * computed from the integration type's sender or receiver share, becomes the provider's earnings (share
 * 10,000 basis points), pending until the month closes. What a provider is charged for its own side is the
 * platform's fee and earns nobody.
 */
function linesOf(row: MeteredUsage, counterpartName: string): UsageLine[] {
  const what = row.role === 'SUBSCRIBER' ? '' : ` (${row.requests} ${row.requests === 1 ? 'delivery' : 'deliveries'})`;
  return row.charges
    .filter((charge) => charge.amountMinor > 0)
    .map((charge) => ({
      description: `${row.integrationIdentifier}: ${roleText[row.role]} ${counterpartName}${what}`,
      quantity: 1,
      unitPrice: charge.amountMinor,
      currency: charge.currency,
      ...(row.counterpartIsProvider ? { provider: { companyId: row.counterpartCompanyId, shareBasisPoints: 10_000 } } : {}),
    }));
}

/** The billing address: the company's contact e-mail, else its first admin's. */
async function billingEmail(db: Db, companyId: number, contactEmail: string | null): Promise<string | undefined> {
  if (contactEmail) return contactEmail;
  for (const userId of await companyAdminIds(db, companyId)) {
    const user = await getUser(db, userId);
    if (user?.email) return user.email;
  }
  return undefined;
}

/** Usage as the integrations module meters it (`meteredUsage`), per company for one calendar month. */
export const meteredUsageSource: UsageSource = {
  async usageForMonth(db, month) {
    const rows = await meteredUsage(db, monthRange(month));
    const companies = await billedCompanies(db, [...new Set(rows.flatMap((row) => [row.companyId, row.counterpartCompanyId]))]);
    const byCompany = new Map<number, UsageLine[]>();
    for (const row of rows) {
      const lines = linesOf(row, companies.get(row.counterpartCompanyId)?.name ?? `company ${row.counterpartCompanyId}`);
      if (lines.length > 0) byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), ...lines]);
    }
    const usage: CompanyUsage[] = [];
    for (const [companyId, lines] of byCompany) {
      const email = await billingEmail(db, companyId, companies.get(companyId)?.contactEmail ?? null);
      // A company nobody can be billed at (no contact, no admin) is left for finance to invoice by hand.
      if (email) usage.push({ companyId, billingEmail: email, lines });
    }
    return usage;
  },
};
