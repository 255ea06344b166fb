import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { type BooksInCurrency, expenseCategories } from 'shared-api/contract';
import { todayUtc } from '../calendar';
import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy, daysFromToday } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { BookKeeper, type BooksPeriod } from './book-keeper';

/*
 * A year of the whole portfolio is read from the sums the database keeps as the ledger and the
 * expenses are written (migration 0094); one property's books are summed from its rows. Over random
 * sequences of expenses recorded, edited, moved and deleted, and of payments (some paying rent
 * ahead), the portfolio's books must be what its properties' books add up to, cent for cent.
 */

let server: TestApp;
let owner: SignedUpOwner;
let tenancy: ActiveTenancy;
let propertyIds: string[];

jest.setTimeout(600_000);

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  tenancy = await activeTenancy(server, owner, {
    startDate: daysFromToday(-100),
    endDate: daysFromToday(265),
  });
  const plain = await createProperty(server, owner, { name: 'Birch Court' });
  const german = await createProperty(server, owner, {
    name: 'Lindenhof',
    location: {
      address: 'Lindenstraße 4',
      city: 'Berlin',
      state: 'Berlin',
      zip: '10969',
      postalCode: '10969',
      country: 'DE',
    },
  });
  propertyIds = [tenancy.property.propertyId, plain.propertyId, german.propertyId];
}, startupTimeout * 2);
afterAll(() => server.close());

// Mostly two categories, so that a property's year sums many expenses of one line.
const categoryArbitrary = fc.oneof(
  fc.constantFrom('repairs' as const, 'mortgage_interest' as const),
  fc.constantFrom(...expenseCategories),
);

const stepArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('record' as const),
    property: fc.nat(2),
    daysFromToday: fc.integer({ min: -400, max: 60 }),
    cents: fc.integer({ min: 1, max: 500_000 }),
    category: categoryArbitrary,
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    expense: fc.nat(),
    property: fc.nat(2),
    daysFromToday: fc.integer({ min: -400, max: 60 }),
    cents: fc.integer({ min: 1, max: 500_000 }),
    category: categoryArbitrary,
  }),
  fc.record({ kind: fc.constant('delete' as const), expense: fc.nat() }),
  // Up to three months' rent at once: what is more than is owed pays the months ahead.
  fc.record({
    kind: fc.constant('pay' as const),
    cents: fc.integer({ min: 1, max: 255_000 }),
    daysAgo: fc.integer({ min: 0, max: 90 }),
  }),
);
type Step = typeof stepArbitrary extends fc.Arbitrary<infer S> ? S : never;

const expenseIds: string[] = [];
let payments = 0;

async function take(step: Step) {
  const expensePayload = (s: Extract<Step, { cents: number; property: number }>) => ({
    propertyId: propertyIds[s.property],
    date: daysFromToday(s.daysFromToday),
    amount: s.cents / 100,
    category: s.category,
    payee: 'Hardware store',
  });
  if (step.kind === 'record') {
    const answer = await server.request({
      method: 'POST',
      url: '/api/expenses',
      headers: owner.headers,
      payload: expensePayload(step),
    });
    expect(answer.statusCode).toBe(201);
    expenseIds.push(answer.json().data.expenseId);
  } else if (step.kind === 'edit' || step.kind === 'delete') {
    const expenseId = expenseIds[step.expense % Math.max(expenseIds.length, 1)];
    if (!expenseId) return;
    const answer = await server.request({
      method: step.kind === 'edit' ? 'PUT' : 'DELETE',
      url: `/api/expenses/${expenseId}`,
      headers: owner.headers,
      ...(step.kind === 'edit' ? { payload: expensePayload(step) } : {}),
    });
    // A deleted expense can be neither edited nor deleted again.
    expect([200, 404]).toContain(answer.statusCode);
  } else {
    const answer = await server.request({
      method: 'POST',
      url: '/api/payments/record',
      headers: owner.headers,
      payload: {
        leaseId: tenancy.lease.leaseId,
        amount: step.cents / 100,
        paidOn: daysFromToday(-step.daysAgo),
        method: 'cash',
        requestId: `kept-sums-${(payments += 1)}`,
      },
    });
    expect(answer.statusCode).toBe(200);
  }
}

const cents = (amount: number) => Math.round(amount * 100);

/** A currency's books in cents, the rows per property apart. */
function inCents(books: BooksInCurrency) {
  return {
    rent: cents(books.income.rent),
    lateFees: cents(books.income.lateFees),
    deposits: cents(books.depositsCollected),
    operating: cents(books.operatingExpenses),
    noi: cents(books.netOperatingIncome),
    expenses: Object.fromEntries(books.expenses.map((row) => [row.category, cents(row.amount)])),
    months: books.months.map((row) => ({
      month: row.month,
      income: cents(row.income),
      expenses: cents(row.expenses),
    })),
  };
}
type Figures = ReturnType<typeof inCents>;

