import fc from 'fast-check';
import { daysBetween, todayUtc } from '../calendar';
import { type SignedUpOwner, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy, daysFromToday } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { monthlyDueDates } from './rent-schedule';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
let tenancies: ActiveTenancy[];
let strangersTenancy: ActiveTenancy;

interface OverdueRow {
  chargeId: string;
  leaseId: string;
  tenantId: string | null;
  tenantName: string;
  propertyId: string;
  propertyName: string;
  amount: number;
  dueDate: string;
  daysOverdue: number;
}

interface LateFeeRow {
  chargeId: string;
  leaseId: string;
  dueDate: string;
}

const startDate = daysFromToday(-130);
const endDate = daysFromToday(230);
/** The move-in payment paid the first month; every later month due before today is overdue. */
const overdueMonths = monthlyDueDates(startDate, endDate).filter(
  (due, index) => index > 0 && due < todayUtc(),
);

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  stranger = await signUpOwner(server);
  // Three leases moved in on the same day: their months fall due together, so pages split ties.
  tenancies = [];
  for (let lease = 0; lease < 3; lease += 1) {
    tenancies.push(await activeTenancy(server, owner, { startDate, endDate }));
  }
  strangersTenancy = await activeTenancy(server, stranger, { startDate, endDate });
}, startupTimeout * 3);
afterAll(() => server.close());

const get = (url: string, asOwner: SignedUpOwner = owner) =>
  server.request({ url, headers: asOwner.headers });

/** Every page from the first, following nextCursor; each page checked to be whole but the last. */
async function walk<Row>(path: string, limit: number, asOwner: SignedUpOwner = owner) {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await get(`${path}?${query}`, asOwner);
    expect(page.statusCode).toBe(200);
    const answer: { data: Row[]; total: number; nextCursor: string | null } = page.json();
    if (answer.nextCursor !== null) expect(answer.data).toHaveLength(limit);
    rows.push(...answer.data);
    cursor = answer.nextCursor;
  } while (cursor !== null && rows.length < 1000);
  return rows;
}

const byDueDateThenLease = (a: { dueDate: string; leaseId: string }, b: typeof a) =>
  a.dueDate === b.dueDate ? (a.leaseId < b.leaseId ? -1 : 1) : a.dueDate < b.dueDate ? -1 : 1;

test('a bare request answers the oldest 50 overdue rent charges, ties in lease order, with the totals', async () => {
  expect(overdueMonths.length).toBeGreaterThanOrEqual(3);
  const answer = (await get('/api/payments/overdue')).json();
  const leaseIds = tenancies.map((tenancy) => tenancy.lease.leaseId);
  expect(answer.total).toBe(overdueMonths.length * 3);
  expect(answer.nextCursor).toBeNull();
  expect(answer.data).toHaveLength(answer.total);
  expect(answer.data).toEqual([...answer.data].sort(byDueDateThenLease));
  expect(answer.data.map((row: OverdueRow) => row.dueDate)).toEqual(
    overdueMonths.flatMap((due) => [due, due, due]),
  );
  const [oldest] = answer.data as OverdueRow[];
  const tenancy = tenancies.find((candidate) => candidate.lease.leaseId === oldest?.leaseId);
  expect(oldest).toEqual({
    chargeId: expect.any(String),
    leaseId: tenancy?.lease.leaseId,
    tenantId: tenancy?.tenant.tenant.tenantId,
    tenantName: tenancy?.tenant.name,
    propertyId: tenancy?.property.propertyId,
    propertyName: tenancy?.property.name,
    amount: 850,
    currency: 'USD',
    dueDate: overdueMonths[0],
    daysOverdue: daysBetween(overdueMonths[0] ?? '', todayUtc()),
  });
  expect(new Set(answer.data.map((row: OverdueRow) => row.leaseId))).toEqual(new Set(leaseIds));
  expect(answer.totalAmounts).toEqual([{ currency: 'USD', amount: 850 * answer.total }]);
});

test('limit and cursor walk every overdue charge once, in the same order, whatever the page size', async () => {
  const whole: OverdueRow[] = (await get('/api/payments/overdue?limit=200')).json().data;
  for (const limit of [1, 2, 4]) {
    expect(await walk<OverdueRow>('/api/payments/overdue', limit)).toEqual(whole);
  }
  const firstPage = (await get('/api/payments/overdue?limit=2')).json();
  expect(firstPage).toMatchObject({
    total: whole.length,
    totalAmounts: [{ currency: 'USD', amount: 850 * whole.length }],
  });
  expect(firstPage.data).toEqual(whole.slice(0, 2));
});

test('pending activities give the oldest overdueLimit overdue charges, how many there are and what they owe', async () => {
  const whole: OverdueRow[] = (await get('/api/payments/overdue?limit=200')).json().data;
  const pending = (await get('/api/owners/pending-activities?overdueLimit=2')).json().data;
  expect(pending.overduePayments).toEqual(whole.slice(0, 2));
  expect(pending).toMatchObject({
    overdueTotal: whole.length,
    overdueAmounts: [{ currency: 'USD', amount: 850 * whole.length }],
  });
  const bare = (await get('/api/owners/pending-activities')).json().data;
  expect(bare.overduePayments).toEqual(whole.slice(0, 10));
  expect(bare.overdueTotal).toBe(whole.length);
});

