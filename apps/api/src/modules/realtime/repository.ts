import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { realtimeMarks } from '../../db/schema/index';
import { executeRows } from '../../db/raw-rows';
import { advanceMarksStatement, isoMicros, type Mark, type MarkKey } from './mark-statements';

/** The realtime module's queries of its marks. */

/** Advances the marks of these keys in the caller's transaction (see advanceMarksStatement). */
export async function advanceMarks(tx: Tx, keys: MarkKey[]): Promise<Mark[]> {
  if (keys.length === 0) return [];
  const result = await executeRows<{ channel: string; topic: string; changed_at: string }>(tx, advanceMarksStatement(keys));
  return result.map((row) => ({ channel: row.channel, topic: row.topic, changedAt: row.changed_at }));
}

/** The current marks of these keys (absent keys have never changed). One query. */
export async function readMarks(db: Db, keys: MarkKey[]): Promise<Mark[]> {
  if (keys.length === 0) return [];
  const pairs = keys.map((key) => sql`(${key.channel}, ${key.topic})`);
  const result = await executeRows<{ channel: string; topic: string; changed_at: string }>(db, sql`
    select channel, topic, ${isoMicros(sql.raw('changed_at'))} as changed_at
    from ${realtimeMarks}
    where (channel, topic) in (${sql.join(pairs, sql`, `)})`);
  return result.map((row) => ({ channel: row.channel, topic: row.topic, changedAt: row.changed_at }));
}

/** The database's name: what sets this deployment's channels apart on a pub/sub it shares with others. */
export async function databaseName(db: Db): Promise<string> {
  const [row] = await executeRows<{ name: string }>(db, sql`select current_database() as name`);
  return row?.name ?? '';
}
