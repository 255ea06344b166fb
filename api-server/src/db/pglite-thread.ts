import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database runs on a thread of its own: PGlite is single-threaded WebAssembly, and a
 * query of a thousand rows takes tens of milliseconds that would otherwise stall every request.
 * The thread's code is kept as text so that it runs the same from the build and from the tests.
 */
const threadCode = `
const { parentPort, workerData } = require('node:worker_threads');
const { getHeapStatistics } = require('node:v8');
const { PGlite } = require(workerData.pglitePath);
const { pg_trgm } = require(workerData.pgTrgmPath);
let database;
const reportMemory = () => parentPort.postMessage({
  memory: { heapBytes: getHeapStatistics().total_heap_size, webAssemblyBytes: database?.mod?.HEAPU8?.byteLength ?? 0 },
});
setInterval(reportMemory, workerData.memoryReportMs).unref();
const fieldsOfError = ['code', 'detail', 'hint', 'severity', 'constraint', 'table', 'column', 'schema', 'position'];
const answersInStep = async () => {
  try {
    const { rows } = await database.query('select 1 as ready');
    return rows[0]?.ready === 1;
  } catch {
    return false;
  }
};
parentPort.on('message', async ({ id, kind, sql, params, rowMode, identityParsers }) => {
  try {
    let result;
    if (kind === 'open') {
      const loadDataDir = workerData.loadDataDir ? new Blob([workerData.loadDataDir]) : undefined;
      database = await PGlite.create({ dataDir: workerData.directory, wasmModule: workerData.wasmModule, loadDataDir, extensions: { pg_trgm } });
      reportMemory();
    } else if (kind === 'query') {
      const parsers = Object.fromEntries(identityParsers.map((type) => [type, (value) => value]));
      const { rows, fields, affectedRows } = await database.query(sql, params, { rowMode, parsers });
      result = { rows, fields, affectedRows };
    } else if (kind === 'exec') {
      await database.exec(sql);
    } else if (kind === 'close') {
      await database.close();
    } else if (kind === 'dump') {
      result = new Uint8Array(await (await database.dumpDataDir('gzip')).arrayBuffer());
    }
    parentPort.postMessage({ id, result });
  } catch (error) {
    const fields = Object.fromEntries(fieldsOfError.filter((field) => error[field] !== undefined).map((field) => [field, error[field]]));
    // PostgreSQL's own errors carry a severity; any other fault was thrown inside PGlite's handling
    // of the wire protocol, which may leave its answers out of step with its questions.
    const broken = database !== undefined && kind !== 'open' && kind !== 'close' && error.severity === undefined && !(await answersInStep());
    parentPort.postMessage({ id, error: { message: String(error.message ?? error), ...fields }, broken });
  }
});
`;

interface ThreadRequest {
  kind: 'open' | 'query' | 'exec' | 'close' | 'dump';
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** Types to leave as text; the only parsers callers pass are ones that return the text as is. */
  identityParsers?: number[];
}

/** The thread's own memory: its JavaScript heap and PostgreSQL's WebAssembly memory. */
export interface ThreadMemory {
  heapBytes: number;
  webAssemblyBytes: number;
}

/** How often the thread reports its memory, which the process's own figures do not break down. */
const memoryReportMs = 5000;

interface ThreadAnswer {
  memory?: ThreadMemory;
  id: number;
  result?: unknown;
  error?: { message: string } & Record<string, unknown>;
  /** The database no longer answers a plain select correctly: nothing more may be asked of it. */
  broken?: boolean;
}

/**
 * PGlite reads a statement's parameter count as a signed 16-bit number, so a query with more
 * parameters throws inside its protocol handling and leaves every later answer empty. Such a query
 * is refused before it is sent, as PostgreSQL refuses one over its own limit (65,535).
 */
export const maxQueryParameters = 32_767;

/** PostgreSQL's code for a statement beyond one of its limits (program_limit_exceeded). */
export const limitExceededCode = '54000';

