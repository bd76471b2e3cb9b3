import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { documentationVersions } from '../../db/schema/index';

export type DocumentationVersionRow = typeof documentationVersions.$inferSelect;
export type NewDocumentationVersion = typeof documentationVersions.$inferInsert;

/** The only Drizzle code of the content module. */

/** The newest version of every page that has one. */
export async function latestVersions(db: Db | Tx): Promise<DocumentationVersionRow[]> {
  return db
    .selectDistinctOn([documentationVersions.slug])
    .from(documentationVersions)
    .orderBy(documentationVersions.slug, desc(documentationVersions.version));
}

export async function latestVersion(db: Db | Tx, slug: string): Promise<DocumentationVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(documentationVersions)
    .where(eq(documentationVersions.slug, slug))
    .orderBy(desc(documentationVersions.version))
    .limit(1);
  return row;
}

export async function findVersion(db: Db | Tx, slug: string, version: number): Promise<DocumentationVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(documentationVersions)
    .where(and(eq(documentationVersions.slug, slug), eq(documentationVersions.version, version)))
    .limit(1);
  return row;
}

/** A page's history, newest first, without the text. */
export async function listVersions(db: Db | Tx, slug: string) {
  return db
    .select({
      version: documentationVersions.version,
      title: documentationVersions.title,
      createdAt: documentationVersions.createdAt,
      authorId: documentationVersions.authorId,
      authorName: documentationVersions.authorName,
      restoredFrom: documentationVersions.restoredFrom,
    })
    .from(documentationVersions)
    .where(eq(documentationVersions.slug, slug))
    .orderBy(desc(documentationVersions.version));
}

/**
 * Serializes writers of one page inside the caller's transaction, so two saves from the same base version
 * cannot both pass the staleness check.
 */
export async function lockPage(tx: Tx, slug: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`documentation:${slug}`}))`);
}

export async function insertVersion(tx: Tx, values: NewDocumentationVersion): Promise<DocumentationVersionRow> {
  const [row] = await tx.insert(documentationVersions).values(values).returning();
  if (!row) throw new Error('documentation version insert returned no row');
  return row;
}