test('open late fees come a page at a time, oldest first, with how many there are', async () => {
  const whole: LateFeeRow[] = (await get('/api/payments/late-fees?limit=200')).json().data;
  const bare = (await get('/api/payments/late-fees')).json();
  expect(bare).toEqual({ data: whole, total: whole.length, nextCursor: null });
  // Every overdue month but one still in its grace days has earned a fee.
  expect(whole.length).toBeGreaterThanOrEqual(3 * (overdueMonths.length - 1));
  expect(whole).toEqual([...whole].sort(byDueDateThenLease));
  expect(await walk<LateFeeRow>('/api/payments/late-fees', 2)).toEqual(whole);
});

test('a limit or cursor that no page handed out answers 400 with a reason to show', async () => {
  const leaseId = tenancies[0]?.lease.leaseId ?? '';
  const refusedUrls = [
    ...['0', '201', '1.5', 'ten'].flatMap((limit) => [
      `/api/payments/overdue?limit=${limit}`,
      `/api/payments/late-fees?limit=${limit}`,
      `/api/owners/pending-activities?overdueLimit=${limit}`,
    ]),
    ...[
      'x',
      '2026-02-30.' + leaseId,
      '2026-01-01.not-a-lease',
      `2026-01-01.${leaseId}.more`,
      `01/01/2026.${leaseId}`,
      '2026-01-01',
    ].flatMap((cursor) => [
      `/api/payments/overdue?cursor=${encodeURIComponent(cursor)}`,
      `/api/payments/late-fees?cursor=${encodeURIComponent(cursor)}`,
    ]),
  ];
  for (const url of refusedUrls) {
    const refused = await get(url);
    expect({ url, status: refused.statusCode }).toEqual({ url, status: 400 });
    expect(refused.json().error).toEqual(expect.any(String));
  }
  expect((await get('/api/payments/overdue?limit=0')).json().error).toMatch(
    'limit must be a whole number from 1 to 200',
  );
  expect((await get('/api/payments/overdue?cursor=x')).json().error).toBe(
    'This page link is not valid; start again from the first page',
  );
});

test('any limit or cursor at all answers a page or a 400, never a fault', async () => {
  const leaseId = tenancies[0]?.lease.leaseId ?? '';
  const cursorLike = fc
    .tuple(fc.date({ noInvalidDate: true }), fc.constantFrom(leaseId, leaseId.toUpperCase(), 'x'))
    .map(([day, lease]) => `${day.toISOString().slice(0, 10)}.${lease}`);
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.string(), cursorLike),
      fc.oneof(fc.string(), fc.integer({ min: -5, max: 300 }).map(String)),
      async (cursor, limit) => {
        const query = `cursor=${encodeURIComponent(cursor)}&limit=${encodeURIComponent(limit)}`;
        for (const path of ['/api/payments/overdue', '/api/payments/late-fees']) {
          const answer = await get(`${path}?${query}`);
          expect([200, 400]).toContain(answer.statusCode);
          if (answer.statusCode === 400) expect(answer.json().error).toEqual(expect.any(String));
        }
      },
    ),
    { numRuns: 40 },
  );
});

test("an owner never sees another owner's overdue rent or late fees, with or without their cursor", async () => {
  const ownersRows: OverdueRow[] = (await get('/api/payments/overdue?limit=200')).json().data;
  const strangersRows: OverdueRow[] = (
    await get('/api/payments/overdue?limit=200', stranger)
  ).json().data;
  expect(strangersRows.map((row) => row.leaseId)).toEqual(
    overdueMonths.map(() => strangersTenancy.lease.leaseId),
  );
  const ownersLeases = new Set(ownersRows.map((row) => row.leaseId));
  expect(ownersLeases.has(strangersTenancy.lease.leaseId)).toBe(false);

  const ownersCursor = (await get('/api/payments/overdue?limit=1')).json().nextCursor;
  const afterOwnersCursor = (
    await get(`/api/payments/overdue?cursor=${encodeURIComponent(ownersCursor)}`, stranger)
  ).json();
  expect(afterOwnersCursor.total).toBe(strangersRows.length);
  for (const row of afterOwnersCursor.data) expect(ownersLeases.has(row.leaseId)).toBe(false);

  const strangersFees: LateFeeRow[] = (await get('/api/payments/late-fees', stranger)).json().data;
  expect(new Set(strangersFees.map((fee) => fee.leaseId))).toEqual(
    new Set([strangersTenancy.lease.leaseId]),
  );
  const strangersPending = (await get('/api/owners/pending-activities', stranger)).json().data;
  expect(strangersPending.overduePayments).toEqual(strangersRows);
  expect(strangersPending.overdueTotal).toBe(strangersRows.length);

  const newcomer = await signUpOwner(server);
  expect((await get('/api/payments/overdue', newcomer)).json()).toEqual({
    data: [],
    total: 0,
    totalAmounts: [],
    nextCursor: null,
  });
  expect(
    (
      await get(`/api/payments/late-fees?cursor=${encodeURIComponent(ownersCursor)}`, newcomer)
    ).json(),
  ).toEqual({ data: [], total: 0, nextCursor: null });
});
