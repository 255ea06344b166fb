import { type NodePgDatabase, drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import type { PoolClient } from 'pg';
import { schema } from '../db/schema';

/** The second key of the export's advisory lock: these locks apart from any other of an owner. */
const transactionsExportLock = 3807;

/** An owner's export under way: the connection it reads through, and the end of it. */
export interface HeldExport {
  /** The connection holding the lock, to read the export through (none on the embedded database). */
  db: NodePgDatabase<typeof schema> | undefined;
  /** Lets the next export of the owner start; called once its answer has been sent or cut. */
  release(): Promise<void>;
}

/**
 * One transactions export at a time per owner, on every server of one database. On PostgreSQL the
 * lock is the database's own: a session advisory lock (`pg_try_advisory_lock`) taken on a pooled
 * connection the export then reads through, held until its answer has been sent, and let go with
 * the session if the server stops midway. The embedded database is reached by this process alone,
 * over one connection: a session lock there would be held by the same session for every request,
 * and holding the one connection would stop every other request, so this process's own set of
 * owners is the lock (it is also asked first on PostgreSQL, to spare a connection).
 */
export class OwnerExports {
  private readonly exporting = new Set<string>();

  constructor(private readonly app: FastifyInstance) {}

  /** The export held for the owner, or null when one of theirs is still being sent. */
  async tryStart(ownerId: string): Promise<HeldExport | null> {
    if (this.exporting.has(ownerId)) return null;
    this.exporting.add(ownerId);
    const letGo = () => {
      this.exporting.delete(ownerId);
    };
    if (this.app.dataInThisProcessOnly) return { db: undefined, release: async () => letGo() };
    let client: PoolClient | undefined;
    try {
      client = await this.app.db.$client.connect();
      const { rows } = await client.query<{ held: boolean }>(
        'select pg_try_advisory_lock(hashtextextended($1, $2)) as held',
        [ownerId, transactionsExportLock],
      );
      if (!rows[0]?.held) {
        client.release();
        letGo();
        return null;
      }
    } catch (error) {
      client?.release(error instanceof Error ? error : true);
      letGo();
      throw error;
    }
    const held = client;
    return {
      db: drizzle({ client: held, schema }),
      release: async () => {
        try {
          await held.query('select pg_advisory_unlock(hashtextextended($1, $2))', [
            ownerId,
            transactionsExportLock,
          ]);
          held.release();
        } catch (error) {
          // The connection is closed rather than reused: its session's lock goes with it.
          held.release(error instanceof Error ? error : true);
        } finally {
          letGo();
        }
      },
    };
  }
}
