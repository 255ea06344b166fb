import { PgliteThread } from './pglite-thread';

let thread: PgliteThread;
beforeAll(async () => {
  thread = await PgliteThread.open(undefined);
  await thread.exec('create table notes (id int primary key, body text, updated_at timestamptz)');
}, 60_000);
afterAll(() => thread.close());

/** How many writes the statement counted as it was sent. */
async function counted(send: () => Promise<unknown>) {
  const before = thread.writesSent;
  await send();
  return thread.writesSent - before;
}

test('every statement that may change data is counted as it is sent, and no read is', async () => {
  expect(await counted(() => thread.query('insert into notes values (1, $1, now())', ['a']))).toBe(
    1,
  );
  expect(await counted(() => thread.query("update notes set body = 'b'"))).toBe(1);
  expect(
    await counted(() =>
      thread.query('with gone as (delete from notes where id = 2 returning id) select * from gone'),
    ),
  ).toBe(1);
  expect(
    await counted(() =>
      thread.transaction(async (transaction) => {
        await transaction.query('select 1');
      }),
    ),
  ).toBe(2);
  expect(await counted(() => thread.exec('vacuum notes'))).toBe(1);

  expect(
    await counted(() => thread.query('select id, updated_at from notes where id = $1', [1])),
  ).toBe(0);
  expect(await counted(() => thread.query('  SELECT count(*) FROM notes'))).toBe(0);
});
