import type { BillingModel, MoneyAmount } from '@paytable/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { executeRows } from '../../db/raw-rows';

/**
 * What integrations meter, for accounting to invoice. One row per company, integration type, role and
 * counterpart company in the period [from, to):
 * - SENDER / RECEIVER: successful live deliveries the company sent / received (a delivery counts once,
 *   however many attempts or resends it took), the volume they declared per currency, and the charges of
 *   the type's billing model for that side: PER_REQUEST fee × requests; PERCENTAGE basis points × volume
 *   (per volume currency, rounded half up on the period's total); HYBRID both.
 * - SUBSCRIBER: FLAT_MONTHLY types charge the requesting company the monthly fee once per partnership that
 *   was active or suspended in the period (accounting asks per calendar month).
 * Amounts are integer minor units with their ISO 4217 currency; no floats.
 */
export interface MeteredUsage {
  companyId: number;
  integrationTypeId: number;
  integrationIdentifier: string;
  billingModel: BillingModel;
  role: 'SENDER' | 'RECEIVER' | 'SUBSCRIBER';
  /**
   * The other company: the receiver of what the company sent, the sender of what it received, the provider
   * of a subscription. `counterpartIsProvider` when it is the provider side of the partnership, so its
   * earnings come from this row's charges.
   */
  counterpartCompanyId: number;
  counterpartIsProvider: boolean;
  period: { from: string; to: string };
  requests: number;
  volume: MoneyAmount[];
  charges: MoneyAmount[];
}

interface UsageRow extends Record<string, unknown> {
  company_id: number;
  role: 'SENDER' | 'RECEIVER';
  counterpart_company_id: number;
  counterpart_is_provider: boolean;
  integration_type_id: number;
  volume_currency: string | null;
  requests: number;
  volume: string | null;
}

interface TypeRow extends Record<string, unknown> {
  id: number;
  integration_identifier: string;
  billing_model: BillingModel;
  currency: string;
  sender_billing_bps: number;
  sender_per_request_fee: string;
  receiver_billing_bps: number;
  receiver_per_request_fee: string;
  monthly_fee: string;
}

/** bps/10,000 of an amount, rounded half up, in integers throughout. */
const percentOf = (amount: bigint, bps: number) => (amount * BigInt(bps) + 5_000n) / 10_000n;

function addTo(list: MoneyAmount[], currency: string, amount: bigint) {
  if (amount === 0n) return;
  const entry = list.find((each) => each.currency === currency);
  if (entry) entry.amountMinor += Number(amount);
  else list.push({ currency, amountMinor: Number(amount) });
}

