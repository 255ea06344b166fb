import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { buildApp } from '../app';
import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import {
  type TestApp,
  listenForTests,
  startTestApp,
  startupTimeout,
  temporaryFolder,
} from '../test-support/test-app';
import { BookKeeper } from './book-keeper';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
const year = new Date().getUTCFullYear();
const url = `/api/books/transactions.csv?from=${year}-01-01&to=${year}-12-31`;
const underWay = {
  error: 'Your transactions are already being exported: try again once that download has ended',
};

async function recordExpense(as: SignedUpOwner, payee: string) {
  const { propertyId } = await createProperty(server, as);
  const answer = await server.request({
    method: 'POST',
    url: '/api/expenses',
    headers: as.headers,
    payload: { propertyId, date: `${year}-01-15`, amount: 120, category: 'repairs', payee },
  });
  if (answer.statusCode !== 201) throw new Error(`expense not recorded: ${answer.body}`);
}

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  stranger = await signUpOwner(server);
  await recordExpense(owner, 'Handy Co.');
  await recordExpense(stranger, 'Stranger Roofing');
}, startupTimeout);

afterAll(() => server.close());
afterEach(() => jest.restoreAllMocks());

/**
 * The next export started (on any server of this process) sends its first month, then waits for
 * `sent` before reading the next: it stays under way, its answer begun, until the test says.
 */
function holdNextExport(sent: Promise<void>) {
  const read = BookKeeper.prototype.transactionsByMonth;
  const spy = jest
    .spyOn(BookKeeper.prototype, 'transactionsByMonth')
    .mockImplementation(async function* (this: BookKeeper, ...asked) {
      spy.mockRestore();
      let first = true;
      for await (const rows of read.apply(this, asked)) {
        yield rows;
        if (first) await sent;
        first = false;
      }
    });
}

/** An export asked of `app` whose answer is begun (status and first rows) but not read. */
async function begunExport(app: TestApp, as: SignedUpOwner) {
  const { port } = app.app.server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}${url}`, { headers: as.headers });
}

/** The owner's next export once the last has ended: its lock is let go as its answer closes. */
async function exportOnceFree(app: TestApp, as: SignedUpOwner) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await app.request({ url, headers: as.headers });
    if (answer.statusCode !== 429) return answer;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the export stayed under way');
}

it("refuses a second export of the same owner while the first is being sent (429), not another owner's", async () => {
  let send!: () => void;
  holdNextExport(new Promise<void>((resolve) => (send = resolve)));
  const first = await begunExport(server, owner);
  expect(first.status).toBe(200);

  const second = await server.request({ url, headers: owner.headers });
  expect(second.statusCode).toBe(429);
  expect(second.json()).toEqual(underWay);
  expect(second.headers['retry-after']).toBe('5');

  const other = await server.request({ url, headers: stranger.headers });
  expect(other.statusCode).toBe(200);
  expect(other.body).toContain('Stranger Roofing');
  expect(other.body).not.toContain('Handy Co.');

  send();
  expect(await first.text()).toContain('Handy Co.');
  const next = await exportOnceFree(server, owner);
  expect(next.statusCode).toBe(200);
  expect(next.body).toContain('Handy Co.');
});

// Only PostgreSQL is shared by several servers; the embedded database has one process.
const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

onPostgres('refuses it on another server of the same database too', async () => {
  const dataDir = await temporaryFolder();
  const app = await buildApp({ ...server.config, dataDir });
  const beside: TestApp = {
    app,
    config: { ...server.config, dataDir },
    request: await listenForTests(app),
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    let send!: () => void;
    holdNextExport(new Promise<void>((resolve) => (send = resolve)));
    const first = await begunExport(server, owner);
    expect(first.status).toBe(200);

    const second = await beside.request({ url, headers: owner.headers });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual(underWay);
    const other = await beside.request({ url, headers: stranger.headers });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('Stranger Roofing');

    send();
    expect(await first.text()).toContain('Handy Co.');
    const next = await exportOnceFree(beside, owner);
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('Handy Co.');
  } finally {
    await beside.close();
  }
});
