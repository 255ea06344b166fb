import { readdir } from 'node:fs/promises';
import { freshDatabase, startupTimeout } from '../test-support/test-app';
import { openDatabase } from './connection';
import { migrate, migrationsFolder } from './migrations';

// The other test files start from a copy of a database migrated once per run: this one runs every
// migration from an empty database, on PGlite, or on PostgreSQL under TEST_DATABASE_URL.
test(
  'every migration applies in name order to an empty database, and once only',
  async () => {
    const { database, dropDatabase } = await freshDatabase({ empty: true });
    const connection = await openDatabase(database);
    try {
      const files = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql'));
      expect(await migrate(connection)).toEqual(files.sort());
      expect(await migrate(connection)).toEqual([]);
    } finally {
      await connection.close();
      await dropDatabase();
    }
  },
  startupTimeout,
);
