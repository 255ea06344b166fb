import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The thread's own memory: its JavaScript heap and PostgreSQL's WebAssembly memory. */
export interface ThreadMemory {
  heapBytes: number;
  webAssemblyBytes: number;
}

/** How often the thread reports its memory, which the process's own figures do not break down. */
const memoryReportMs = 5000;

/** The port in the socket's name, as PostgreSQL names its own (`.s.PGSQL.5432`). */
export const socketPort = 5432;

interface ThreadMessage {
  ready?: true;
  failed?: string;
  memory?: ThreadMemory;
  id?: number;
  result?: unknown;
  error?: string;
}

/**
 * PGlite, the embedded PostgreSQL, on a thread of its own (pglite-worker.js), answering the
 * PostgreSQL protocol on a Unix socket in a folder only this process's user may open. Connect with
 * `pg` to `socketFolder` and `socketPort`, one connection at a time.
 */
export class EmbeddedServer {
  private readonly pending = new Map<
    number,
    { resolve(result: unknown): void; reject(error: Error): void }
  >();
  private nextId = 0;
  private lastMemory: ThreadMemory | null = null;
  private stopped: Error | null = null;

  private constructor(
    private readonly worker: Worker,
    readonly socketFolder: string,
  ) {
    worker.on('message', (message: ThreadMessage) => {
      if (message.memory) this.lastMemory = message.memory;
      if (message.id === undefined) return;
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve(message.result);
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', () => stop(new Error('The embedded database thread has stopped')));
  }

  /**
   * In memory when no directory is given. The WebAssembly is compiled here and handed to the thread:
   * V8 shares the compiled code of identical modules within this thread, so a process that opens
   * several databases (the tests do) compiles it once. `loadDataDir` starts a new folder from a
   * snapshot taken by `dumpDataDir`.
   */
  static async start(
    directory: string | undefined,
    options: { loadDataDir?: Buffer } = {},
  ): Promise<EmbeddedServer> {
    const wasmModule = await compiledPglite();
    const socketFolder = await mkdtemp(path.join(tmpdir(), 'homestead-db-'));
    const worker = new Worker(path.join(__dirname, 'pglite-worker.js'), {
      workerData: {
        directory,
        socketPath: path.join(socketFolder, `.s.PGSQL.${socketPort}`),
        wasmModule,
        memoryReportMs,
        loadDataDir: options.loadDataDir,
      },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const started = (message: ThreadMessage) => {
          if (message.ready) resolve();
          else if (message.failed) reject(new Error(message.failed));
          else return;
          worker.off('message', started);
        };
        worker.on('message', started);
        worker.once('error', reject);
        worker.once('exit', () => reject(new Error('The embedded database thread has stopped')));
      });
    } catch (error) {
      await worker.terminate();
      await rm(socketFolder, { recursive: true, force: true });
      throw error;
    }
    return new EmbeddedServer(worker, socketFolder);
  }

  /** As last reported; null until the first report. */
  get memory() {
    return this.lastMemory;
  }

  private ask(kind: 'dump' | 'close'): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, kind });
    });
  }

  /**
   * The whole data folder as a gzipped tar. Take it while holding the one connection, so that no
   * transaction is open.
   */
  async dumpDataDir(): Promise<Buffer> {
    return Buffer.from((await this.ask('dump')) as Uint8Array);
  }

  async stop(): Promise<void> {
    try {
      if (!this.stopped) await this.ask('close');
    } finally {
      await this.worker.terminate();
      await rm(this.socketFolder, { recursive: true, force: true });
    }
  }
}

let pgliteModule: Promise<WebAssembly.Module> | null = null;

function compiledPglite() {
  pgliteModule ??= readFile(
    path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm'),
  ).then((bytes) => WebAssembly.compile(bytes));
  return pgliteModule;
}

/** The embedded database in `directory` (no server may have it open) as a gzipped tar. */
export async function dumpDataFolder(directory: string): Promise<Buffer> {
  const server = await EmbeddedServer.start(directory);
  try {
    return await server.dumpDataDir();
  } finally {
    await server.stop();
  }
}

/** Makes `directory` (which must not hold a database yet) the database of a snapshot. */
export async function loadDataFolder(directory: string, snapshot: Buffer): Promise<void> {
  const server = await EmbeddedServer.start(directory, { loadDataDir: snapshot });
  await server.stop();
}
