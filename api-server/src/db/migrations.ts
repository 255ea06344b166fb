import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseConnection } from './connection';

export const migrationsFolder = path.resolve(__dirname, '..', '..', 'migrations');

/** Any number, the same in every instance: it makes servers starting together migrate one at a time. */
const migrationLockKey = 7_305_001;

/**
 * Applies, in name order and each once, the SQL files of the migrations folder that the database has
 * not seen yet, all in one transaction. Answers the names applied now.
 */
export async function migrate(
  connection: DatabaseConnection,
  folder = migrationsFolder,
): Promise<string[]> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  return connection.withSession(async (session) => {
    await session.run('begin');
    try {
      await session.rows('select pg_advisory_xact_lock($1)', [migrationLockKey]);
      await session.run(
        'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
      );
      const applied = new Set(
        (await session.rows<{ name: string }>('select name from schema_migrations')).map(
          (row) => row.name,
        ),
      );
      const appliedNow: string[] = [];
      for (const name of files.filter((file) => !applied.has(file))) {
        await session.run(await readFile(path.join(folder, name), 'utf8'));
        await session.rows('insert into schema_migrations (name) values ($1)', [name]);
        appliedNow.push(name);
      }
      await session.run('commit');
      return appliedNow;
    } catch (error) {
      await session.run('rollback');
      throw error;
    }
  });
}
