// A PostgreSQL cluster and a Redis server of the script's own, on free ports, so a reliability run can
// stop and restart them under load without touching the machine's shared servers (or other work on them).
// PostgreSQL comes from the machine's installation (BENCH_PG_BIN, default `pg_config --bindir`); when the
// script runs as root, the cluster runs as the `postgres` user, as initdb refuses root.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { freePort, tempDir } from './lib.mjs';

const run = promisify(execFile);

async function postgresBinDir() {
  if (process.env.BENCH_PG_BIN) return process.env.BENCH_PG_BIN;
  const { stdout } = await run('pg_config', ['--bindir']);
  return stdout.trim();
}

/**
 * Starts a new PostgreSQL cluster. { url (of database `paytable`), stop({ mode }), start(), destroy() }:
 * stop and start keep the data, as a restart of the database server does.
 */
export async function privatePostgres() {
  const bin = await postgresBinDir();
  const dir = await tempDir('paytable-private-pg-');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['-R', 'postgres:postgres', dir]);
  const exec = (program, args) => (asRoot ? run('runuser', ['-u', 'postgres', '--', `${bin}/${program}`, ...args]) : run(`${bin}/${program}`, args));
  await exec('initdb', ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const ctl = (...args) => exec('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/server.log`, '-w', '-t', '60', ...args]);
  await ctl('-o', options, 'start');
  await exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'paytable']);
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/paytable`,
    async stop({ mode = 'fast' } = {}) {
      await ctl('-m', mode, 'stop');
      running = false;
    },
    async start() {
      await ctl('-o', options, 'start');
      running = true;
    },
    async destroy() {
      if (running) await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Starts a Redis server that keeps nothing on disk. { url, stop(), start(), destroy() }. */
export async function privateRedis() {
  const port = await freePort();
  let child;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let tries = 0; tries < 200; tries += 1) {
      const up = await new Promise((resolve) => {
        import('node:net').then(({ default: net }) => {
          const socket = net.connect({ host: '127.0.0.1', port }, () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        });
      });
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('redis-server did not start');
  };
  const stop = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}
