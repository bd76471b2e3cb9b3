import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../scripts/vitest-reporters.mjs';

/** The zod-free part of the contracts ('@paytable/contracts/core' and what it re-exports). */
const contractsCore = /packages[\\/]contracts[\\/]src[\\/](core\.ts|common[\\/]errors|auth[\\/](role-checks|constants))/;
const isContractSchemaOrZod = (id: string) =>
  /node_modules[\\/]zod[\\/]/.test(id) || (/packages[\\/]contracts[\\/]src[\\/]/.test(id) && !contractsCore.test(id));

/**
 * Two entries (see below). React and the router in their own vendor chunks: fewer requests for the first load (each costs a round
 * trip on a phone network), and chunks that stay cached across releases of the app's code. zod with the
 * contract schemas in one chunk of their own, so code that only calls the API (the landing page's news
 * panel) does not load and evaluate every schema with the API client.
 */
const clientInputs = {
  // The SPA (every route) and the landing page's own entry, which scripts/prerender.mjs loads on `/`.
  input: { index: 'index.html', landing: 'src/landing.tsx' },
  output: {
    codeSplitting: {
      groups: [
        { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
        { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
        // The core goes first (higher priority): the schemas' chunk would otherwise take it along as a
        // dependency, and the entry would load every schema with it.
        { name: 'contracts-core', test: contractsCore, priority: 2 },
        { name: 'contracts', test: isContractSchemaOrZod, priority: 1 },
      ],
    },
  },
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 3000,
    // The API listens on 3001 in development (see scripts/dev.mjs).
    proxy: { '/api': { target: 'http://localhost:3001', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/prerender.mjs reads which chunks the landing page's routes need.
    manifest: true,
    // Every browser we target supports <link rel="modulepreload">; where one does not, modules still load.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild ? {} : clientInputs,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // Lazily loaded screens are transformed on their first visit in a file: on two shared cores that alone can
    // take seconds, so a test gets the same allowance as the API suite's.
    testTimeout: 20_000,
    reporters: reporters('web'),
  },
}));
