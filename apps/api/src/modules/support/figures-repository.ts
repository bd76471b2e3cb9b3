import { notInArray, sql } from 'drizzle-orm';
import { countTogether } from '../../platform/read-together';
import type { Db } from '../../db/client';
import { supportTickets } from '../../db/schema/index';

/** Tickets still being worked on: every status but resolved and closed (support_tickets_status_idx). */
export async function countOpenTickets(db: Db): Promise<number> {
  return countTogether(db, db.select({ n: sql<number>`count(*)::int` }).from(supportTickets).where(notInArray(supportTickets.status, ['resolved', 'closed'])));
}
