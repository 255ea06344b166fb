import { sql } from 'drizzle-orm';
import { type DatabaseConnection, openDatabase } from './connection';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openDatabase({ kind: 'memory' });
  await connection.withSession((session) =>
    session.run('create table notes (id int primary key, body text, updated_at timestamptz)'),
  );
}, 60_000);
afterAll(() => connection.close());

test('a transaction keeps the one connection: a query sent meanwhile sees only what was committed', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const inside = connection.db.transaction(async (transaction) => {
    await transaction.execute(sql`insert into notes values (10, 'inside', now())`);
    await held;
  });
  const outside = connection.db.execute(
    sql`select count(*)::int as count from notes where id = 10`,
  );
  release();
  await inside;
  expect((await outside).rows).toEqual([{ count: 1 }]);
});

test('answers timestamps, numbers and text as on a PostgreSQL server', async () => {
  const { rows } = await connection.db.execute(
    sql`select 1 as one, 10000000000::bigint as big, 1.5::numeric as money, 'x'::text as word`,
  );
  expect(rows).toEqual([{ one: 1, big: '10000000000', money: '1.5', word: 'x' }]);
});

test('a snapshot is a gzipped tar of the data folder', async () => {
  const snapshot = await connection.snapshot();
  expect(snapshot?.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
});

test('a connection dropped for an error leaves the next one working, its prepared statements too', async () => {
  const pool = connection.db.$client;
  const count = { name: 'count_notes', text: 'select count(*)::int as count from notes' };
  const before = (await pool.query(count)).rows;
  // The pool drops a connection whose query failed, and opens another for the next query.
  await expect(pool.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
  expect((await pool.query(count)).rows).toEqual(before);
});
