import type { Tx } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** The only Drizzle code of the contact module. */
export async function insertContactMessage(tx: Tx, values: NewContactMessage) {
  const [row] = await tx
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}
