import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataFolderInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another running server. ` +
        'Stop that server first, or give this one another DATA_DIR.',
    );
  }
}

/**
 * The embedded database allows one process per folder; a second would corrupt it. The lock is a
 * folder refreshed while the server runs, so one left by a crashed server goes stale and is taken over.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: 15_000,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataFolderInUseError(dataDir);
    }
    throw error;
  }
}
