// `npm run restore -- <backup-folder>` (from the repository or with `-w api-server`): puts a backup
// made by `npm run backup` back into DATA_DIR, found as `npm start` finds it (default ./data,
// relative paths from the repository). The server must be stopped; the database it replaces is
// kept beside it as postgres.before-restore-<time>.
import { cp, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiServerFolder } from './support.mjs';

const require = createRequire(import.meta.url);
const repositoryRoot = path.resolve(apiServerFolder, '..');
const dataDir = path.resolve(repositoryRoot, process.env.DATA_DIR || 'data');
const source =
  process.argv[2] && path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);
if (!source) {
  console.error('Usage: npm run restore -- <backup-folder>');
  process.exit(1);
}
const { lockDataFolder } = require('../dist/db/data-folder-lock.js');
const { restoreSnapshot } = require('../dist/operations/backup.js');

const release = await lockDataFolder(dataDir);
try {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const databaseFolder = path.join(dataDir, 'postgres');
  const replaced = await stat(databaseFolder).then(
    async () => {
      const aside = `${databaseFolder}.before-restore-${stamp}`;
      await rename(databaseFolder, aside);
      return aside;
    },
    () => null,
  );
  await restoreSnapshot(path.join(source, 'database.tar.gz'), databaseFolder);
  for (const item of ['files', 'outbox', 'jwt-secret', 'ssn-encryption-key']) {
    await cp(path.join(source, item), path.join(dataDir, item), {
      recursive: true,
      force: true,
    }).catch((error) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  console.log(
    `restored ${source} into ${dataDir}${replaced ? `; the previous database is in ${replaced}` : ''}`,
  );
} finally {
  await release();
}
