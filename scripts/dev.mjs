// `npm run dev`: the API with hot reload on :3001 (tsx watch) and Vite on :3000 proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.API_PORT ?? '3001',
      PUBLIC_URL: 'http://localhost:3000',
      // The same data folder as `npm start` (the API workspace runs with apps/api as its cwd).
      DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data'),
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