export async function meteredUsage(db: Db | Tx, options: { from: Date; to: Date; companyId?: number }): Promise<MeteredUsage[]> {
  const { from, to } = options;
  const company = (column: string) => (options.companyId === undefined ? sql`` : sql`and ${sql.raw(column)} = ${options.companyId}`);
  const window = sql`d.status = 'SUCCEEDED' and d.target = 'LIVE' and d.integration_type_id is not null and d.delivered_at >= ${from.toISOString()}::timestamptz and d.delivered_at < ${to.toISOString()}::timestamptz`;
  const [usage, types, subscriptions] = await Promise.all([
    executeRows<UsageRow>(
      db,
      sql`select d.sender_company_id as company_id, 'SENDER' as role, d.receiver_company_id as counterpart_company_id,
            coalesce(p.provider_company_id = d.receiver_company_id, false) as counterpart_is_provider,
            d.integration_type_id, d.volume_currency, count(*)::int as requests, sum(d.volume_minor)::text as volume
          from webhook_deliveries d left join partnerships p on p.id = d.partnership_id where ${window} ${company('d.sender_company_id')}
          group by 1, 2, 3, 4, 5, 6
          union all
          select d.receiver_company_id, 'RECEIVER', d.sender_company_id, coalesce(p.provider_company_id = d.sender_company_id, false),
            d.integration_type_id, d.volume_currency, count(*)::int, sum(d.volume_minor)::text
          from webhook_deliveries d left join partnerships p on p.id = d.partnership_id where ${window} ${company('d.receiver_company_id')}
          group by 1, 2, 3, 4, 5, 6`,
    ),
    executeRows<TypeRow>(db, sql`select id, integration_identifier, billing_model, currency, sender_billing_bps, sender_per_request_fee::text, receiver_billing_bps, receiver_per_request_fee::text, monthly_fee::text from integration_types`),
    executeRows<{ company_id: number; provider_company_id: number; integration_type_id: number; partnerships: number }>(
      db,
      sql`select p.requester_company_id as company_id, p.provider_company_id, p.integration_type_id, count(*)::int as partnerships
          from partnerships p join integration_types t on t.id = p.integration_type_id
          where t.billing_model = 'FLAT_MONTHLY' and p.activated_at < ${to.toISOString()}::timestamptz
            and (p.status in ('ACTIVE', 'SUSPENDED') or p.updated_at >= ${from.toISOString()}::timestamptz) ${company('p.requester_company_id')}
          group by 1, 2, 3`,
    ),
  ]);
  const typeById = new Map(types.map((type) => [Number(type.id), type]));
  const period = { from: from.toISOString(), to: to.toISOString() };
  const byKey = new Map<string, MeteredUsage>();
  for (const row of usage) {
    const type = typeById.get(Number(row.integration_type_id));
    if (!type) continue;
    const key = `${row.company_id}:${row.integration_type_id}:${row.role}:${row.counterpart_company_id}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        companyId: row.company_id,
        integrationTypeId: type.id,
        integrationIdentifier: type.integration_identifier,
        billingModel: type.billing_model,
        role: row.role,
        counterpartCompanyId: row.counterpart_company_id,
        counterpartIsProvider: row.counterpart_is_provider,
        period,
        requests: 0,
        volume: [],
        charges: [],
      };
      byKey.set(key, entry);
    }
    entry.requests += row.requests;
    const sender = row.role === 'SENDER';
    const fee = BigInt(sender ? type.sender_per_request_fee : type.receiver_per_request_fee);
    const bps = sender ? type.sender_billing_bps : type.receiver_billing_bps;
    if (type.billing_model === 'PER_REQUEST' || type.billing_model === 'HYBRID') addTo(entry.charges, type.currency, fee * BigInt(row.requests));
    if (row.volume_currency && row.volume !== null) {
      const volume = BigInt(row.volume);
      addTo(entry.volume, row.volume_currency, volume);
      if (type.billing_model === 'PERCENTAGE' || type.billing_model === 'HYBRID') addTo(entry.charges, row.volume_currency, percentOf(volume, bps));
    }
  }
  for (const row of subscriptions) {
    const type = typeById.get(Number(row.integration_type_id));
    if (!type) continue;
    const charges: MoneyAmount[] = [];
    addTo(charges, type.currency, BigInt(type.monthly_fee) * BigInt(row.partnerships));
    byKey.set(`${row.company_id}:${type.id}:SUBSCRIBER:${row.provider_company_id}`, {
      companyId: row.company_id,
      integrationTypeId: type.id,
      integrationIdentifier: type.integration_identifier,
      billingModel: type.billing_model,
      role: 'SUBSCRIBER',
      counterpartCompanyId: row.provider_company_id,
      counterpartIsProvider: true,
      period,
      requests: 0,
      volume: [],
      charges,
    });
  }
  return [...byKey.values()].sort((a, b) => a.companyId - b.companyId || a.integrationTypeId - b.integrationTypeId || a.role.localeCompare(b.role) || a.counterpartCompanyId - b.counterpartCompanyId);
}

/** A list of amounts per currency summed over usage rows. */
export function totalCharges(rows: MeteredUsage[], field: 'charges' | 'volume'): MoneyAmount[] {
  const total: MoneyAmount[] = [];
  for (const row of rows) for (const amount of row[field]) addTo(total, amount.currency, BigInt(amount.amountMinor));
  return total;
}
