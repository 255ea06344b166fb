import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
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

/** Locks this process holds, so that a lock naming this process id is told from a dead one's. */
const heldHere = new Set<string>();

interface Holder {
  pid: number;
  host: string;
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True only when the lock names a process of this machine that is gone. */
async function heldByDeadProcess(lockPath: string, holderFile: string): Promise<boolean> {
  const holder = await readFile(holderFile, 'utf8')
    .then((text) => JSON.parse(text) as Holder)
    .catch(() => null);
  if (!holder || holder.host !== hostname()) return false;
  // A restarted container often gets the same process id as the server that was killed.
  if (holder.pid === process.pid) return !heldHere.has(lockPath);
  return !isRunning(holder.pid);
}

/**
 * The embedded database allows one process per folder; a second would corrupt it. The lock is a
 * folder refreshed while the server runs, so one left by a crashed server goes stale and is taken
 * over; one naming a process of this machine that no longer runs is taken over at once.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const holderFile = path.join(dataDir, 'server.lock.holder');
  const take = async () => {
    const release = await lockfile.lock(dataDir, { lockfilePath: lockPath, stale: 15_000 });
    heldHere.add(lockPath);
    await writeFile(holderFile, JSON.stringify({ pid: process.pid, host: hostname() }));
    return async () => {
      heldHere.delete(lockPath);
      await release();
    };
  };
  try {
    return await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
  }
  if (!(await heldByDeadProcess(lockPath, holderFile))) throw new DataFolderInUseError(dataDir);
  await rm(lockPath, { recursive: true, force: true });
  try {
    return await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED')
      throw new DataFolderInUseError(dataDir);
    throw error;
  }
}
