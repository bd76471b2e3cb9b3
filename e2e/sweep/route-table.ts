import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from '../support/server';

/** One entry of the web route table, as the sweep needs it. */
export interface TableRoute {
  /** Which table of route-table.ts holds it: the public site, the auth pages or the dashboard. */
  table: 'publicPages' | 'authPages' | 'dashboardPages';
  /** Absolute route pattern, e.g. '/dashboard/company-jobs/:jobId/edit'. */
  pattern: string;
  /** The `path` as written in the table (relative to its layout). */
  path: string;
  area: string | undefined;
  /** The page's title (the document title reads `<title> · Paytable`, app/layouts/root-layout.tsx). */
  title: string | undefined;
  /** Dashboard pages that need no sign-in. */
  public: boolean;
}

const TABLE_FILE = path.join(repoRoot, 'apps/web/src/app/route-table.ts');
const TABLES = ['publicPages', 'authPages', 'dashboardPages'] as const;

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name) return property.initializer;
  }
  return undefined;
}

function stringOf(expression: ts.Expression | undefined): string | undefined {
  return expression && ts.isStringLiteral(expression) ? expression.text : undefined;
}

/**
 * Reads the web route table from its source: the router builds its routes from the same three arrays, so a
 * screen added there is swept without editing the sweep. (The module itself cannot be imported here: its
 * lazy `page` imports resolve only inside the web build.) The landing page '/' is registered by the router
 * beside the table and is added here.
 */
export function readRouteTable(): TableRoute[] {
  const source = ts.createSourceFile(TABLE_FILE, fs.readFileSync(TABLE_FILE, 'utf8'), ts.ScriptTarget.Latest, false);
  const routes: TableRoute[] = [{ table: 'publicPages', pattern: '/', path: '', area: undefined, title: undefined, public: true }];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const table = TABLES.find((name) => ts.isIdentifier(declaration.name) && declaration.name.text === name);
      if (!table || !declaration.initializer || !ts.isArrayLiteralExpression(declaration.initializer)) continue;
      for (const element of declaration.initializer.elements) {
        if (!ts.isObjectLiteralExpression(element)) throw new Error(`${table}: an entry that is not an object literal`);
        const relative = stringOf(propertyOf(element, 'path'));
        if (relative === undefined) throw new Error(`${table}: an entry without a literal path`);
        const base = table === 'dashboardPages' ? '/dashboard' : '';
        routes.push({
          table,
          path: relative,
          pattern: relative ? `${base}/${relative}` : base,
          area: stringOf(propertyOf(element, 'area')),
          title: stringOf(propertyOf(element, 'title')),
          public: table !== 'dashboardPages' || propertyOf(element, 'public')?.kind === ts.SyntaxKind.TrueKeyword,
        });
      }
    }
  }
  if (routes.length < 2) throw new Error(`no routes read from ${TABLE_FILE}`);
  return routes;
}
