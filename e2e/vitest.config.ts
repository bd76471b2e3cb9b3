import { defineConfig } from 'vitest/config';
import { reporters } from '../scripts/vitest-reporters.mjs';

export default defineConfig({
  test: {
    include: ['**/*.spec.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A screen on two shared cores can take more than the default second to show what a journey polls for;
    // a poll still ends early once it holds.
    expect: { poll: { timeout: 10_000 } },
    // One browser at a time: two cores are shared with the server under test.
    fileParallelism: false,
    // On CI a journey that fails is run once more (as Playwright's own runner does there): a browser on two
    // shared cores can miss a beat. A test that fails twice still fails the build; locally nothing is retried.
    retry: process.env.CI ? 1 : 0,
    reporters: reporters('e2e'),
  },
});
