// `npm run seed -- --scale large [--seed 42]`: bulk data for benchmarks (10,000 companies, 100,000
// users, 200,000 games) into DATABASE_URL, or the embedded database in DATA_DIR. `--scale small` writes
// a twentieth of that in seconds. Deterministic: the same --seed writes the same data.
import { parseArgs } from 'node:util';
import { openDatabase } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { bulkSeed, seedScales } from './seed/bulk-seed';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'small' }, seed: { type: 'string', default: '42' } },
  allowPositionals: false,
});
const scaleName = values.scale === 'large' ? 'large' : values.scale === 'small' ? 'small' : undefined;
const seedValue = Number(values.seed);
if (!scaleName || !Number.isInteger(seedValue)) {
  console.error('usage: npm run seed -- --scale small|large [--seed <integer>]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
const target = config.databaseUrl ? config.databaseUrl.replace(/\/\/[^@/]*@/, '//') : `embedded database in ${config.dataDir}`;
console.log(`seeding ${scaleName} data set (seed ${seedValue}) into ${target}`);
const started = Date.now();
try {
  await migrate(database.db);
  const totals = await bulkSeed(database.db, { scale: seedScales[scaleName], seed: seedValue, log: (message) => console.log(`  ${message}`) });
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s; rows now:`, totals);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
