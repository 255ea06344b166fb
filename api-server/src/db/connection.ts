import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleOnPostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzleOnPglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import { PgliteThread, type ThreadMemory } from './pglite-thread';
import { schema } from './schema';

/** The one query layer: the same Drizzle code runs on the embedded database and on a server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

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
  /**
   * On the embedded database, how many statements that may change data this process has sent, a
   * count that only grows (see PgliteThread.writesSent); null on a server, where others write too.
   */
  writesSent: (() => number) | null;
  withSession<Result>(work: (session: SqlSession) => Promise<Result>): Promise<Result>;
  usage(): ConnectionUsage;
  /** The embedded database's data folder as a gzipped tar; null on a server (use pg_dump there). */
  snapshot(): Promise<Buffer | null>;
  close(): Promise<void>;
}

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseConnection> {
  if (config.kind === 'postgres') return openPostgres(config);
  return openPglite(config.kind === 'embedded' ? config.directory : undefined);
}

async function openPglite(directory: string | undefined): Promise<DatabaseConnection> {
  const client = await PgliteThread.open(directory);
  const session: SqlSession = {
    run: (script) => client.exec(script),
    rows: async <Row>(text: string, params?: unknown[]) =>
      (await client.query<Row>(text, params)).rows,
  };
  return {
    db: drizzleOnPglite({ client: client.asPglite(), schema }),
    singleProcess: true,
    writesSent: () => client.writesSent,
    withSession: (work) => work(session),
    usage: () => ({
      open: 1,
      idle: client.queriesInFlight === 0 ? 1 : 0,
      waiting: client.queriesInFlight,
      embeddedMemory: client.memory,
    }),
    snapshot: () => client.dumpDataDir(),
    close: () => client.close(),
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
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  probe.release();
  return {
    db: drizzleOnPostgres({ client: pool, schema }),
    singleProcess: false,
    writesSent: null,
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
