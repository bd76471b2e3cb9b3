import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * User connections. One row per request; accepting it turns the same row into the connection
 * (status 'connected'), so a connection always remembers who asked whom. A declined row stays as
 * history; removing a connection deletes its row. At most one live (pending or connected) row per pair,
 * whatever its direction, guarded by the unique index on the ordered pair.
 */
export const userConnections = pgTable(
  'user_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    respondedAt: timestamptz('responded_at'),
  },
  (t) => [
    uniqueIndex('user_connections_live_pair_key')
      .on(sql`least(${t.requesterId}, ${t.receiverId})`, sql`greatest(${t.requesterId}, ${t.receiverId})`)
      .where(sql`${t.status} in ('pending', 'connected')`),
    index('user_connections_requester_idx').on(t.requesterId, t.status),
    index('user_connections_receiver_idx').on(t.receiverId, t.status),
    index('user_connections_connected_at_idx').on(t.respondedAt).where(sql`${t.status} = 'connected'`),
    check('user_connections_status_check', sql`${t.status} in ('pending', 'connected', 'declined')`),
    check('user_connections_not_self_check', sql`${t.requesterId} <> ${t.receiverId}`),
  ],
);

/** A user's blocks: the blocked person can neither connect with nor message the blocker, and vice versa. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_blocks_pkey', columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

export type UserConnectionRow = typeof userConnections.$inferSelect;

/**
 * Company connections: one company asks, the other approves ('connected') or rejects ('rejected', kept as
 * history and reported as none). At most one live (pending or connected) row per pair of companies.
 */
export const companyConnections = pgTable(
  'company_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requesterCompanyId: integer('requester_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    targetCompanyId: integer('target_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    respondedByUserId: integer('responded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    respondedAt: timestamptz('responded_at'),
  },
  (t) => [
    uniqueIndex('company_connections_live_pair_key')
      .on(sql`least(${t.requesterCompanyId}, ${t.targetCompanyId})`, sql`greatest(${t.requesterCompanyId}, ${t.targetCompanyId})`)
      .where(sql`${t.status} in ('pending', 'connected')`),
    index('company_connections_requester_idx').on(t.requesterCompanyId, t.status),
    index('company_connections_target_idx').on(t.targetCompanyId, t.status),
    index('company_connections_connected_at_idx').on(t.respondedAt).where(sql`${t.status} = 'connected'`),
    check('company_connections_status_check', sql`${t.status} in ('pending', 'connected', 'rejected')`),
    check('company_connections_not_self_check', sql`${t.requesterCompanyId} <> ${t.targetCompanyId}`),
  ],
);

export type CompanyConnectionRow = typeof companyConnections.$inferSelect;
