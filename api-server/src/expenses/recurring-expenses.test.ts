import { addDays, todayUtc } from '../calendar';
import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { recordDueRecurringExpenses } from './recurring-expenses';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
let propertyId: string;

/** The first of the month `months` months before today's (after it, when below zero). */
function monthsAgo(months: number) {
  const today = todayUtc();
  const first = new Date(
    Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - months, 1),
  );
  return first.toISOString().slice(0, 10);
}

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  stranger = await signUpOwner(server);
  propertyId = (await createProperty(server, owner)).propertyId;
}, startupTimeout);

afterAll(() => server.close());

const payload = (overrides: Record<string, unknown> = {}) => ({
  propertyId,
  every: 'month',
  startsOn: monthsAgo(3),
  amount: 312.54,
  category: 'mortgage_interest',
  payee: 'First Texas Mortgage',
  ...overrides,
});

async function start(overrides: Record<string, unknown> = {}) {
  const answer = await server.request({
    method: 'POST',
    url: '/api/recurring-expenses',
    headers: owner.headers,
    payload: payload(overrides),
  });
  if (answer.statusCode !== 201) throw new Error(`not started: ${answer.body}`);
  return answer.json().data;
}

const expensesOf = async (as: SignedUpOwner, payee: string) =>
  (await server.request({ url: '/api/expenses?limit=500', headers: as.headers }))
    .json()
    .data.filter((expense: { payee: string }) => expense.payee === payee)
    .map((expense: { date: string }) => expense.date)
    .sort();

it('makes the periods already due at once, on the first date of each month', async () => {
  const started = await start({ payee: 'Monthly Co.' });
  expect(started).toMatchObject({ every: 'month', made: 4, currency: 'USD' });
  expect(await expensesOf(owner, 'Monthly Co.')).toEqual([
    monthsAgo(3),
    monthsAgo(2),
    monthsAgo(1),
    monthsAgo(0),
  ]);
});

it('makes each period once, however many servers run the job at the same time', async () => {
  await start({ payee: 'Quarterly Co.', every: 'quarter', startsOn: monthsAgo(6) });
  const today = todayUtc();
  const runs = await Promise.all(
    Array.from({ length: 4 }, () => recordDueRecurringExpenses(server.app.db, today)),
  );
  expect(runs).toEqual([0, 0, 0, 0]);
  expect(await expensesOf(owner, 'Quarterly Co.')).toEqual([
    monthsAgo(6),
    monthsAgo(3),
    monthsAgo(0),
  ]);
  // The next quarter is made once when its day comes, whoever runs the job.
  const nextQuarter = monthsAgo(-3);
  const countAll = async () =>
    (await server.request({ url: '/api/expenses?limit=500', headers: owner.headers })).json().data
      .length;
  const before = await countAll();
  const later = await Promise.all(
    Array.from({ length: 3 }, () => recordDueRecurringExpenses(server.app.db, nextQuarter)),
  );
  expect(later.reduce((sum, made) => sum + made, 0)).toBe((await countAll()) - before);
  expect(await expensesOf(owner, 'Quarterly Co.')).toHaveLength(4);
  // A period the owner deleted is not made again.
  const list = await server.request({ url: '/api/expenses?limit=500', headers: owner.headers });
  const first = list
    .json()
    .data.find(
      (expense: { payee: string; date: string }) =>
        expense.payee === 'Quarterly Co.' && expense.date === monthsAgo(6),
    );
  await server.request({
    method: 'DELETE',
    url: `/api/expenses/${first.expenseId}`,
    headers: owner.headers,
  });
  expect(await recordDueRecurringExpenses(server.app.db, nextQuarter)).toBe(0);
  expect(await expensesOf(owner, 'Quarterly Co.')).toHaveLength(3);
});

it('keeps the day of a month-end start, stops when asked and keeps what it made', async () => {
  const lastYear = Number(todayUtc().slice(0, 4)) - 1;
  const started = await start({ payee: 'Month End Co.', startsOn: `${lastYear}-12-31` });
  const made = await expensesOf(owner, 'Month End Co.');
  expect(made.length).toBeGreaterThanOrEqual(1);
  for (const day of made) expect(addDays(day, 1).slice(8)).toBe('01');
  const stopped = await server.request({
    method: 'DELETE',
    url: `/api/recurring-expenses/${started.recurringExpenseId}`,
    headers: owner.headers,
  });
  expect(stopped.statusCode).toBe(200);
  await recordDueRecurringExpenses(server.app.db, monthsAgo(-2));
  expect(await expensesOf(owner, 'Month End Co.')).toEqual(made);
  const list = await server.request({ url: '/api/recurring-expenses', headers: owner.headers });
  expect(list.json().data.map((recurrence: { payee: string }) => recurrence.payee)).not.toContain(
    'Month End Co.',
  );
});

it('refuses a last date before the first, and keeps recurrences to their owner', async () => {
  const refused = await server.request({
    method: 'POST',
    url: '/api/recurring-expenses',
    headers: owner.headers,
    payload: payload({ endsOn: monthsAgo(5) }),
  });
  expect([refused.statusCode, refused.json().error]).toEqual([
    400,
    'The last date must not come before the first',
  ]);
  const started = await start({ payee: 'Private Co.' });
  const onForeignProperty = await server.request({
    method: 'POST',
    url: '/api/recurring-expenses',
    headers: stranger.headers,
    payload: payload(),
  });
  expect(onForeignProperty.statusCode).toBe(404);
  const foreignStop = await server.request({
    method: 'DELETE',
    url: `/api/recurring-expenses/${started.recurringExpenseId}`,
    headers: stranger.headers,
  });
  const missingStop = await server.request({
    method: 'DELETE',
    url: '/api/recurring-expenses/00000000-0000-4000-8000-000000000000',
    headers: stranger.headers,
  });
  expect([foreignStop.statusCode, foreignStop.json()]).toEqual([404, missingStop.json()]);
  const list = await server.request({ url: '/api/recurring-expenses', headers: stranger.headers });
  expect(list.json().data).toEqual([]);
  expect(await expensesOf(stranger, 'Private Co.')).toEqual([]);
  for (const call of [
    { url: '/api/recurring-expenses' },
    { method: 'POST' as const, url: '/api/recurring-expenses', payload: payload() },
  ]) {
    expect((await server.request(call)).statusCode).toBe(401);
  }
});
