import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { projectReporters } from '../../scripts/vitest-reporters.mjs';

/**
 * The API suite, once per database: `api` on embedded PGlite (always), and `api-postgres` on the PostgreSQL
 * server of TEST_DATABASE_URL (with Redis when TEST_REDIS_URL is set) when that is given. Both run in one
 * Vitest process on the same workers; `--project api-postgres` runs only the server one.
 * test/global-setup.ts prepares each project's template database and tells the workers which database
 * their project uses (test/helper.ts), so nothing in a worker reads TEST_DATABASE_URL itself.
 */
const apiSuite = (name: 'api' | 'api-postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A worker keeps its loaded modules from one test file to the next instead of starting a fresh process
    // and importing the whole app again for each file. Sound because every file builds its own app on its
    // own database copy, and module-level state is either constant or kept per database, app or platform
    // (docs/testing.md lists what was checked).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [apiSuite('api'), ...(process.env.TEST_DATABASE_URL ? [apiSuite('api-postgres')] : [])],
    // PGlite is CPU-bound; two workers match this machine's two cores.
    maxWorkers: 2,
    reporters: projectReporters(),
  },
});
