// `npm run backup -w api-server [-- <backup-folder>]`: a consistent copy of the embedded data
// folder (DATA_DIR, default ./data of the repository, as `npm start` uses), taken while the server
// runs: the running server writes a snapshot of its database when sent SIGUSR2; without a running
// server the snapshot is taken here. Documents, the outbox and the generated secrets are copied
// beside it. On PostgreSQL use pg_dump instead (docs/deployment.md).
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiServerFolder, sleep } from './support.mjs';

const require = createRequire(import.meta.url);
const repositoryRoot = path.resolve(apiServerFolder, '..');
const dataDir = path.resolve(repositoryRoot, process.env.DATA_DIR ?? 'data');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const destination = path.resolve(process.argv[2] ?? path.join(repositoryRoot, 'backups', stamp));

async function runningServer() {
  const holder = await readFile(path.join(dataDir, 'server.lock.holder'), 'utf8')
    .then(JSON.parse)
    .catch(() => null);
  const locked = await stat(path.join(dataDir, 'server.lock')).then(
    () => true,
    () => false,
  );
  if (!holder || !locked) return null;
  try {
    process.kill(holder.pid, 0);
    return holder.pid;
  } catch {
    return null;
  }
}

async function snapshotFromServer(pid) {
  const folder = path.join(dataDir, 'backups');
  const before = new Set(await readdir(folder).catch(() => []));
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 120_000; waited += 250) {
    const fresh = (await readdir(folder).catch(() => [])).find(
      (name) => !before.has(name) && name.endsWith('.tar.gz'),
    );
    if (fresh) return path.join(folder, fresh);
    await sleep(250);
  }
  throw new Error('the running server wrote no snapshot within two minutes (see its log)');
}

async function snapshotHere() {
  const { lockDataFolder } = require('../dist/db/data-folder-lock.js');
  const { PgliteThread } = require('../dist/db/pglite-thread.js');
  const release = await lockDataFolder(dataDir);
  try {
    const database = await PgliteThread.open(path.join(dataDir, 'postgres'));
    const snapshot = await database.dumpDataDir();
    await database.close();
    const file = path.join(destination, 'database.tar.gz');
    await writeFile(file, snapshot, { mode: 0o600 });
    return file;
  } finally {
    await release();
  }
}

await mkdir(destination, { recursive: true, mode: 0o700 });
const pid = await runningServer();
const snapshot = pid ? await snapshotFromServer(pid) : await snapshotHere();
if (pid) await cp(snapshot, path.join(destination, 'database.tar.gz'));
for (const item of ['files', 'outbox', 'jwt-secret', 'ssn-encryption-key']) {
  await cp(path.join(dataDir, item), path.join(destination, item), { recursive: true }).catch(
    (error) => {
      if (error.code !== 'ENOENT') throw error;
    },
  );
}
const size = (await stat(path.join(destination, 'database.tar.gz'))).size;
console.log(
  `backup of ${dataDir} ${pid ? `from the running server (pid ${pid})` : '(no server running)'}: ${destination} (database ${(size / 1048576).toFixed(1)} MB)`,
);
