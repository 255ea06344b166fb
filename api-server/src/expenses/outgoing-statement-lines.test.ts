import type { Property } from 'shared-api/contract';
import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy } from '../test-support/tenancy';
import {
  type TestApp,
  type TestRequest,
  startTestApp,
  startupTimeout,
} from '../test-support/test-app';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
let home: Property;
let strangersHome: Property;
let tenancy: ActiveTenancy;

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  stranger = await signUpOwner(server);
  home = await createProperty(server, owner, { name: 'Maple Court' });
  strangersHome = await createProperty(server, stranger, { name: 'Elm House' });
  tenancy = await activeTenancy(server, owner);
}, startupTimeout);

afterAll(() => server.close());

/** A statement with money in, two payments to one plumber, a supermarket and a fee. */
const statement = (suffix = '') =>
  [
    'Date,Description,Amount',
    `2026-03-01,TRANSFER FROM A TENANT HS-ABCDEFGH${suffix},850.00`,
    `2026-03-04,CARD 4521 AUSTIN PLUMBING CO 03/04 #1187${suffix},-182.40`,
    `2026-03-09,WHOLE FOODS MARKET${suffix},-64.10`,
    `2026-04-02,CARD 4521 AUSTIN PLUMBING CO 04/02 #2290${suffix},-95.00`,
  ].join('\n');

const call = (as: SignedUpOwner, request: TestRequest) =>
  server.request({ ...request, headers: as.headers });

