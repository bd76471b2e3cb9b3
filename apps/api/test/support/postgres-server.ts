import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A database name of its own for each run: several runs may share one server. */
export const uniqueDatabaseName = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
