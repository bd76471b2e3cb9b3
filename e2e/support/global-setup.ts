import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from './server';

/** One production server for the whole e2e run, started from the build on an empty data directory. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(repoRoot, 'apps/api/dist/main.js')) || !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm run e2e does it)');
  }
  const server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('mailDir', path.join(server.dataDir, 'mail'));
  project.provide('serverPid', server.process.pid ?? 0);
  return async () => {
    await server.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    /** The server's process id, for the CPU time the sweep reports. */
    serverPid: number;
  }
}
