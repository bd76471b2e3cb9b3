import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { pgliteExtensions } from './client';

const run = promisify(execFile);

/**
 * What a backup holds, written last as `manifest.json` (a backup without one is incomplete): the row count
 * of every table and the uploaded files, so a restore can prove it brought back the same data.
 */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'embedded';
  /** Rows per table of the public schema and the job queue's schema. */
  tables: Record<string, number>;
  uploads: { files: number; bytes: number };
  secrets: boolean;
}

const DATABASE_DUMP = 'database.dump';
const EMBEDDED_ARCHIVE = 'database.tar.gz';
const MANIFEST = 'manifest.json';

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Exact row counts of every table (public and pgboss schemas), in one statement. */
async function countRows(query: Query): Promise<Record<string, number>> {
  const { rows: tables } = await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'pgboss') order by 1`,
  );
  if (tables.length === 0) return {};
  const counts = tables.map(({ name }) => {
    const [schema, table] = String(name).split('.');
    return `select '${schema}.${table}' as name, count(*)::int as n from "${schema}"."${table}"`;
  });
  const { rows } = await query(counts.join(' union all '));
  return Object.fromEntries(rows.map((row) => [String(row.name), Number(row.n)]));
}

async function withPostgres<T>(url: string, use: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use((text) => client.query(text));
  } finally {
    await client.end();
  }
}

async function withEmbedded<T>(dataDir: string, use: (query: Query, client: PGlite) => Promise<T>): Promise<T> {
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  try {
    return await use((text) => client.query<Record<string, unknown>>(text), client);
  } finally {
    await client.close();
  }
}

/** Files and bytes under a folder (0 when it does not exist). */
async function folderSize(folder: string): Promise<{ files: number; bytes: number }> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

const uploadsOf = (config: Config) => path.join(config.dataDir, 'uploads');
const embeddedDirOf = (config: Config) => path.join(config.dataDir, 'db');

/**
 * Writes a backup of the database, the uploaded files (local storage; an object store keeps its own) and
 * the generated secrets into `target` (a new or empty folder). PostgreSQL is dumped with pg_dump while the
 * server runs (one consistent snapshot); the embedded database must not be open in a running server.
 */
export async function createBackup(config: Config, target: string): Promise<BackupManifest> {
  await fs.mkdir(target, { recursive: true });
  if ((await fs.readdir(target)).length > 0) throw new Error(`${target} is not empty`);
  let tables: Record<string, number>;
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    // The dump and the counts read one snapshot, exported by this transaction, while the server writes on.
    tables = await withPostgres(url, async (query) => {
      await query('begin isolation level repeatable read read only');
      const snapshot = String((await query('select pg_export_snapshot() as id')).rows[0]?.id);
      const counted = await countRows(query);
      await run('pg_dump', ['--format=custom', '--no-owner', `--snapshot=${snapshot}`, '--file', path.join(target, DATABASE_DUMP), url]);
      await query('commit');
      return counted;
    });
  } else {
    tables = await withEmbedded(embeddedDirOf(config), async (query, client) => {
      const counted = await countRows(query);
      const archive = await client.dumpDataDir('gzip');
      await fs.writeFile(path.join(target, EMBEDDED_ARCHIVE), Buffer.from(await archive.arrayBuffer()));
      return counted;
    });
  }
  if (config.storage.kind === 'local') await fs.cp(uploadsOf(config), path.join(target, 'uploads'), { recursive: true }).catch(ignoreMissing);
  const secrets = await fs.copyFile(path.join(config.dataDir, 'secrets.json'), path.join(target, 'secrets.json')).then(() => true, () => false);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: config.databaseUrl ? 'postgres' : 'embedded',
    tables,
    uploads: await folderSize(path.join(target, 'uploads')),
    secrets,
  };
  await fs.writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

export interface RestoreReport {
  manifest: BackupManifest;
  /** Tables whose restored row count differs from the backup's (empty when the restore is whole). */
  mismatches: { table: string; backedUp: number; restored: number | undefined }[];
  /** False when the backup had no secrets file or DATA_DIR kept its own. */
  secretsRestored: boolean;
}

/**
 * Restores a backup into an empty database (DATABASE_URL, or a DATA_DIR without an embedded database) and
 * DATA_DIR, then counts every table again against the manifest.
 */
export async function restoreBackup(config: Config, source: string): Promise<RestoreReport> {
  const manifest = JSON.parse(await fs.readFile(path.join(source, MANIFEST), 'utf8')) as BackupManifest;
  let restored: Record<string, number>;
  if (manifest.database === 'postgres') {
    if (!config.databaseUrl) throw new Error('This backup is of PostgreSQL: set DATABASE_URL to an empty database');
    const url = config.databaseUrl;
    const existing = await withPostgres(url, async (query) => (await query(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)).rows[0]?.n);
    if (Number(existing) > 0) throw new Error('The database is not empty: restore into a new database');
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', url, path.join(source, DATABASE_DUMP)]);
    restored = await withPostgres(url, countRows);
  } else {
    if (config.databaseUrl) throw new Error('This backup is of the embedded database: unset DATABASE_URL');
    const dir = embeddedDirOf(config);
    if ((await fs.readdir(dir).catch(() => [])).length > 0) throw new Error(`${dir} is not empty: restore into a new DATA_DIR`);
    await fs.mkdir(path.dirname(dir), { recursive: true });
    const archive = new Blob([await fs.readFile(path.join(source, EMBEDDED_ARCHIVE))]);
    const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions, loadDataDir: archive });
    await client.close();
    restored = await withEmbedded(dir, countRows);
  }
  await fs.cp(path.join(source, 'uploads'), uploadsOf(config), { recursive: true, errorOnExist: false, force: false }).catch(ignoreMissing);
  // The generated secrets sign sessions and encrypt stored integration secrets: a restore brings them back
  // unless DATA_DIR already has its own (which then cannot read those integration secrets).
  const secretsRestored =
    manifest.secrets &&
    (await fs.copyFile(path.join(source, 'secrets.json'), path.join(config.dataDir, 'secrets.json'), fs.constants.COPYFILE_EXCL).then(
      () => true,
      () => false,
    ));
  const mismatches = Object.entries(manifest.tables)
    .filter(([table, rows]) => restored[table] !== rows)
    .map(([table, backedUp]) => ({ table, backedUp, restored: restored[table] }));
  return { manifest, mismatches, secretsRestored };
}
