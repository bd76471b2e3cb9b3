import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagDescriptions } from '../src/platform/openapi-document';
import { requestExamples } from '../src/platform/openapi-examples';
import { createTestApp, type TestApp } from './helper';

const run = promisify(execFile);
const redoclyCli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, { description?: string; $ref?: string }>;
  'x-access'?: unknown;
}

let t: TestApp;
let text: string;
let operations: [string, Operation][];

beforeAll(async () => {
  t = await createTestApp();
  text = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
  const document = JSON.parse(text) as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([url, item]) => Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${url}`, op] as [string, Operation]));
});

afterAll(async () => {
  await t?.close();
});

describe('the API document', () => {
  it('gives every operation an id, a summary, a "who may call" description, its policy and named error responses', () => {
    const ids = new Set<string>();
    for (const [name, operation] of operations) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z0-9]+$/);
      ids.add(operation.operationId!);
      expect(operation.summary, name).toBeTruthy();
      expect(operation.description, name).toContain('**Who may call:**');
      expect(operation['x-access'], name).toBeDefined();
      expect(operation.security, name).toEqual(operation['x-access'] === 'public' ? [] : [{ bearerAuth: [] }]);
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        expect(response.description, `${name} ${status}`).not.toBe('Default Response');
        if (Number(status) >= 400 && !/\/health(\/ready)?$/.test(name)) expect(response.$ref, `${name} ${status}`).toMatch(/^#\/components\/responses\//);
      }
    }
    expect(ids.size).toBe(operations.length);
  });

  it('describes every tag it uses', () => {
    const used = new Set(operations.flatMap(([, operation]) => operation.tags ?? []));
    expect([...used].filter((tag) => !tagDescriptions[tag])).toEqual([]);
  });

  it('shows request examples that the contracts accept', () => {
    for (const { schema, value } of requestExamples) expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
    expect(operations.filter(([, operation]) => JSON.stringify(operation).includes('"example"')).length).toBeGreaterThanOrEqual(requestExamples.length);
  });

  it("passes Redocly's recommended rules with no errors", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'paytable-openapi-'));
    const file = path.join(dir, 'openapi.json');
    await fs.writeFile(file, text);
    try {
      // redocly exits non-zero on errors; the JSON report is on stdout either way.
      const result = await run(process.execPath, [redoclyCli, 'lint', '--extends=recommended', '--format=json', file], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(result.stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string }[] };
      const warnings = [...new Set(report.problems.filter((problem) => problem.severity === 'warn').map((problem) => problem.ruleId))];
      console.log(
        `API document: ${operations.length} operations, ${(text.length / 1024).toFixed(0)} KB; ` +
          `Redocly recommended: ${report.totals.errors} errors, ${report.totals.warnings} warnings (${warnings.join(', ')})`,
      );
      expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
