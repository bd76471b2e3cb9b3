import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every saved version of a documentation page (documentation/api, integration, security, deployment),
 * never updated or deleted: the newest version of a slug is the page. A page without any row shows the
 * built-in text the API ships (modules/content/defaults.ts). Restoring an old version appends a copy of it.
 * The author's name is kept with the version so the history reads the same after the account changes.
 */
export const documentationVersions = pgTable(
  'documentation_versions',
  {
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    markdown: text('markdown').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.slug, table.version] }),
    index('documentation_versions_author_idx').on(table.authorId),
    check('documentation_versions_version_positive', sql`${table.version} >= 1`),
    check('documentation_versions_markdown_length', sql`char_length(${table.markdown}) <= 100000`),
  ],
);
