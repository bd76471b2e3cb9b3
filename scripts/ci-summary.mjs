// Sums Vitest JSON reports in a folder and prints one line: 'N passed, N failed'. Exits 1 if any
// test failed, if a report is missing for an expected suite, or if no test ran at all.
import fs from 'node:fs';
import path from 'node:path';

const [dir, ...expected] = process.argv.slice(2);
if (!dir) {
  console.error('usage: ci-summary.mjs <dir> [expected-report-names...]');
  process.exit(2);
}
let passed = 0;
let failed = 0;
let problems = 0;
for (const name of expected) {
  if (!fs.existsSync(path.join(dir, `${name}.json`))) {
    console.error(`missing test report: ${name}.json (that suite did not finish)`);
    problems += 1;
  }
}
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A suite that failed to load counts no test but must still fail the run.
  const brokenFiles = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
  failed += brokenFiles;
  console.error(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed${brokenFiles ? `, ${brokenFiles} files failed to run` : ''}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems > 0 || passed === 0 ? 1 : 0);
