import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { realtimeMarks } from '../../db/schema/index';

/**
 * The mark keys and the SQL that advances marks: the realtime module's public statements, which a writer
 * embeds in its own write (messaging's send commits a message and its marks in one statement).
 */

export interface MarkKey {
  channel: string;
  topic: string;
}
export interface Mark extends MarkKey {
  /** ISO-8601 UTC with microseconds, so that an echoed lastUpdate compares exactly. */
  changedAt: string;
}

export const isoMicros = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Keys in the one order every writer locks them in, so two transactions cannot deadlock on marks. */
const lockOrder = (keys: MarkKey[]) => [...keys].sort((a, b) => a.channel.localeCompare(b.channel) || a.topic.localeCompare(b.topic));

/** A key as statement parameters: its values, or the placeholders of a statement whose text is built once. */
export interface MarkKeyParams {
  channel: string | Placeholder;
  topic: string | Placeholder;
}

/**
 * These keys as the values of placeholders markChannel<i> and markTopic<i>, numbered in lock order: a
 * statement built once with those placeholders (in that order) locks them in the same order as every writer.
 * `into`: an object of the statement's other values to add them to (one object per call instead of a spread).
 */
export function markPlaceholderValues<V>(keys: MarkKey[], into: Record<string, V | string> = {}): Record<string, V | string> {
  const values = into;
  const ordered = keys.length > 1 ? lockOrder(keys) : keys;
  for (let i = 0; i < ordered.length; i += 1) {
    const key = ordered[i] as MarkKey;
    values[`markChannel${i}`] = key.channel;
    values[`markTopic${i}`] = key.topic;
  }
  return values;
}

const isMarkKey = (key: MarkKeyParams): key is MarkKey => typeof key.channel === 'string' && typeof key.topic === 'string';
/** Real keys sorted in lock order; placeholders as given (their values are sorted when filled). */
const inLockOrder = (keys: readonly MarkKeyParams[]): readonly MarkKeyParams[] => {
  const real = keys.filter(isMarkKey);
  return real.length === keys.length ? lockOrder(real) : keys;
};

/**
 * The statement that moves each key's mark to now, strictly after its previous value, answering
 * (channel, topic, changed_at as ISO micros). The upsert locks the row until the transaction commits, so a
 * later writer of the same key always records a later time than an earlier one: a client that saw a mark
 * never misses the next change. Rows are written in lockOrder. `when` (optional) is a condition the
 * statement only writes under.
 */
export function advanceMarksStatement(keys: readonly MarkKeyParams[], when?: SQL): SQL {
  const rows = inLockOrder(keys).map((key) => sql`(${key.channel}::text, ${key.topic}::text)`);
  return sql`
    insert into ${realtimeMarks} (channel, topic, changed_at)
    select k.channel, k.topic, clock_timestamp() from (values ${sql.join(rows, sql`, `)}) as k(channel, topic)
    ${when === undefined ? sql`` : sql`where ${when}`}
    on conflict (channel, topic) do update
      set changed_at = greatest(${realtimeMarks.changedAt} + interval '1 microsecond', excluded.changed_at)
    returning channel, topic, ${isoMicros(sql.raw('changed_at'))} as changed_at, xmax = 0 as inserted`;
}

/**
 * CTEs that advance these keys' marks inside another module's write statement, so that the change and its
 * marks commit in one statement (see messaging's sendDirectMessage); `when` orders them after that write's
 * own row locks. They define `advanced_marks(channel, topic, changed_at, undisturbed)`.
 *
 * `undisturbed` says that no other transaction committed a change of the key between the statement's
 * snapshot and this mark: the mark rows are locked first (FOR UPDATE waits for a concurrent writer and
 * then reads its committed value), and compared with what the snapshot saw. Only then is state read from
 * that snapshot, plus the statement's own writes, exactly the state as of the new mark, fit to travel with
 * it (Change.data). A key without a mark in the snapshot is undisturbed when this statement inserted its row
 * (xmax = 0: no conflict), disturbed when a concurrent first writer's row made it an update.
 * `keys` are real keys, or placeholders markChannel<i>/markTopic<i> filled by markPlaceholderValues.
 */
export function advanceMarksCtes(keys: readonly MarkKeyParams[], when: SQL): SQL {
  const pairs = inLockOrder(keys).map((key) => sql`(${key.channel}::text, ${key.topic}::text)`);
  return sql`
    mark_locks as (
      select channel, topic, changed_at from ${realtimeMarks}
      where (channel, topic) in (${sql.join(pairs, sql`, `)}) and ${when}
      order by channel, topic for update
    ),
    marks_written as (${advanceMarksStatement(keys, sql`${when} and (select count(*) from mark_locks) >= 0`)}),
    advanced_marks as (
      select w.channel, w.topic, w.changed_at,
             case when seen.changed_at is null then w.inserted else seen.changed_at = l.changed_at end as undisturbed
      from marks_written w
      left join mark_locks l on l.channel = w.channel and l.topic = w.topic
      left join ${realtimeMarks} seen on seen.channel = w.channel and seen.topic = w.topic
    )`;
}
