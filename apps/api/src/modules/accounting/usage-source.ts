import type { Db } from '../../db/client';

/**
 * Where metered usage comes from: the integrations module meters deliveries per company and month
 * (`meteredUsageSource`); the accounting module bills them. This port keeps the billing rules independent
 * of how usage is measured. The application passes an implementation to `accountingModule({ usage })`;
 * the default has no usage.
 */
export interface UsageLine {
  description: string;
  quantity: number;
  /** Price of one unit in minor units of `currency`. */
  unitPrice: number;
  currency: string;
  /** Tax in basis points (2000 = 20 %); none by default. */
  taxRateBasisPoints?: number;
  /** The provider whose integration was used, and its share of the line in basis points: its earnings. */
  provider?: { companyId: number; shareBasisPoints: number };
}

export interface CompanyUsage {
  companyId: number;
  billingEmail: string;
  lines: UsageLine[];
}

export interface UsageSource {
  /** Usage of every company in a month (`YYYY-MM`), to be invoiced once per company and month. */
  usageForMonth(db: Db, month: string): Promise<CompanyUsage[]>;
}

export const noUsage: UsageSource = {
  async usageForMonth() {
    return [];
  },
};
