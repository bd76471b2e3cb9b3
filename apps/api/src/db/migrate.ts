import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

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

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies drizzle-kit's SQL migrations in order, inside one transaction holding an advisory lock.
 * We run them ourselves (rather than drizzle's migrator) because the lock must share the transaction
 * that applies them, on both PGlite and node-postgres.
 */
export async function migrate(db: Db, migrationsDir = findMigrationsDir()): Promise<MigrationResult> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal;
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      tag text primary key,
      applied_at timestamptz not null default now()
    )`);
    // Both drivers answer with `rows`; drizzle types the raw result loosely across drivers.
    const done = (await tx.execute(sql`select tag from schema_migrations`)) as unknown as { rows: { tag: string }[] };
    const appliedTags = new Set(done.rows.map((row) => row.tag));
    const applied: string[] = [];
    for (const entry of entries) {
      if (appliedTags.has(entry.tag)) continue;
      const text = fs.readFileSync(path.join(migrationsDir, `${entry.tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (tag) values (${entry.tag})`);
      applied.push(entry.tag);
    }
    return { applied };
  });
}
