import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { realtimeMarks } from '../../db/schema/index';
import { executeRows } from '../../db/raw-rows';

/** The only Drizzle code of the realtime module. */

export interface MarkKey {
  channel: string;
  topic: string;
}
export interface Mark extends MarkKey {
  /** ISO-8601 UTC with microseconds, so that an echoed lastUpdate compares exactly. */
  changedAt: string;
}

const isoMicros = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Moves each key's mark to now, strictly after its previous value. The upsert locks the row until the
 * transaction commits, so a later writer of the same key always records a later time than an earlier
 * one: a client that saw a mark never misses the next change. Keys are written in a fixed order so two
 * transactions touching the same keys cannot deadlock.
 */
export async function advanceMarks(tx: Tx, keys: MarkKey[]): Promise<Mark[]> {
  if (keys.length === 0) return [];
  const sorted = [...keys].sort((a, b) => a.channel.localeCompare(b.channel) || a.topic.localeCompare(b.topic));
  const rows = sorted.map((key) => sql`(${key.channel}, ${key.topic}, clock_timestamp())`);
  const result = await executeRows<{ channel: string; topic: string; changed_at: string }>(tx, sql`
    insert into ${realtimeMarks} (channel, topic, changed_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (channel, topic) do update
      set changed_at = greatest(${realtimeMarks.changedAt} + interval '1 microsecond', excluded.changed_at)
    returning channel, topic, ${isoMicros(sql.raw('changed_at'))} as changed_at`);
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
