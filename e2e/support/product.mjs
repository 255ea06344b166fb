// Starts the built product (one server: API + every front-end) on a free port, for browser tests
// and for the size report.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const FRONT_ENDS = ['shell', 'auth-app', 'owner-portal', 'tenant-portal'];

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A private copy of the built front-ends, so a test can replace or remove one remote's build. */
export function copyWebRoot() {
  const webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
  for (const app of FRONT_ENDS)
    cpSync(join(ROOT, app, 'dist'), join(webRoot, app, 'dist'), { recursive: true });
  return webRoot;
}

async function waitForHealth(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

/**
 * Runs `api-server/dist/server.js` on a data folder (a fresh one unless given, removed on stop);
 * `webRoot` defaults to the repository; `env` adds to the server's environment.
 * @param {{ webRoot?: string, dataDir?: string, env?: Record<string, string> }} [options]
 */
export async function startProduct({
  webRoot,
  dataDir = mkdtempSync(join(tmpdir(), 'product-data-')),
  env = {},
} = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'api-server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(webRoot ? { WEB_ROOT: webRoot } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${log}`);
  }
  return {
    url,
    dataDir,
    log: () => log,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
