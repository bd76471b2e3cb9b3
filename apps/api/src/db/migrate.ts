import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { readModels } from './read-models/index';
import { splitSqlStatements } from './sql-statements';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * An arbitrary constant: every instance takes this transaction-scoped advisory lock before migrating,
 * so that two servers starting at once apply each migration exactly once.
 */
const MIGRATION_LOCK_KEY = 727_073_690;

/** Finds the drizzle-kit output folder whether we run from src/ (tsx, tests) or dist/ (bundle). */
export function findMigrationsDir(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No drizzle migrations folder found above ${start}`);
    dir = parent;
  }
}

/**
 * Finds the folder of the read models' SQL files: `db/read-models/` beside this file when we run from src/
 * (tsx, tests), `read-models/` beside the bundle when we run from dist/ (build.mjs copies the files there).
 */
export function findReadModelsDir(start = path.dirname(fileURLToPath(import.meta.url))): string {
  const first = readModels[0];
  if (!first) throw new Error('No read model is listed in db/read-models/index.ts');
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, 'read-models');
    if (fs.existsSync(path.join(candidate, `${first.name}.sql`))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No read-models folder found above ${start}`);
    dir = parent;
  }
}

export interface MigrationResult {
  /** The journal's migrations applied by this call. */
  applied: string[];
  /** The read models whose SQL file was (re)applied by this call, because it is new or changed. */
  readModels: string[];
}

/** The tag under which schema_migrations remembers the content hash of a read model's file. */
export const readModelTag = (name: string) => `read-model:${name}`;

/** Both drivers answer with `rows`; drizzle types the raw result loosely across drivers. */
async function rowsOf<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

async function runScript(tx: Tx, statements: string[]): Promise<void> {
  for (const statement of statements) await tx.execute(sql.raw(statement));
}

function journalTags(migrationsDir: string): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.map((entry) => entry.tag);
}

/** The journal's migrations this database has not applied (readiness: a server must not answer on an older schema). */
export async function pendingMigrations(db: Db, migrationsDir = findMigrationsDir()): Promise<string[]> {
  const tags = journalTags(migrationsDir);
  const rows = ((await db.execute(sql`select tag from schema_migrations where tag = any(${sql.param(tags)}::text[])`)) as unknown as { rows: { tag: string }[] }).rows;
  const applied = new Set(rows.map((row) => row.tag));
  return tags.filter((tag) => !applied.has(tag));
}

/**
 * Applies drizzle-kit's SQL migrations in order, then the read models' SQL files (db/read-models/<name>.sql,
 * in the order of db/read-models/index.ts), inside one transaction holding an advisory lock. A read
 * model's file is applied when its content hash differs from the one remembered in schema_migrations
 * (tag `read-model:<name>`): the files are idempotent (`create or replace function`, `drop trigger if
 * exists` + `create trigger`), so a change to a read model is an edit of its file, not a migration.
 * We run them ourselves (rather than drizzle's migrator) because the lock must share the transaction
 * that applies them, on both PGlite and node-postgres.
 */
export async function migrate(db: Db, migrationsDir = findMigrationsDir(), readModelsDir = findReadModelsDir()): Promise<MigrationResult> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  const files = readModels.map(({ name }) => {
    const text = fs.readFileSync(path.join(readModelsDir, `${name}.sql`), 'utf8');
    return { name, text, hash: createHash('sha256').update(text).digest('hex') };
  });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      tag text primary key,
      applied_at timestamptz not null default now()
    )`);
    await tx.execute(sql`alter table schema_migrations add column if not exists content_hash text`);
    const done = await rowsOf<{ tag: string; content_hash: string | null }>(tx, sql`select tag, content_hash from schema_migrations`);
    const hashOf = new Map(done.map((row) => [row.tag, row.content_hash]));
    const applied: string[] = [];
    for (const entry of entries) {
      if (hashOf.has(entry.tag)) continue;
      const text = fs.readFileSync(path.join(migrationsDir, `${entry.tag}.sql`), 'utf8');
      await runScript(tx, text.split('--> statement-breakpoint').filter((statement) => statement.trim()));
      await tx.execute(sql`insert into schema_migrations (tag) values (${entry.tag})`);
      applied.push(entry.tag);
    }
    const appliedReadModels: string[] = [];
    for (const file of files) {
      const tag = readModelTag(file.name);
      if (hashOf.get(tag) === file.hash) continue;
      await runScript(tx, splitSqlStatements(file.text));
      await tx.execute(sql`insert into schema_migrations (tag, content_hash) values (${tag}, ${file.hash})
        on conflict (tag) do update set content_hash = excluded.content_hash, applied_at = now()`);
      appliedReadModels.push(file.name);
    }
    return { applied, readModels: appliedReadModels };
  });
}