async function outgoingLines(as: SignedUpOwner, csv: string) {
  const answer = await call(as, {
    method: 'POST',
    url: '/api/expenses/statement',
    payload: { csv },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as {
    lineKey: string;
    description: string;
    amount: number;
    status: string;
    expenseId: string | null;
    remembered: unknown;
  }[];
}

const fileLine = (as: SignedUpOwner, csv: string, lineKey: string, choice = {}) =>
  call(as, {
    method: 'POST',
    url: '/api/expenses/statement/file',
    payload: {
      csv,
      lineKey,
      propertyId: home.propertyId,
      category: 'repairs',
      payee: 'Austin Plumbing Co.',
      ...choice,
    },
  });

const expensesOf = async (as: SignedUpOwner) =>
  (await call(as, { url: '/api/expenses' })).json().data as { expenseId: string }[];

test('lists only the money out, files a line as an expense once, and pre-fills its counterparty next time', async () => {
  const csv = statement('-a');
  const lines = await outgoingLines(owner, csv);
  expect(lines.map((line) => [line.description, line.amount, line.status])).toEqual([
    ['CARD 4521 AUSTIN PLUMBING CO 03/04 #1187-a', 182.4, 'open'],
    ['WHOLE FOODS MARKET-a', 64.1, 'open'],
    ['CARD 4521 AUSTIN PLUMBING CO 04/02 #2290-a', 95, 'open'],
  ]);
  expect(lines.every((line) => line.remembered === null)).toBe(true);
  const [march, , april] = lines;

  const filed = await fileLine(owner, csv, march?.lineKey ?? '');
  expect(filed.statusCode).toBe(201);
  const { expenseId } = filed.json().data;
  expect(filed.json().data).toMatchObject({ status: 'expense', lineKey: march?.lineKey });
  const expense = await call(owner, { url: `/api/expenses/${expenseId}` });
  expect(expense.json().data).toMatchObject({
    propertyId: home.propertyId,
    date: '2026-03-04',
    amount: 182.4,
    currency: 'USD',
    category: 'repairs',
    payee: 'Austin Plumbing Co.',
    note: 'CARD 4521 AUSTIN PLUMBING CO 03/04 #1187-a',
  });

  // The same statement imported again: the line is filed, the plumber's other line pre-filled.
  const again = await outgoingLines(owner, csv);
  expect(again[0]).toMatchObject({ status: 'expense', expenseId });
  expect(again[1]).toMatchObject({ status: 'open', remembered: null });
  expect(again[2]).toMatchObject({
    status: 'open',
    remembered: {
      propertyId: home.propertyId,
      category: 'repairs',
      payee: 'Austin Plumbing Co.',
    },
  });
  const twice = await fileLine(owner, csv, march?.lineKey ?? '');
  expect(twice.statusCode).toBe(409);
  expect(twice.json().error).toBe('This statement line is already filed or marked personal');
  expect(await expensesOf(owner)).toHaveLength(1);

  // A later choice for the counterparty replaces the one remembered.
  const other = await createProperty(server, owner, { name: 'Birch Row' });
  await fileLine(owner, csv, april?.lineKey ?? '', {
    propertyId: other.propertyId,
    category: 'cleaning_and_maintenance',
  });
  const moved = await outgoingLines(owner, statement('-a').replace('03/04 #1187', '05/06 #3'));
  expect(moved[0]?.remembered).toEqual({
    propertyId: other.propertyId,
    category: 'cleaning_and_maintenance',
    payee: 'Austin Plumbing Co.',
  });
});

test('two requests filing the same line at the same time make one expense', async () => {
  const csv = statement('-b');
  const [line] = await outgoingLines(owner, csv);
  const before = (await expensesOf(owner)).length;
  const answers = await Promise.all([
    fileLine(owner, csv, line?.lineKey ?? ''),
    fileLine(owner, csv, line?.lineKey ?? ''),
    fileLine(owner, csv, line?.lineKey ?? ''),
  ]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  expect((await expensesOf(owner)).length).toBe(before + 1);
});

test('a personal line stays out of the books; either decision can be undone, and a filed line whose expense is deleted is open again', async () => {
  const csv = statement('-c');
  const [plumber, groceries] = await outgoingLines(owner, csv);
  const personal = await call(owner, {
    method: 'POST',
    url: '/api/expenses/statement/personal',
    payload: { csv, lineKey: groceries?.lineKey },
  });
  expect(personal.json().data).toMatchObject({ status: 'personal', expenseId: null });
  expect((await fileLine(owner, csv, groceries?.lineKey ?? '')).statusCode).toBe(409);
  const undo = (lineKey = '') =>
    call(owner, { method: 'DELETE', url: `/api/expenses/statement/${lineKey}` });
  expect((await undo(groceries?.lineKey)).statusCode).toBe(200);
  expect((await outgoingLines(owner, csv))[1]?.status).toBe('open');
  expect((await undo(groceries?.lineKey)).statusCode).toBe(404);

  const filed = (await fileLine(owner, csv, plumber?.lineKey ?? '')).json().data;
  expect((await undo(plumber?.lineKey)).json()).toEqual({
    message: 'The statement line is open again',
  });
  // The expense leaves the books, its history kept.
  const undone = await call(owner, { url: `/api/expenses/${filed.expenseId}` });
  expect(undone.json().data.deletedAt).toEqual(expect.any(String));
  expect((await outgoingLines(owner, csv))[0]).toMatchObject({ status: 'open', expenseId: null });

  const refiled = (await fileLine(owner, csv, plumber?.lineKey ?? '')).json().data;
  const deleted = await call(owner, {
    method: 'DELETE',
    url: `/api/expenses/${refiled.expenseId}`,
  });
  expect(deleted.statusCode).toBe(200);
  expect((await outgoingLines(owner, csv))[0]?.status).toBe('open');
});

test("another owner can neither file onto the owner's property, see what the owner remembered, nor undo the owner's lines", async () => {
  const csv = statement('-d');
  const [line, open] = await outgoingLines(owner, csv);
  await fileLine(owner, csv, line?.lineKey ?? '');

  const ontoForeign = await fileLine(stranger, csv, line?.lineKey ?? '');
  expect(ontoForeign.statusCode).toBe(404);
  expect(ontoForeign.json()).toEqual({ error: 'Property not found' });
  const ownerOnto = await fileLine(owner, csv, open?.lineKey ?? '', {
    propertyId: strangersHome.propertyId,
  });
  expect(ownerOnto.json()).toEqual({ error: 'Property not found' });

  const strangers = await outgoingLines(stranger, csv);
  expect(strangers.map((row) => [row.status, row.remembered])).toEqual([
    ['open', null],
    ['open', null],
    ['open', null],
  ]);
  const undo = await call(stranger, {
    method: 'DELETE',
    url: `/api/expenses/statement/${line?.lineKey}`,
  });
  expect(undo.statusCode).toBe(404);
  // The stranger's own decision on the same bank line is theirs alone.
  const theirs = await fileLine(stranger, csv, line?.lineKey ?? '', {
    propertyId: strangersHome.propertyId,
  });
  expect(theirs.statusCode).toBe(201);
  expect((await outgoingLines(owner, csv))[0]?.status).toBe('expense');
});

test('bad input answers 400 or 404 with an error text; no token or a tenant answers 401', async () => {
  const csv = statement('-e');
  const [line] = await outgoingLines(owner, csv);
  const refusals: [TestRequest, number, string | RegExp][] = [
    [{ method: 'POST', url: '/api/expenses/statement', payload: {} }, 400, /csv|CSV/],
    [
      { method: 'POST', url: '/api/expenses/statement', payload: { csv: 'just,some\nwords,here' } },
      400,
      'The statement needs a header row with Date, Amount and Description columns',
    ],
    [
      {
        method: 'POST',
        url: '/api/expenses/statement/file',
        payload: { csv, lineKey: line?.lineKey, propertyId: home.propertyId, payee: 'X' },
      },
      400,
      /category/i,
    ],
    [
      {
        method: 'POST',
        url: '/api/expenses/statement/file',
        payload: {
          csv,
          lineKey: line?.lineKey,
          propertyId: home.propertyId,
          category: 'repairs',
          payee: ' ',
        },
      },
      400,
      /Payee/,
    ],
    [
      {
        method: 'POST',
        url: '/api/expenses/statement/personal',
        payload: { csv, lineKey: 'not-a-line' },
      },
      404,
      'The statement has no outgoing line with this key',
    ],
    [{ method: 'DELETE', url: '/api/expenses/statement/not-a-line' }, 404, /neither filed/],
  ];
  for (const [request, status, error] of refusals) {
    const answer = await call(owner, request);
    expect([request.url, answer.statusCode]).toEqual([request.url, status]);
    expect(answer.json().error).toMatch(error);
  }
  const huge = 'Date,Description,Amount\n2026-03-04,WIRE,-900000000000000000000000.00';
  const [wire] = await outgoingLines(owner, huge);
  const tooLarge = await fileLine(owner, huge, wire?.lineKey ?? '');
  expect([tooLarge.statusCode, tooLarge.json().error]).toEqual([
    400,
    'The line is too large an amount for an expense',
  ]);
  // Money in is the rent reconciliation's: it cannot be filed as an expense.
  const incomingKey = (
    await call(owner, { method: 'POST', url: '/api/payments/statement', payload: { csv } })
  ).json().data[0].lineKey;
  expect((await fileLine(owner, csv, incomingKey)).statusCode).toBe(404);

  for (const request of refusals.map(([request]) => request)) {
    const anonymous = await server.request(request);
    expect([request.url, anonymous.statusCode]).toEqual([request.url, 401]);
    const asTenant = await server.request({ ...request, headers: tenancy.sessionHeaders });
    expect([request.url, asTenant.statusCode]).toEqual([request.url, 401]);
  }
});

test('the OpenAPI document lists the outgoing-line endpoints', async () => {
  const document = (await server.request({ url: '/api/docs/json' })).json();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/expenses/statement',
      '/api/expenses/statement/file',
      '/api/expenses/statement/personal',
      '/api/expenses/statement/{lineKey}',
    ]),
  );
});