function add(total: Figures | undefined, figures: Figures): Figures {
  if (!total) return figures;
  const expenses = { ...total.expenses };
  for (const [category, amount] of Object.entries(figures.expenses))
    expenses[category] = (expenses[category] ?? 0) + amount;
  return {
    rent: total.rent + figures.rent,
    lateFees: total.lateFees + figures.lateFees,
    deposits: total.deposits + figures.deposits,
    operating: total.operating + figures.operating,
    noi: total.noi + figures.noi,
    expenses,
    months: total.months.map((month, at) => ({
      month: month.month,
      income: month.income + (figures.months[at]?.income ?? 0),
      expenses: month.expenses + (figures.months[at]?.expenses ?? 0),
    })),
  };
}

/** The portfolio's books, and what its properties' books add up to, per currency. */
async function bothWays(keeper: BookKeeper, period: BooksPeriod) {
  const page = { sort: 'name' as const, page: 1, limit: 100 };
  const portfolio = await keeper.summary(owner.owner.ownerId, period, page);
  const added = new Map<string, Figures>();
  const rows: BooksInCurrency['properties'] = [];
  for (const propertyId of propertyIds) {
    const one = await keeper.summary(owner.owner.ownerId, { ...period, propertyId }, page);
    for (const books of one.currencies) {
      if (books.propertyCount === 0) continue;
      added.set(books.currency, add(added.get(books.currency), inCents(books)));
      rows.push(...books.properties);
    }
  }
  const held = portfolio.currencies.filter((books) => books.propertyCount > 0);
  return {
    portfolio: Object.fromEntries(held.map((books) => [books.currency, inCents(books)])),
    properties: Object.fromEntries(added),
    portfolioRows: held.flatMap((books) => books.properties).sort(byId),
    propertyRows: rows.sort(byId),
  };
}
const byId = (a: { propertyId: string }, b: { propertyId: string }) =>
  a.propertyId < b.propertyId ? -1 : 1;

test("the portfolio's books, read from the kept sums, are what its properties' books add up to", async () => {
  const keeper = new BookKeeper(server.app);
  const today = todayUtc();
  const year = Number(today.slice(0, 4));
  const periods: BooksPeriod[] = [
    { from: `${year}-01-01`, to: `${year}-12-31` },
    { from: `${year}-01-01`, to: today },
    { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` },
    // To a day ahead: the kept sums less the expenses after it and the income after today.
    { from: `${year}-01-01`, to: daysFromToday(20) },
  ];
  await fc.assert(
    fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 8 }), async (steps) => {
      for (const step of steps) await take(step);
      for (const period of periods) {
        const books = await bothWays(keeper, period);
        expect(books.portfolio).toEqual(books.properties);
        expect(books.portfolioRows).toEqual(books.propertyRows);
      }
      for (const inYear of [year - 1, year]) {
        const whole = await keeper.scheduleE(owner.owner.ownerId, inYear);
        const byProperty = [];
        for (const propertyId of propertyIds)
          byProperty.push(...(await keeper.scheduleE(owner.owner.ownerId, inYear, propertyId)));
        expect(whole.sort(byId)).toEqual(byProperty.sort(byId));
      }
    }),
    { numRuns: 12 },
  );
});

test('a property or an owner deleted takes what it brought out of the kept sums', async () => {
  const leaver = await signUpOwner(server);
  const lettings = await activeTenancy(server, leaver, {
    startDate: daysFromToday(-70),
    endDate: daysFromToday(300),
  });
  const other = await createProperty(server, leaver, { name: 'Last House' });
  for (const propertyId of [lettings.property.propertyId, other.propertyId]) {
    const answer = await server.request({
      method: 'POST',
      url: '/api/expenses',
      headers: leaver.headers,
      payload: { propertyId, date: todayUtc(), amount: 120, category: 'repairs', payee: 'Roofer' },
    });
    expect(answer.statusCode).toBe(201);
  }
  const keeper = new BookKeeper(server.app);
  const ownerId = leaver.owner.ownerId;
  const year = { from: `${todayUtc().slice(0, 4)}-01-01`, to: todayUtc() };
  const { db } = server.app;
  await db.execute(sql`delete from properties where id = ${lettings.property.propertyId}`);
  const [portfolio] = (await keeper.summary(ownerId, year)).currencies;
  const [left] = (await keeper.summary(ownerId, { ...year, propertyId: other.propertyId }))
    .currencies;
  expect(portfolio && inCents(portfolio)).toEqual(left && inCents(left));
  expect(portfolio?.expensesTotal).toBe(120);
  await db.execute(sql`delete from owners where id = ${ownerId}`);
  const kept = await db.execute<{ rows: number }>(
    sql`select (select count(*) from book_year_sums where owner_id = ${ownerId})
      + (select count(*) from book_month_sums where owner_id = ${ownerId}) as rows`,
  );
  expect(Number(kept.rows[0]?.rows)).toBe(0);
});
