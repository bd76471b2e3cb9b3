// `npm run bench -- <name>`: runs bench/<name>.mjs (after `npm run build`). Prints figures; asserts nothing.
import { readdirSync } from 'node:fs';

const available = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.bench.mjs'))
  .map((file) => file.replace('.bench.mjs', ''));
const names = process.argv.slice(2);
if (names.length === 0) {
  console.log(`usage: npm run bench -- <${available.join('|')}>`);
  process.exit(1);
}
for (const name of names) {
  if (!available.includes(name)) {
    console.error(`unknown benchmark "${name}"; available: ${available.join(', ')}`);
    process.exit(1);
  }
  await import(`./${name}.bench.mjs`);
}
