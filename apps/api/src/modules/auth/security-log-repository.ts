import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { securityEvents, users, type NewSecurityEventRow, type SecurityEventRow } from '../../db/schema/index';
import type { Executor } from './repository';

/** The security log's rows (security_events): written in the transaction of the change they record. */

export async function insertSecurityEvent(ex: Executor, values: NewSecurityEventRow): Promise<void> {
  await ex.insert(securityEvents).values(values);
}

export interface SecurityEventFilter {
  userId?: number | undefined;
  /** Part of the concerned person's name or e-mail address, without regard to case. */
  person?: string | undefined;
  type?: string | undefined;
  /** Inclusive lower bound and exclusive upper bound of `occurred_at`. */
  from?: Date | undefined;
  until?: Date | undefined;
}

interface PersonColumns {
  id: number;
  fullName: string | null;
  email: string;
}

export type SecurityEventListRow = SecurityEventRow & { user: PersonColumns | null; actor: PersonColumns | null };

const actors = alias(users, 'actor');
const person = (table: typeof users | typeof actors) => ({
  id: table.id,
  fullName: sql<string | null>`trim(${table.firstName} || ' ' || ${table.lastName})`,
  email: table.email,
});

const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function personMatches(term: string): SQL {
  const pattern = containsPattern(term);
  return sql`${securityEvents.userId} in (select u.id from ${users} u where lower(trim(u.first_name || ' ' || u.last_name)) like ${pattern} or lower(u.email) like ${pattern})`;
}

function where(filter: SecurityEventFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(securityEvents.userId, filter.userId),
    filter.person === undefined ? undefined : personMatches(filter.person),
    filter.type === undefined ? undefined : eq(securityEvents.type, filter.type),
    filter.from === undefined ? undefined : gte(securityEvents.occurredAt, filter.from),
    filter.until === undefined ? undefined : lt(securityEvents.occurredAt, filter.until),
  );
}

/** Newest first, with the names of the person concerned and of the actor. */
export async function listSecurityEvents(
  ex: Executor,
  filter: SecurityEventFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: SecurityEventListRow[]; total: number }> {
  const condition = where(filter);
  const [rows, [totals]] = await Promise.all([
    ex
      .select({ event: securityEvents, user: person(users), actor: person(actors) })
      .from(securityEvents)
      .leftJoin(users, eq(users.id, securityEvents.userId))
      .leftJoin(actors, eq(actors.id, securityEvents.actorUserId))
      .where(condition)
      .orderBy(desc(securityEvents.occurredAt), desc(securityEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    ex.select({ total: count() }).from(securityEvents).where(condition),
  ]);
  // A left join that found nobody answers the whole nested object as null.
  const personOf = (columns: { id: number | null; fullName: string | null; email: string | null } | null): PersonColumns | null =>
    columns === null || columns.id === null ? null : { id: columns.id, fullName: columns.fullName, email: columns.email ?? '' };
  return { rows: rows.map((row) => ({ ...row.event, user: personOf(row.user), actor: personOf(row.actor) })), total: totals?.total ?? 0 };
}

/** Removes events older than the retention period; answers how many went. */
export async function deleteSecurityEventsBefore(ex: Executor, cutoff: Date): Promise<number> {
  const removed = await ex.delete(securityEvents).where(lt(securityEvents.occurredAt, cutoff)).returning({ id: securityEvents.id });
  return removed.length;
}
