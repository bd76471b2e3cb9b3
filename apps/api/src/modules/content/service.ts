import {
  documentationSlugs,
  DocumentationMessage,
  type documentationUpdateSchema,
  type DocumentationAuthor,
  type DocumentationPage,
  type DocumentationSlug,
  type DocumentationSummary,
  type DocumentationVersion,
} from '@paytable/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { getUser } from '../auth/index';
import { defaultDocumentation } from './defaults';
import { renderDocumentation } from './render';
import * as repo from './repository';

type Row = repo.DocumentationVersionRow;

const author = (row: Pick<Row, 'authorId' | 'authorName'>): DocumentationAuthor | null =>
  row.authorId === null ? (row.authorName ? { id: 0, name: row.authorName } : null) : { id: row.authorId, name: row.authorName };

function summaryOf(slug: DocumentationSlug, row: Row | undefined): DocumentationSummary {
  if (!row) {
    const fallback = defaultDocumentation[slug];
    return { slug, title: fallback.title, summary: fallback.summary, version: 0, updatedAt: null, updatedBy: null };
  }
  return { slug, title: row.title, summary: row.summary, version: row.version, updatedAt: row.createdAt.toISOString(), updatedBy: author(row) };
}

function pageOf(slug: DocumentationSlug, row: Row | undefined, latestVersion: number): DocumentationPage {
  const markdown = row ? row.markdown : defaultDocumentation[slug].markdown;
  return { ...summaryOf(slug, row), markdown, html: renderDocumentation(markdown), latestVersion };
}

/** Every documentation page, in the order of `documentationSlugs`. */
export async function listPages(db: Db): Promise<DocumentationSummary[]> {
  const rows = new Map((await repo.latestVersions(db)).map((row) => [row.slug, row]));
  return documentationSlugs.map((slug) => summaryOf(slug, rows.get(slug)));
}

/** A page as readers see it: its newest version, or the built-in text while none was saved. */
export async function getPage(db: Db, slug: DocumentationSlug): Promise<DocumentationPage> {
  const row = await repo.latestVersion(db, slug);
  return pageOf(slug, row, row?.version ?? 0);
}

export async function listVersions(db: Db, slug: DocumentationSlug): Promise<DocumentationVersion[]> {
  const rows = await repo.listVersions(db, slug);
  return rows.map((row) => ({ version: row.version, title: row.title, createdAt: row.createdAt.toISOString(), author: author(row), restoredFrom: row.restoredFrom }));
}

/** One version of the history, as it read then. */
export async function getVersion(db: Db, slug: DocumentationSlug, version: number): Promise<DocumentationPage> {
  const [row, latest] = await Promise.all([repo.findVersion(db, slug, version), repo.latestVersion(db, slug)]);
  if (!row) throw notFound(DocumentationMessage.versionNotFound);
  return pageOf(slug, row, latest?.version ?? row.version);
}

async function authorName(db: Db, userId: number): Promise<string> {
  const user = await getUser(db, userId);
  return user?.name ?? user?.email ?? `User ${userId}`;
}

/**
 * Saves a new version. `baseVersion` is the version the editor opened: when the page has moved on since,
 * the save answers 409 and nothing is written, so nobody overwrites a colleague's change unseen.
 */
export async function savePage(db: Db, userId: number, slug: DocumentationSlug, input: z.output<typeof documentationUpdateSchema>): Promise<DocumentationPage> {
  const name = await authorName(db, userId);
  const row = await db.transaction(async (tx) => {
    await repo.lockPage(tx, slug);
    const latest = await repo.latestVersion(tx, slug);
    const current = latest?.version ?? 0;
    if (input.baseVersion !== current) throw conflict(DocumentationMessage.stale);
    return repo.insertVersion(tx, { slug, version: current + 1, title: input.title, summary: input.summary, markdown: input.markdown, authorId: userId, authorName: name });
  });
  return pageOf(slug, row, row.version);
}

/** Makes an old version current again by appending a copy of it (the history keeps everything). */
export async function restoreVersion(db: Db, userId: number, slug: DocumentationSlug, version: number, baseVersion: number): Promise<DocumentationPage> {
  const name = await authorName(db, userId);
  const row = await db.transaction(async (tx) => {
    await repo.lockPage(tx, slug);
    const source = await repo.findVersion(tx, slug, version);
    if (!source) throw notFound(DocumentationMessage.versionNotFound);
    const latest = await repo.latestVersion(tx, slug);
    const current = latest?.version ?? 0;
    if (baseVersion !== current) throw conflict(DocumentationMessage.stale);
    return repo.insertVersion(tx, {
      slug,
      version: current + 1,
      title: source.title,
      summary: source.summary,
      markdown: source.markdown,
      authorId: userId,
      authorName: name,
      restoredFrom: source.version,
    });
  });
  return pageOf(slug, row, row.version);
}

export const previewMarkdown = (markdown: string) => ({ html: renderDocumentation(markdown) });
