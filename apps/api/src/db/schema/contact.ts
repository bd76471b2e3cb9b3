import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages sent through the public contact form (/contact). Kept so nothing is lost when mail delivery
 * fails; `handledAt` is set by whoever answers it. The sender's IP is kept for abuse handling only.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    check('contact_messages_message_length', sql`char_length(${table.message}) <= 5000`),
  ],
);
