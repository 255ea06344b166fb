import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { openDatabase } from '../db/connection';
import {
  freshDatabase,
  listenForTests,
  startupTimeout,
  temporaryFolder,
  testConfig,
} from '../test-support/test-app';
import { databaseTimeoutMessage } from './errors';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** A statement that outlives a 100 ms statement_timeout however fast or slow the machine is. */
const slowStatement = sql`select pg_sleep(1)`;

onPostgres('a statement that runs past the pool’s statement_timeout', () => {
  test(
    'is cancelled by PostgreSQL and answered 503 with an error text; the connection serves the next request',
    async () => {
      const { database, dropDatabase } = await freshDatabase();
      if (database.kind !== 'postgres') throw new Error('Expected PostgreSQL');
      const dataDir = await temporaryFolder();
      const app = await buildApp(
        testConfig(dataDir, { ...database, poolSize: 1, statementTimeoutMs: 100 }),
      );
      app.get('/api/slow', async () => {
        await app.db.execute(slowStatement);
        return { done: true };
      });
      app.get('/api/quick', async () => {
        const { rows } = (await app.db.execute(sql`select 1 as one`)) as unknown as {
          rows: { one: number }[];
        };
        return { one: rows[0]?.one };
      });
      const request = await listenForTests(app);
      try {
        const slow = await request({ url: '/api/slow' });
        expect(slow.statusCode).toBe(503);
        expect(slow.headers['retry-after']).toBe('5');
        expect(slow.json()).toEqual({ error: databaseTimeoutMessage });
        // The pool's one connection was given back and still answers.
        const quick = await request({ url: '/api/quick' });
        expect(quick.statusCode).toBe(200);
        expect(quick.json()).toEqual({ one: 1 });
      } finally {
        await app.close();
        await dropDatabase();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    startupTimeout,
  );

  test(
    'does not limit a migration session, which then hands its connection back with the limit',
    async () => {
      const { database, dropDatabase } = await freshDatabase();
      if (database.kind !== 'postgres') throw new Error('Expected PostgreSQL');
      const connection = await openDatabase({ ...database, poolSize: 1, statementTimeoutMs: 100 });
      try {
        await expect(
          connection.withSession((session) => session.rows('select pg_sleep(0.3)')),
        ).resolves.toHaveLength(1);
        await expect(connection.db.execute(slowStatement)).rejects.toMatchObject({
          cause: expect.objectContaining({ code: '57014' }),
        });
      } finally {
        await connection.close();
        await dropDatabase();
      }
    },
    startupTimeout,
  );
});

describe('a statement the database cancelled', () => {
  test(
    'as the query layer reports it (query_canceled, 57014) is answered 503, not 500',
    async () => {
      const dataDir = await temporaryFolder();
      const app = await buildApp(testConfig(dataDir, { kind: 'memory' }));
      app.get('/api/cancelled', async () => {
        const cause = Object.assign(new Error('canceling statement due to statement timeout'), {
          code: '57014',
        });
        throw new Error('Failed query: select pg_sleep(60)', { cause });
      });
      const request = await listenForTests(app);
      try {
        const response = await request({ url: '/api/cancelled' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ error: databaseTimeoutMessage });
      } finally {
        await app.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    startupTimeout,
  );
});
