// `npm run backup [-- <backup-folder>]` (from the repository or with `-w api-server`): a consistent
// copy of the embedded data folder, taken while the server runs. DATA_DIR is found as `npm start`
// finds it (default ./data, relative paths from the repository); the backup folder is relative to
// where the command was typed. The running server writes a snapshot of its database when sent
// SIGUSR2; without a running server the snapshot is taken here. Documents, the outbox and the
// generated secrets are copied beside it. On PostgreSQL use pg_dump instead (docs/deployment.md).
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiServerFolder, sleep } from './support.mjs';

const require = createRequire(import.meta.url);
const repositoryRoot = path.resolve(apiServerFolder, '..');
// `npm start` runs the server in the repository folder, which is where it resolves DATA_DIR.
const dataDir = path.resolve(repositoryRoot, process.env.DATA_DIR || 'data');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
// npm runs a script in its package's folder and keeps the folder it was started from in INIT_CWD.
const typedIn = process.env.INIT_CWD ?? process.cwd();
const destination = process.argv[2]
  ? path.resolve(typedIn, process.argv[2])
  : path.join(repositoryRoot, 'backups', stamp);

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
  const { dumpDataFolder } = require('../dist/db/embedded-server.js');
  const release = await lockDataFolder(dataDir);
  try {
    const snapshot = await dumpDataFolder(path.join(dataDir, 'postgres'));
    await writeFile(path.join(destination, 'database.tar.gz'), snapshot, { mode: 0o600 });
  } finally {
    await release();
  }
}

/** Copies what the data folder has of documents, outbox and secrets, over what is already there. */
async function copyBeside() {
  for (const item of ['files', 'outbox', 'jwt-secret', 'ssn-encryption-key']) {
    await cp(path.join(dataDir, item), path.join(destination, item), {
      recursive: true,
      force: true,
    }).catch((error) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

/** Moves the server's snapshot out of the data folder, across file systems too. */
async function moveInto(snapshot, file) {
  await rename(snapshot, file).catch(async (error) => {
    if (error.code !== 'EXDEV') throw error;
    await cp(snapshot, file);
    await rm(snapshot);
  });
}

await mkdir(destination, { recursive: true, mode: 0o700 });
// Documents are copied before and after the snapshot: one replaced while it is taken is in the
// first copy, one uploaded while it is taken is in the second.
await copyBeside();
const pid = await runningServer();
if (pid) await moveInto(await snapshotFromServer(pid), path.join(destination, 'database.tar.gz'));
else await snapshotHere();
await copyBeside();
const size = (await stat(path.join(destination, 'database.tar.gz'))).size;
console.log(
  `backup of ${dataDir} ${pid ? `from the running server (pid ${pid})` : '(no server running)'}: ${destination} (database ${(size / 1048576).toFixed(1)} MB)`,
);
