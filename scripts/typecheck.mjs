// Typechecks every workspace with tsc, incrementally: each project's type information is kept in a
// .tsbuildinfo file under PAYTABLE_CACHE_DIR (default node_modules/.cache/paytable). tsc compares each
// file's content hash (sources, node_modules declarations) and its own version and options with that
// file, and checks again only what changed; a missing or stale file means a full check.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const projects = { contracts: 'packages/contracts', api: 'apps/api', web: 'apps/web', e2e: 'e2e' };
const cacheDir = process.env.PAYTABLE_CACHE_DIR ?? 'node_modules/.cache/paytable';
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

let failed = 0;
for (const [name, project] of Object.entries(projects)) {
  const buildInfo = path.join(cacheDir, `typecheck-${name}.tsbuildinfo`);
  const run = spawnSync(process.execPath, [tsc, '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`typecheck failed: ${project}`);
    failed += 1;
  }
}
process.exit(failed ? 1 : 0);
