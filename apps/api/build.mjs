// Bundles the API's entry points into dist/ with esbuild. Our own workspace packages (the contracts)
// are bundled in; every npm dependency stays external and is loaded from node_modules at run time.
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const outdir = process.env.API_OUTDIR ?? 'dist';
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@paytable/'));

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/main.ts', 'src/create-admin.ts', 'src/seed.ts', 'src/backup.ts'].filter((entry) => {
    try {
      readFileSync(new URL(entry, import.meta.url));
      return true;
    } catch {
      return false;
    }
  }),
  // API_OUTDIR: a private build (e.g. dist-mine) benchmarked while someone else rebuilds dist/.
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  splitting: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
// The read models' SQL files, applied by the migrator (src/db/migrate.ts finds them beside the bundle).
cpSync(new URL('src/db/read-models/', import.meta.url), new URL(`${outdir}/read-models/`, import.meta.url), {
  recursive: true,
  filter: (source) => !source.endsWith('.ts'),
});
console.log(`api built → apps/api/${outdir}`);
