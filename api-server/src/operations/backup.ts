import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadDataFolder } from '../db/embedded-server';

export const backupsFolder = (dataDir: string) => path.join(dataDir, 'backups');

/**
 * Writes the running embedded database as a gzipped tar into DATA_DIR/backups, complete or not at
 * all. Answers its path, or null on a PostgreSQL server (pg_dump backs that up).
 */
export async function writeSnapshot(app: FastifyInstance): Promise<string | null> {
  const snapshot = await app.databaseSnapshot();
  if (!snapshot) return null;
  const folder = backupsFolder(app.config.dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = path.join(
    folder,
    `database-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
  );
  await writeFile(`${file}.partial`, snapshot, { mode: 0o600 });
  await rename(`${file}.partial`, file);
  return file;
}

/** Makes `directory` (which must not hold a database yet) the database of a snapshot. */
export async function restoreSnapshot(snapshotFile: string, directory: string) {
  await loadDataFolder(directory, await readFile(snapshotFile));
}
