import { defineConfig } from 'vitest/config';
import { reporters } from '../../scripts/vitest-reporters.mjs';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound; two workers match this machine's two cores.
    maxWorkers: 2,
    reporters: reporters(process.env.TEST_DATABASE_URL ? 'api-postgres' : 'api'),
  },
});
