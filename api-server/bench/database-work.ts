/**
 * What PostgreSQL did for one request, from its own statistics: the sequential scans of tables,
 * with the rows they read (a scan of a large table on every request is an index missing). Read
 * before and after the request, each time once the server's connections have flushed their
 * statistics, which an idle connection does after 10 seconds.
 */
import { Client } from 'pg';

export interface TableScans {
  table: string;
  scans: number;
  rows: number;
}

export interface DatabaseWork {
  sequentialScans: TableScans[];
}

type Counters = Map<string, { scans: number; rows: number }>;

const flushMs = 11_000;

export class DatabaseWatch {
  private constructor(private readonly client: Client) {}

  static async open(url: string): Promise<DatabaseWatch> {
    const client = new Client({ connectionString: url });
    await client.connect();
    return new DatabaseWatch(client);
  }

  private async counters(): Promise<Counters> {
    await this.client.query('select pg_stat_clear_snapshot()');
    const tables = await this.client.query<{ table: string; scans: string; rows: string }>(
      'select relname as table, seq_scan as scans, seq_tup_read as rows from pg_stat_user_tables',
    );
    return new Map(
      tables.rows.map((row) => [row.table, { scans: Number(row.scans), rows: Number(row.rows) }]),
    );
  }

  async during(work: () => Promise<unknown>): Promise<DatabaseWork> {
    await new Promise((resolve) => setTimeout(resolve, flushMs));
    const before = await this.counters();
    await work();
    await new Promise((resolve) => setTimeout(resolve, flushMs));
    const after = await this.counters();
    const sequentialScans = [...after]
      .map(([table, counts]) => ({
        table,
        scans: counts.scans - (before.get(table)?.scans ?? 0),
        rows: counts.rows - (before.get(table)?.rows ?? 0),
      }))
      .filter((scan) => scan.scans > 0)
      .sort((a, b) => b.rows - a.rows);
    return { sequentialScans };
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
