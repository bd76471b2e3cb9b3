#!/usr/bin/env node
// Writes the parts of docs/ that the code already says, between `<!-- generated:NAME -->` and
// `<!-- /generated:NAME -->` markers: the API's module graph (docs/architecture.md, from dependency-cruiser) and
// the read-model table (docs/read-models.md, from apps/api/src/db/read-models/index.ts).
//   node scripts/generated-docs.mjs           rewrite the docs
//   node scripts/generated-docs.mjs --check   fail (exit 1) when a committed copy differs from the code
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

/** `module → dependencies` lines of the API's modules (registry and tests left out), as the build sees them. */
function moduleGraph() {
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/depcruise'),
    [
      '--config', '.dependency-cruiser.cjs',
      '--include-only', '^apps/api/src/modules',
      '--exclude', '\\.test\\.ts$',
      '--collapse', '^apps/api/src/modules/[^/]+',
      '--output-type', 'json',
      'apps/api/src/modules',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // A module is a folder; modules/registry.ts (which wires them all) is left out.
  const moduleOf = (file) => /^apps\/api\/src\/modules\/([^/.]+)$/.exec(file)?.[1];
  const edges = new Map();
  for (const source of JSON.parse(output).modules) {
    const from = moduleOf(source.source);
    if (!from) continue;
    const targets = edges.get(from) ?? new Set();
    for (const dependency of source.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to && to !== from) targets.add(to);
    }
    edges.set(from, targets);
  }
  const modules = [...edges.keys()].sort();
  const importing = modules.filter((name) => edges.get(name).size > 0);
  const standalone = modules.filter((name) => edges.get(name).size === 0);
  const edgeCount = importing.reduce((sum, name) => sum + edges.get(name).size, 0);
  return [
    `${modules.length} modules, ${edgeCount} edges.`,
    '',
    '```',
    ...importing.map((name) => `${name} → ${[...edges.get(name)].sort().join(', ')}`),
    '```',
    `${standalone.map((name) => `\`${name}\``).join(', ')} import no other module.`,
  ].join('\n');
}

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** One row per read model, in the order the migrator applies them. */
async function readModelTable() {
  const { readModels } = await tsImport('../apps/api/src/db/read-models/index.ts', import.meta.url);
  return [
    '| read model | what it is | stores | sources (writes it follows) | functions (their triggers follow) | proof that stored = live |',
    '|---|---|---|---|---|---|',
    ...readModels.map((model) =>
      `| ${[model.name, model.summary, `\`${model.stores}\``, model.sources.join(', '), model.functions.map((name) => `\`${name}\``).join(', '), model.proof.split('; ').map((proof) => `\`${proof}\``).join('; ')].map(cell).join(' | ')} |`,
    ),
  ].join('\n');
}

function replaceBetweenMarkers(text, name, body, file) {
  const start = `<!-- generated:${name} (node scripts/generated-docs.mjs; do not edit by hand) -->`;
  const end = `<!-- /generated:${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file}: markers for "${name}" not found (${start} … ${end})`);
  return `${text.slice(0, from + start.length)}\n${body}\n${text.slice(to)}`;
}

const parts = [
  { file: 'docs/architecture.md', name: 'module-graph', make: moduleGraph },
  { file: 'docs/read-models.md', name: 'read-model-table', make: readModelTable },
];

let stale = 0;
for (const { file, name, make } of parts) {
  const full = path.join(root, file);
  const committed = fs.readFileSync(full, 'utf8');
  const generated = replaceBetweenMarkers(committed, name, await make(), file);
  if (generated === committed) continue;
  if (check) {
    stale += 1;
    console.error(`${file}: the generated part "${name}" differs from the code; run node scripts/generated-docs.mjs`);
  } else {
    fs.writeFileSync(full, generated);
    console.log(`${file}: "${name}" rewritten`);
  }
}
if (stale > 0) process.exit(1);
if (check) console.log('generated docs are current');
