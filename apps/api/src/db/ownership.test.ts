import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { crossDomainExceptions, ownerOf, readModelModules, sqlOnlyTableOwners, tableOwners, type TableName } from './ownership';
import * as schema from './schema/index';

const modulesDir = fileURLToPath(new URL('../modules/', import.meta.url));

/** Schema exports that stand for a table: the tables themselves and the projections other domains may join. */
function tableOfExport(): Map<string, string> {
  const byExport = new Map<string, string>();
  for (const [name, value] of Object.entries(schema)) if (is(value, PgTable)) byExport.set(name, getTableName(value));
  byExport.set('networkUserColumns', 'users');
  return byExport;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The tables a source file refers to: value imports of schema tables, and table names in SQL text. */
function tablesReferencedBy(text: string, byExport: Map<string, string>): Set<string> {
  const tables = new Set<string>();
  for (const match of text.matchAll(/import\s*(type\s+)?\{([^}]*)\}\s*from\s*'[./]*db\/schema(?:\/index)?'/g)) {
    if (match[1]) continue;
    for (const raw of (match[2] ?? '').split(',')) {
      const name = raw.trim().split(/\s+as\s+/)[0] ?? '';
      if (name.startsWith('type ')) continue;
      const table = byExport.get(name);
      if (table) tables.add(table);
    }
  }
  const sqlNames = new Set([...byExport.values(), ...Object.keys(sqlOnlyTableOwners)]);
  for (const match of text.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi)) {
    const name = match[1] ?? '';
    if (sqlNames.has(name)) tables.add(name);
  }
  return tables;
}

/** module → the tables of other domains it refers to. */
function crossDomainReferences(): Map<string, Set<string>> {
  const byExport = tableOfExport();
  const found = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir)) {
    const module = path.relative(modulesDir, file).split(path.sep)[0] ?? '';
    if (module.endsWith('.ts')) continue;
    for (const table of tablesReferencedBy(fs.readFileSync(file, 'utf8'), byExport)) {
      if (ownerOf(table) === module) continue;
      found.set(module, (found.get(module) ?? new Set()).add(table));
    }
  }
  return found;
}

describe('table ownership', () => {
  it('gives every table of the schema exactly one owning domain, which exists', () => {
    const schemaTables = [...new Set(tableOfExport().values())].sort();
    expect(Object.keys(tableOwners).sort()).toEqual(schemaTables);
    const modules = new Set(fs.readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name));
    for (const owner of new Set([...Object.values(tableOwners), ...Object.values(sqlOnlyTableOwners)])) expect(owner === 'platform' || modules.has(owner), owner).toBe(true);
  });

  it('finds no reference to another domain table that is not a listed read model or exception', () => {
    const unlisted: string[] = [];
    for (const [module, tables] of crossDomainReferences()) {
      if (module in readModelModules) continue;
      const allowed = new Set(crossDomainExceptions.filter((entry) => entry.module === module).flatMap((entry) => entry.tables));
      for (const table of tables) if (!allowed.has(table as TableName)) unlisted.push(`${module} → ${table} (owned by ${ownerOf(table)})`);
    }
    expect(unlisted).toEqual([]);
  });

  it('lists no exception the code no longer needs', () => {
    const references = crossDomainReferences();
    const stale = crossDomainExceptions.flatMap((entry) => entry.tables.filter((table) => !references.get(entry.module)?.has(table)).map((table) => `${entry.module} → ${table}`));
    expect(stale).toEqual([]);
  });

  it('catches a reference the lists do not allow', () => {
    const tables = tablesReferencedBy("import { users, type UserRow } from '../../db/schema/index';\nconst q = sql`select 1 from group_messages`;", tableOfExport());
    expect([...tables].sort()).toEqual(['group_messages', 'users']);
  });
});
