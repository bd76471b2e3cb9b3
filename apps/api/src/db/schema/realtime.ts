import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each real-time topic of a channel last changed ('user:42' · 'message_unread_count',
 * 'group:7' · 'group_messages'). Written in the transaction of the change; a poll compares it with the
 * client's lastUpdate to know at once whether it has news, so nothing scans data to find out.
 */
export const realtimeMarks = pgTable(
  'realtime_marks',
  {
    channel: text('channel').notNull(),
    topic: text('topic').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ name: 'realtime_marks_pkey', columns: [t.channel, t.topic] })],
);
