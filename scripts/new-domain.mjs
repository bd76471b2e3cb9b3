#!/usr/bin/env node
// npm run new:domain -- <name>   (kebab-case, plural: "press-releases", "events")
//
// Creates a domain in its four places, in the house shape, with one company-scoped resource to grow from:
//   packages/contracts/src/<name>/index.ts        schemas, messages, paths
//   apps/api/src/db/schema/<name>.ts              the table (owned by the domain in db/ownership.ts)
//   apps/api/src/modules/<name>/                  index, routes (with access policies), service, repository,
//                                                 and a test that proves the policy (401, 404 for another company)
//   apps/web/src/features/<name>/                 query keys, the API hook, a page with loading/empty/error states
// and wires it: the contracts and schema barrels, modules/registry.ts, the OpenAPI tag description, the
// table owner, the web route table and docs/<name>.md. Then: `npm run db:generate` for the migration.
// Refuses a name that exists. Prints what it wrote.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('usage: npm run new:domain -- <name>   (kebab-case, e.g. press-releases)');
  process.exit(1);
}

const words = name.split('-');
const camel = words.map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
const pascal = camel[0].toUpperCase() + camel.slice(1);
const snake = words.join('_');
const title = words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');

const written = [];
/** Inserts `line` at the end of the block (object or array literal) opened by the line matching `opening`. */
function insertAtBlockEnd(relative, opening, line) {
  const file = path.join(root, relative);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((each) => opening.test(each));
  const end = lines.findIndex((each, i) => i > start && /^[}\]]/.test(each));
  if (start === -1 || end === -1) throw new Error(`${relative}: no block opens with ${opening}`);
  lines.splice(end, 0, line);
  fs.writeFileSync(file, lines.join('\n'));
  written.push(`edited  ${relative}`);
}
function create(relative, text) {
  const file = path.join(root, relative);
  if (fs.existsSync(file)) throw new Error(`${relative} exists: pick another name`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.push(`created ${relative}`);
}
/** Inserts `line` after the last line matching `after` (a regex) in a file. */
function insertAfterLast(relative, after, line) {
  const file = path.join(root, relative);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const index = lines.findLastIndex((each) => after.test(each));
  if (index === -1) throw new Error(`${relative}: no line matches ${after}`);
  lines.splice(index + 1, 0, line);
  fs.writeFileSync(file, lines.join('\n'));
  written.push(`edited  ${relative}`);
}

for (const taken of [`packages/contracts/src/${name}`, `apps/api/src/modules/${name}`, `apps/web/src/features/${name}`, `apps/api/src/db/schema/${name}.ts`]) {
  if (fs.existsSync(path.join(root, taken))) {
    console.error(`${taken} exists: pick another name`);
    process.exit(1);
  }
}

// ---- contracts ---------------------------------------------------------------------------------------
create(
  `packages/contracts/src/${name}/index.ts`,
  `import { z } from 'zod';
import { idParamSchema } from '../common/ids';
import { pageQuerySchema } from '../common/pagination';

// ${title} (seed: name the sections this domain follows). One schema per request and response; the API
// validates and documents with them, the web types its calls and validates its forms with them.

export const ${camel}Limits = { titleMax: 200 } as const;

export const ${pascal}Message = {
  notFound: '${title} item not found',
  created: '${title} item created',
} as const;

export const ${camel}InputSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(${camel}Limits.titleMax, \`Title must be at most \${${camel}Limits.titleMax} characters\`),
});
export type ${pascal}Input = z.infer<typeof ${camel}InputSchema>;

export const ${camel}ItemSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
});
export type ${pascal}Item = z.infer<typeof ${camel}ItemSchema>;

export const ${camel}ListQuerySchema = pageQuerySchema(20);
export const ${camel}CompanyParamsSchema = z.object({ companyId: idParamSchema('Company id') });

export const ${camel}Paths = {
  company: (companyId: number) => \`/${name}/company/\${companyId}\`,
} as const;
`,
);
insertAfterLast('packages/contracts/src/index.ts', /^export \* from/, `export * from './${name}/index';`);

// ---- db schema ---------------------------------------------------------------------------------------
create(
  `apps/api/src/db/schema/${name}.ts`,
  `import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** ${title}: one row per item a company keeps. */
export const ${camel} = pgTable(
  '${snake}',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('${snake}_company_idx').on(t.companyId, t.createdAt)],
);
export type ${pascal}Row = typeof ${camel}.$inferSelect;
`,
);
insertAfterLast('apps/api/src/db/schema/index.ts', /^export \* from/, `export * from './${name}';`);
insertAtBlockEnd('apps/api/src/db/ownership.ts', /^export const tableOwners = \{/, `  ${snake}: '${name}',`);

// ---- api module --------------------------------------------------------------------------------------
const moduleDir = `apps/api/src/modules/${name}`;
create(
  `${moduleDir}/repository.ts`,
  `import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ${camel}, type ${pascal}Row } from '../../db/schema/index';
import type { PageWindow } from '../../platform/pagination';

/** The only file of the ${name} module that touches Drizzle. */
export type Executor = Db | Tx;

export async function insertItem(ex: Executor, values: { companyId: number; title: string }): Promise<${pascal}Row> {
  const [row] = await ex.insert(${camel}).values(values).returning();
  return row!;
}

export async function listItems(ex: Executor, companyId: number, window: PageWindow): Promise<{ rows: ${pascal}Row[]; total: number }> {
  const where = eq(${camel}.companyId, companyId);
  const rows = await ex.select().from(${camel}).where(where).orderBy(desc(${camel}.createdAt), desc(${camel}.id)).limit(window.limit).offset(window.offset);
  const [counted] = await ex.select({ total: count() }).from(${camel}).where(where);
  return { rows, total: counted?.total ?? 0 };
}
`,
);
create(
  `${moduleDir}/service.ts`,
  `import type { ${pascal}Input, ${pascal}Item, Page, PageQuery } from '@paytable/contracts';
import type { Db } from '../../db/client';
import type { ${pascal}Row } from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth';
import { pageOffset, toPage } from '../../platform/pagination';
import { requireActiveMemberOf } from '../companies/index';
import * as repo from './repository';

const toItem = (row: ${pascal}Row): ${pascal}Item => ({ id: row.id, companyId: row.companyId, title: row.title, createdAt: row.createdAt.toISOString() });

/** A company's items: its active members only (another company's answers 404). */
export async function listCompanyItems(db: Db, user: AuthUser, companyId: number, query: PageQuery): Promise<Page<${pascal}Item>> {
  await requireActiveMemberOf(db, user.id, companyId);
  const { rows, total } = await repo.listItems(db, companyId, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toItem), total, query);
}

/** Creates an item in one transaction, after the same membership check. */
export async function createCompanyItem(db: Db, user: AuthUser, companyId: number, input: ${pascal}Input): Promise<${pascal}Item> {
  return db.transaction(async (tx) => {
    await requireActiveMemberOf(tx, user.id, companyId);
    return toItem(await repo.insertItem(tx, { companyId, title: input.title }));
  });
}
`,
);
create(
  `${moduleDir}/routes.ts`,
  `import {
  envelopeSchema,
  errorEnvelopeSchema,
  ${camel}CompanyParamsSchema,
  ${camel}InputSchema,
  ${camel}ItemSchema,
  ${camel}ListQuerySchema,
  ${pascal}Message,
  pageSchema,
} from '@paytable/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import * as service from './service';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const bearer = [{ bearerAuth: [] }];
/** An active member of the company in the path; the service enforces it (404 for another company). */
const companyMember = { access: { company: 'member', scope: { param: 'companyId' } } } as const;

export const ${camel}Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/${name}/company/:companyId',
    {
      config: companyMember,
      schema: {
        operationId: 'list${pascal}',
        tags: ['${name}'],
        summary: "List a company's ${title.toLowerCase()} items",
        security: bearer,
        params: ${camel}CompanyParamsSchema,
        querystring: ${camel}ListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(${camel}ItemSchema)), ...errors },
      },
    },
    async (request) => ok(await service.listCompanyItems(app.platform.db, currentUser(request), request.params.companyId, request.query)),
  );

  app.post(
    '/${name}/company/:companyId',
    {
      config: companyMember,
      schema: {
        operationId: 'create${pascal}',
        tags: ['${name}'],
        summary: 'Create a ${title.toLowerCase()} item for a company',
        security: bearer,
        params: ${camel}CompanyParamsSchema,
        body: ${camel}InputSchema,
        response: { 201: envelopeSchema(${camel}ItemSchema), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await service.createCompanyItem(app.platform.db, currentUser(request), request.params.companyId, request.body), ${pascal}Message.created)),
  );
};
`,
);
create(
  `${moduleDir}/index.ts`,
  `/** The ${name} module: ${title.toLowerCase()} kept by companies. Other modules reach it only through this file. */
export { ${camel}Routes as ${camel}Module } from './routes';
`,
);
create(
  `${moduleDir}/${name}.test.ts`,
  `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/auth-helpers';
import { api, approvedCompany, signInSuperuser, signUp, type Actor } from '../../../test/company-helpers';
import { createTestApp, type TestApp } from '../../../test/helper';

const V1 = '/api/v1';

describe('${name}', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let owner: Actor & { companyId: number };
  let rival: Actor & { companyId: number };

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    const admin = await signInSuperuser(t.app);
    owner = await approvedCompany(t.app, admin, unique('${title} Owner '));
    rival = await approvedCompany(t.app, admin, unique('${title} Rival '));
  });
  afterAll(() => t.close());

  it('lets a member create and list the company items', async () => {
    const created = await http.post(\`\${V1}/${name}/company/\${owner.companyId}\`, owner.token, { title: 'First item' });
    expect(created.statusCode).toBe(201);
    const page = (await http.get(\`\${V1}/${name}/company/\${owner.companyId}\`, owner.token)).json().data;
    expect(page).toMatchObject({ totalElements: 1, content: [{ title: 'First item' }] });
  });

  it('enforces the policy: sign-in, membership (404 for another company), the field message', async () => {
    expect((await http.get(\`\${V1}/${name}/company/\${owner.companyId}\`)).statusCode).toBe(401);
    expect((await http.get(\`\${V1}/${name}/company/\${owner.companyId}\`, rival.token)).statusCode).toBe(404);
    expect((await http.get(\`\${V1}/${name}/company/\${owner.companyId}\`, (await signUp(t.app)).token)).statusCode).toBe(404);
    const blank = await http.post(\`\${V1}/${name}/company/\${owner.companyId}\`, owner.token, { title: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Title is required');
  });
});
`,
);
insertAfterLast('apps/api/src/modules/registry.ts', /^import .* from '\.\/[a-z-]+\/index';$/, `import { ${camel}Module } from './${name}/index';`);
insertAfterLast('apps/api/src/modules/registry.ts', /^ {2}\{ name: '(?!realtime)[a-z-]+', routes: /, `  { name: '${name}', routes: ${camel}Module },`);
insertAtBlockEnd('apps/api/src/platform/openapi-document.ts', /^export const tagDescriptions/, `  '${name}': '${title}: what companies keep and who may see it.',`);

// ---- web feature -------------------------------------------------------------------------------------
const featureDir = `apps/web/src/features/${name}`;
create(
  `${featureDir}/api/keys.ts`,
  `/** Query keys of the ${name} domain. */
export const ${camel}Keys = {
  all: ['${name}'] as const,
  company: (companyId: number, page: number) => [...${camel}Keys.all, 'company', companyId, page] as const,
};
`,
);
create(
  `${featureDir}/api/company-items.ts`,
  `import { useQuery } from '@tanstack/react-query';
import { ${camel}Paths, type ${pascal}Item, type Page } from '@paytable/contracts';
import { apiClient, unwrap } from '@/lib/api-client';
import { ${camel}Keys } from './keys';

/** GET /api/v1/${name}/company/{id}: a page of the company's items. */
export const getCompanyItems = async (companyId: number, page: number): Promise<Page<${pascal}Item>> =>
  unwrap(await apiClient.get(${camel}Paths.company(companyId), { params: { page } }));
export const useCompanyItems = (companyId: number, page: number) =>
  useQuery({ queryKey: ${camel}Keys.company(companyId, page), queryFn: () => getCompanyItems(companyId, page) });
`,
);
create(
  `${featureDir}/pages/${name}-page.tsx`,
  `import { useState } from 'react';
import { DataError } from '@/components/error-screen';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { useMyCompanyAccess } from '@/lib/my-company-access';
import { useCompanyItems } from '../api/company-items';

function CompanyItems({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(0);
  const items = useCompanyItems(companyId, page);
  if (items.isPending) return <ListSkeleton />;
  if (items.isError) return <DataError context="${title.toLowerCase()}" onRetry={() => void items.refetch()} />;
  if (items.data.content.length === 0) return <EmptyState title="Nothing here yet" />;
  return (
    <>
      <ul className="grid gap-2">
        {items.data.content.map((item) => (
          <li key={item.id} className="rounded-lg border p-3">
            {item.title}
          </li>
        ))}
      </ul>
      <Pager page={items.data.number} totalPages={items.data.totalPages} onPage={setPage} />
    </>
  );
}

/** /dashboard/${name}: the company's items, with loading, empty and error states. */
export default function ${pascal}Page() {
  const access = useMyCompanyAccess();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4">
      <PageHeader title="${title}" />
      {access.isPending ? (
        <ListSkeleton />
      ) : access.isError ? (
        <DataError context="your company access" onRetry={() => void access.refetch()} />
      ) : access.data.companyId === null ? (
        <EmptyState title="No company yet">${title} belongs to a company. Join or create one first.</EmptyState>
      ) : (
        <CompanyItems companyId={access.data.companyId} />
      )}
    </div>
  );
}
`,
);
insertAfterLast('apps/web/src/app/route-table.ts', /^ {2}\{ path: 'company-[a-z-]+', title: .*area: 'Company'/, `  { path: '${name}', title: '${title}', area: 'Company', nav: true, page: () => import('@/features/${name}/pages/${name}-page') },`);

// ---- docs --------------------------------------------------------------------------------------------
create(
  `docs/${name}.md`,
  `# ${title}

What the domain does, for whom, and why it is built this way (present tense). The seed sections it
follows; its tables and who owns them; its routes and their access policies; its screens; its figures
with the command that measures them.
`,
);
insertAfterLast('docs/README.md', /^- \[[a-z-]+\.md\]/, `- [${name}.md](${name}.md) — ${title.toLowerCase()}.`);

console.log(written.join('\n'));
console.log(`\nNext: npm run db:generate (the ${snake} table's migration), then npm test -w apps/api -- ${name}.`);
