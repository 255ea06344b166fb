import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

/** Where the measured server keeps its data: a data folder, and PostgreSQL's address if any. */
export interface ServerPlace {
  dataDir: string;
  databaseUrl: string | null;
}

export interface RunningServer {
  origin: string;
  /** True until the process has exited. */
  alive(): boolean;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * The built server (dist/server.js) as a child process on a free loopback port, once it is ready.
 * Its log goes to server.log in the data folder, shown when it does not start.
 */
export async function startServer(place: ServerPlace): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = path.join(place.dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [require.resolve('#server/server')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: place.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      DATABASE_URL: place.databaseUrl ?? '',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const stop = async () => {
    if (exited(child)) return;
    child.kill('SIGTERM');
    const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await once(child, 'exit');
    clearTimeout(killLater);
  };
  const lastLines = async () => (await readFile(logFile, 'utf8')).split('\n').slice(-20).join('\n');
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (exited(child)) {
      throw new Error(`the server exited with code ${child.exitCode}:\n${await lastLines()}`);
    }
    const answer = await fetch(`${origin}/api/health/ready`).catch(() => null);
    if (answer?.ok) return { origin, alive: () => !exited(child), stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server was not ready within 120 seconds:\n${await lastLines()}`);
}

/**
 * Whether the server answers a small public route within a second: not busy, and not shedding
 * load (the health checks are served even then).
 */
export async function answersPromptly(server: RunningServer): Promise<boolean> {
  const answer = await fetch(`${server.origin}/api/locations/countries/US/states`, {
    signal: AbortSignal.timeout(1000),
  }).catch(() => null);
  return answer?.ok === true;
}

const settledFor = 5;

/** Whether the server is done with the work it does besides answering, as its metrics say. */
async function backgroundWorkDone(server: RunningServer): Promise<boolean> {
  const answer = await fetch(`${server.origin}/api/metrics`, {
    signal: AbortSignal.timeout(1000),
  }).catch(() => null);
  const metrics = answer?.ok ? await answer.text() : '';
  return /^mails_waiting 0$/m.test(metrics) && /^due_events_look_running 0$/m.test(metrics);
}

/**
 * Waits until the server has answered promptly five seconds in a row, its start-up work done: on
 * start it looks over every active lease for rent due or overdue and leases ending, and mails what
 * it finds a few at a time, which on a freshly seeded large database is thousands of notices.
 * Answers the seconds waited, or null when it was still busy after `limitSeconds`.
 */
export async function settle(server: RunningServer, limitSeconds: number): Promise<number | null> {
  const started = performance.now();
  let promptInARow = 0;
  while (performance.now() - started < limitSeconds * 1000 && server.alive()) {
    const asked = performance.now();
    const settled = (await answersPromptly(server)) && (await backgroundWorkDone(server));
    promptInARow = settled ? promptInARow + 1 : 0;
    if (promptInARow === settledFor) {
      return Math.max(0, (performance.now() - started) / 1000 - settledFor);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, 1000 - (performance.now() - asked))),
    );
  }
  return null;
}
