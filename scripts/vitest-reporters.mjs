// Shared by every workspace's Vitest config: when VITEST_JSON_DIR is set (CI), also write a JSON report
// named after the workspace so scripts/ci-summary.mjs can print the closing 'N passed, N failed' line.
export function reporters(name) {
  const dir = process.env.VITEST_JSON_DIR;
  return dir ? ['default', ['json', { outputFile: `${dir}/${name}.json` }]] : ['default'];
}
