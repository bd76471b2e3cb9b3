// `npm run backup -- <folder>`: the database (pg_dump of DATABASE_URL, or the embedded database in
// DATA_DIR, which no running server may have open), the uploaded files and the generated secrets, with a
// manifest of row counts. `npm run restore -- <folder>`: into an empty database and DATA_DIR, then every
// table counted against the manifest (exit 1 on a difference). See docs/operations.md, "Backups".
import { loadConfig } from './config';
import { createBackup, restoreBackup } from './db/backup';

const [command, folder] = process.argv.slice(2);
if ((command !== 'create' && command !== 'restore') || !folder) {
  console.error('usage: node apps/api/dist/backup.js create|restore <folder>');
  process.exit(2);
}
const config = loadConfig();
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
try {
  if (command === 'create') {
    const manifest = await createBackup(config, folder);
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(`backup of the ${manifest.database} database written to ${folder} in ${seconds()} s: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.uploads.files} uploaded files (${manifest.uploads.bytes} bytes)`);
  } else {
    const report = await restoreBackup(config, folder);
    for (const { table, backedUp, restored } of report.mismatches) console.error(`  ${table}: ${backedUp} rows in the backup, ${restored ?? 'no table'} restored`);
    if (!report.secretsRestored && report.manifest.secrets) console.error('  DATA_DIR has its own secrets.json: kept; integration secrets from the backup cannot be read with it');
    console.log(`restore from ${folder} ${report.mismatches.length === 0 ? 'complete' : 'INCOMPLETE'} in ${seconds()} s (backup of ${report.manifest.createdAt})`);
    if (report.mismatches.length > 0) process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
