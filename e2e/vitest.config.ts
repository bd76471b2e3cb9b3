import { defineConfig } from 'vitest/config';
import { reporters } from '../scripts/vitest-reporters.mjs';

export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time: two cores are shared with the server under test.
    fileParallelism: false,
    reporters: reporters('e2e'),
  },
});