/** A select that names no insert, update or delete (as a data-changing `with` would) reads only. */
const onlyReads = (sql: string) =>
  /^\s*select\b/i.test(sql) && !/\b(insert|update|delete|truncate)\b/i.test(sql);

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/** The part of PGlite's interface that Drizzle and the migrations use, served from the thread. */
export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | null = null;
  private lastMemory: ThreadMemory | null = null;
  private writes = 0;
  /** Held by an open transaction: nothing else may reach the database in between. */
  private exclusive: Promise<void> = Promise.resolve();

  private constructor(private readonly worker: Worker) {
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('message', (answer: ThreadAnswer) => {
      if (answer.memory) {
        this.lastMemory = answer.memory;
        return;
      }
      const pending = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (answer.broken) {
        fail(
          new Error(
            `The embedded database stopped answering correctly after "${answer.error?.message}"; restart the server`,
          ),
        );
      }
      if (answer.error) {
        pending?.reject(Object.assign(new Error(answer.error.message), answer.error));
      } else {
        pending?.resolve(answer.result);
      }
    });
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('The database thread has stopped')));
  }

  /**
   * In memory when no directory is given. The WebAssembly is compiled here and handed to the thread:
   * V8 shares the compiled code of identical modules within this thread, so a process that opens
   * several databases (the tests do) compiles it once. `loadDataDir` starts a new folder from a
   * snapshot taken by `dumpDataDir`.
   */
  static async open(
    directory: string | undefined,
    options: { loadDataDir?: Uint8Array } = {},
  ): Promise<PgliteThread> {
    const pglitePath = require.resolve('@electric-sql/pglite');
    const wasmModule = await WebAssembly.compile(
      await readFile(path.join(path.dirname(pglitePath), 'pglite.wasm')),
    );
    const worker = new Worker(threadCode, {
      eval: true,
      workerData: {
        pglitePath,
        // Trigram indexes for search (migration 0013): PGlite loads the extension when asked.
        pgTrgmPath: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
        directory,
        wasmModule,
        loadDataDir: options.loadDataDir,
        memoryReportMs,
      },
    });
    const thread = new PgliteThread(worker);
    try {
      await thread.send({ kind: 'open' });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  /** As last reported; null until the first report. */
  get memory() {
    return this.lastMemory;
  }

  /** Why the database can no longer be used (its thread stopped or its answers broke); null while it can. */
  get fault() {
    return this.failure;
  }

  /** Queries sent to the thread and not answered yet. */
  get queriesInFlight() {
    return this.pending.size;
  }

  /**
   * How many statements that may change data have been sent so far, counted as each is sent: every
   * script and transaction step, and every query but a select that names no insert, update or
   * delete. While it stays the same, nothing has been written.
   */
  get writesSent() {
    return this.writes;
  }

  private send(request: ThreadRequest): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  private sendQuery<Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    if (params.length > maxQueryParameters) {
      return Promise.reject(
        Object.assign(
          new Error(
            `A query may carry at most ${maxQueryParameters} parameters; this one has ${params.length}`,
          ),
          { code: limitExceededCode },
        ),
      );
    }
    if (!onlyReads(sql)) this.writes += 1;
    return this.send({
      kind: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      identityParsers: Object.keys(options.parsers ?? {}).map(Number),
    }) as Promise<Results<Row>>;
  }

  async query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>> {
    await this.exclusive;
    return this.sendQuery<Row>(sql, params, options);
  }

  async exec(sql: string): Promise<void> {
    await this.exclusive;
    await this.sendScript(sql);
  }

  private sendScript(sql: string) {
    this.writes += 1;
    return this.send({ kind: 'exec', sql });
  }

  async transaction<Result>(work: (transaction: Transaction) => Promise<Result>): Promise<Result> {
    const previous = this.exclusive;
    let release = () => {};
    this.exclusive = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    const transaction = {
      query: <Row>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.sendQuery<Row>(sql, params, options),
    } as Transaction;
    try {
      await this.sendScript('begin');
      try {
        const result = await work(transaction);
        await this.sendScript('commit');
        return result;
      } catch (error) {
        await this.sendScript('rollback');
        throw error;
      }
    } finally {
      release();
    }
  }

  /** The whole data folder as a gzipped tar, taken between transactions, so it is consistent. */
  async dumpDataDir(): Promise<Buffer> {
    const previous = this.exclusive;
    let release = () => {};
    this.exclusive = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      return Buffer.from((await this.send({ kind: 'dump' })) as Uint8Array);
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    await this.exclusive;
    try {
      await this.send({ kind: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }

  /** Drizzle's PGlite driver takes a PGlite; this thread answers the calls it makes. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
