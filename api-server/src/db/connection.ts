import { type NodePgDatabase, drizzle } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import { EmbeddedServer, type ThreadMemory, socketPort } from './embedded-server';
import { schema } from './schema';

/** The one query layer: the same Drizzle code runs on the embedded database and on a server. */
export type Database = NodePgDatabase<typeof schema> & { $client: Pool };

/** What `db.transaction` hands its callback: the same queries, inside the transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One connection, for scripts of several statements (migrations). */
export interface SqlSession {
  run(script: string): Promise<void>;
  rows<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

/** How busy the connections are, for the metrics. */
export interface ConnectionUsage {
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The embedded database's thread: its memory, which the process's figures do not break down. */
  embeddedMemory?: ThreadMemory | null;
}

export interface DatabaseConnection {
  db: Database;
  /**
   * True when no other process can reach the data (embedded or in memory), so what this process
   * wrote is all there is and may be kept in memory.
   */
  singleProcess: boolean;
  withSession<Result>(work: (session: SqlSession) => Promise<Result>): Promise<Result>;
  usage(): ConnectionUsage;
  /** The embedded database's data folder as a gzipped tar; null on a server (use pg_dump there). */
  snapshot(): Promise<Buffer | null>;
  close(): Promise<void>;
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseConnection> {
  if (config.kind === 'postgres') return openPostgres(config);
  if (config.kind === 'embedded') return openPglite(config.directory);
  return openPglite(undefined, config.snapshot);
}

/**
 * PGlite reads a statement's parameter count as a signed 16-bit number, so a query with more
 * parameters breaks its protocol handling. Such a query is refused before it is sent, as
 * PostgreSQL refuses one over its own limit (65,535).
 */
export const maxQueryParameters = 32_767;

/** PostgreSQL's code for a statement beyond one of its limits (program_limit_exceeded). */
export const limitExceededCode = '54000';

/** `pg`'s client for the embedded database: a query over PGlite's parameter limit is refused before it is sent. */
export function embeddedClient(): typeof Client {
  return class EmbeddedClient extends Client {
    // pg's own forms: (text or config, values?, callback?), and a callback in place of values.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const [first, second] = args as [string | { values?: unknown[] }, unknown];
      const values = Array.isArray(second)
        ? second
        : typeof first === 'string'
          ? undefined
          : first.values;
      if (values && values.length > maxQueryParameters) {
        const refusal = Object.assign(
          new Error(
            `A query may carry at most ${maxQueryParameters} parameters; this one has ${values.length}`,
          ),
          { code: limitExceededCode },
        );
        const callback = args.find((arg) => typeof arg === 'function') as
          ((error: Error) => void) | undefined;
        if (!callback) return Promise.reject(refusal);
        process.nextTick(callback, refusal);
        return undefined;
      }
      return (super.query as (...given: unknown[]) => unknown)(...args);
    }
  };
}

/**
 * The embedded database: PGlite on a thread of its own, reached through its Unix socket by the same
 * `pg` pool as a server, with one connection (PGlite has one backend). A transaction holds that
 * connection, so nothing else reaches the database in between.
 */
async function openPglite(
  directory: string | undefined,
  snapshot?: Buffer,
): Promise<DatabaseConnection> {
  const server = await EmbeddedServer.start(directory, { loadDataDir: snapshot });
  const pool = new Pool({
    host: server.socketFolder,
    port: socketPort,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    Client: embeddedClient(),
    // PGlite's one backend outlives a connection the pool drops for an error: its successor starts
    // with none of the statements the last one prepared (pg prepares them again by name). Awaited
    // before the pool hands the connection out, not sent beside its first query (which pg 8
    // queues with a deprecation warning and pg 9 refuses).
    onConnect: async (client) => {
      await client.query('discard all');
    },
  });
  const connection = await onPool(pool, { singleProcess: true }).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return {
    ...connection,
    usage: () => ({ ...connection.usage(), embeddedMemory: server.memory }),
    snapshot: async () => {
      // Holding the one connection: no transaction is open while the folder is read.
      const held = await pool.connect();
      try {
        return await server.dumpDataDir();
      } finally {
        held.release();
      }
    },
    close: async () => {
      await connection.close();
      await server.stop();
    },
  };
}

/**
 * The pool's connections cancel a statement that runs past `statementTimeoutMs` (PostgreSQL's
 * statement_timeout, sent as each connection opens), so that one slow query cannot hold a
 * connection for good; the request is answered 503 (http/errors.ts).
 */
async function openPostgres({
  url,
  poolSize,
  statementTimeoutMs,
}: Extract<DatabaseConfig, { kind: 'postgres' }>): Promise<DatabaseConnection> {
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    ...(statementTimeoutMs && { statement_timeout: statementTimeoutMs }),
  });
  return onPool(pool, { singleProcess: false });
}

/** The one way to the data, on a server and on the embedded database alike: a `pg` pool. */
async function onPool(
  pool: Pool,
  { singleProcess }: { singleProcess: boolean },
): Promise<DatabaseConnection> {
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  probe.release();
  return {
    db: drizzle({ client: pool, schema }),
    singleProcess,
    withSession: async (work) => {
      const client = await pool.connect();
      try {
        // Migrations may rewrite a large table: no statement limit on this connection while they run.
        await client.query('set statement_timeout = 0');
        return await work({
          run: async (script) => {
            await client.query(script);
          },
          rows: async <Row>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as Row[],
        });
      } finally {
        // Back to the pool's own limit, or the connection is dropped rather than reused without it.
        await client.query('reset statement_timeout').then(
          () => client.release(),
          (error: Error) => client.release(error),
        );
      }
    },
    usage: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    snapshot: async () => null,
    close: () => pool.end(),
  };
}
