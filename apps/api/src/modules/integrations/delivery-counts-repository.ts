import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/raw-rows';

/** Live deliveries of the last 30 days: sent and received that succeeded, and failed ones either way. */
export async function deliveryCounts(db: Db, companyId: number): Promise<{ deliveriesSent: number; deliveriesReceived: number; failedDeliveries: number }> {
  const [row] = await executeRows<{ sent: number; received: number; failed: number }>(
    db,
    sql`select count(*) filter (where sender_company_id = ${companyId} and status = 'SUCCEEDED')::int as sent,
               count(*) filter (where receiver_company_id = ${companyId} and status = 'SUCCEEDED')::int as received,
               count(*) filter (where status = 'FAILED')::int as failed
        from webhook_deliveries
        where target = 'LIVE' and (sender_company_id = ${companyId} or receiver_company_id = ${companyId}) and created_at > now() - interval '30 days'`,
  );
  return { deliveriesSent: row?.sent ?? 0, deliveriesReceived: row?.received ?? 0, failedDeliveries: row?.failed ?? 0 };
}
