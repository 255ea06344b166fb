/**
 * What PostgreSQL did for one request, from its own statistics: the transactions committed (each
 * statement outside a transaction is one, so about the queries a request makes) and the sequential
 * scans of tables, with the rows they read: a scan of a large table on every request is an index
 * missing. Read before and after the request, once the server's statistics have been flushed.
 */
import { Client } from 'pg';

export interface TableScans {
  table: string;
  scans: number;
  rows: number;
}

export interface DatabaseWork {
  transactions: number;
  sequentialScans: TableScans[];
}

interface Counters {
  transactions: number;
  tables: Map<string, { scans: number; rows: number }>;
}

/** A backend's statistics reach the shared ones within a second of its last transaction. */
const flushMs = 1500;

export class DatabaseWatch {
  private constructor(
    private readonly client: Client,
    /** The transactions the reading itself adds. */
    private readonly ownTransactions: number,
  ) {}

  static async open(url: string): Promise<DatabaseWatch> {
    const client = new Client({ connectionString: url });
    await client.connect();
    const idle = new DatabaseWatch(client, 0);
    const before = await idle.counters();
    await new Promise((resolve) => setTimeout(resolve, flushMs));
    const after = await idle.counters();
    return new DatabaseWatch(client, after.transactions - before.transactions);
  }

  private async counters(): Promise<Counters> {
    await this.client.query('select pg_stat_clear_snapshot()');
    const [database] = (
      await this.client.query<{ transactions: string }>(
        'select xact_commit as transactions from pg_stat_database where datname = current_database()',
      )
    ).rows;
    const tables = await this.client.query<{ table: string; scans: string; rows: string }>(
      'select relname as table, seq_scan as scans, seq_tup_read as rows from pg_stat_user_tables',
    );
    return {
      transactions: Number(database?.transactions ?? 0),
      tables: new Map(
        tables.rows.map((row) => [row.table, { scans: Number(row.scans), rows: Number(row.rows) }]),
      ),
    };
  }

  async during(work: () => Promise<unknown>): Promise<DatabaseWork> {
    await new Promise((resolve) => setTimeout(resolve, flushMs));
    const before = await this.counters();
    await work();
    await new Promise((resolve) => setTimeout(resolve, flushMs));
    const after = await this.counters();
    const sequentialScans = [...after.tables]
      .map(([table, counts]) => ({
        table,
        scans: counts.scans - (before.tables.get(table)?.scans ?? 0),
        rows: counts.rows - (before.tables.get(table)?.rows ?? 0),
      }))
      .filter((scan) => scan.scans > 0)
      .sort((a, b) => b.rows - a.rows);
    return {
      transactions: after.transactions - before.transactions - this.ownTransactions,
      sequentialScans,
    };
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
