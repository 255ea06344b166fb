import { eq } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { Tenant } from 'shared-api/contract';
import { todayUtc } from '../src/calendar';
import { tenants } from '../src/db/schema';
import { SsnVault } from '../src/tenants/ssn-vault';
import { type SignedUpOwner, signUpOwner } from '../src/test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../src/test-support/test-app';
import { type SeedCounts, seedPortfolio } from './seeding';

let server: TestApp;
let owner: SignedUpOwner;
let counts: SeedCounts;

/** One connection of the test server's database, as the bench's own connection would be. */
async function seed(from: number, to: number): Promise<SeedCounts> {
  const client = (server.app.db as unknown as { $client: Pool }).$client;
  const request = {
    ownerId: owner.owner._id,
    from,
    to,
    today: todayUtc(),
    tenantPasswordHash: await server.app.passwords.hash('not used to sign in'),
    ssnEncryptionKey: server.config.ssnEncryptionKey,
  };
  const connection = await client.connect();
  try {
    return await seedPortfolio(
      {
        run: async (script) => {
          await connection.query(script);
        },
        rows: async <Row>(text: string, params?: unknown[]) =>
          (await connection.query(text, params)).rows as Row[],
      },
      request,
    );
  } finally {
    connection.release();
  }
}

const get = async (url: string) => {
  const response = await server.request({ url, headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Every tenant of the owner, page after page when the list is paged. */
async function allTenants(): Promise<Tenant[]> {
  const everyone: Tenant[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await get(
      `/api/tenants/all${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    // The list answers under `tenants`, as the spec has it.
    everyone.push(...(page.tenants as Tenant[]));
    cursor = page.nextCursor;
  } while (cursor);
  return everyone;
}

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  counts = await seed(1, 20);
}, startupTimeout);
afterAll(() => server.close());

test('each property gets five leases with a tenant each, and about a hundred ledger rows', () => {
  expect(counts).toMatchObject({ properties: 20, leases: 100, tenants: 100 });
  // 18 let properties, three active leases each, with 22 months of rent and one payment a month due.
  expect(counts.moveInPayments).toBeGreaterThanOrEqual(54);
  expect(counts.rentCharges).toBe(54 * 22);
  expect(counts.ledgerRows).toBeGreaterThan(1600);
  expect(counts.expenses).toBe(20 * 20);
});

test('the figures the dashboard reads agree with the seeded tenancies', async () => {
  const { data: metrics } = await get('/api/properties/metrics');
  const everyone = await allTenants();
  const movedIn = everyone.filter((tenant) => tenant.stage === 'lease_active');
  expect(metrics).toMatchObject({ totalProperties: 20, totalUnits: 100, totalOnLease: 18 });
  expect(metrics.totalTenants).toBe(movedIn.length);
  expect(new Set(everyone.map((tenant) => tenant.stage))).toEqual(
    new Set([
      'background_check',
      'check_failed',
      'create_lease',
      'lease_sent',
      'lease_signed',
      'payment',
      'lease_active',
    ]),
  );
  const { data: pending } = await get('/api/owners/pending-activities');
  expect(pending.vacantProperties).toHaveLength(2);
  expect(pending.overduePayments.length).toBeGreaterThan(0);
});

test('the ledgers drawn from the seeded rows are mostly settled, some overdue or awaiting', async () => {
  const everyone = await allTenants();
  const ledgers = await Promise.all(
    everyone
      .filter((tenant) => tenant.stage === 'lease_active')
      .map(async (tenant) => (await get(`/api/payments/leases/${tenant.leaseId}/ledger`)).data),
  );
  const settled = ledgers.filter((ledger) => ledger.overdue === 0 && ledger.balance <= 0);
  expect(settled.length).toBeGreaterThan(ledgers.length / 2);
  expect(ledgers.some((ledger) => ledger.overdue > 0)).toBe(true);
  expect(ledgers.some((ledger) => ledger.awaitingConfirmation > 0)).toBe(true);
  const { data: summary } = await get('/api/payments/summary');
  expect(summary.hasTenants).toBe(true);
  expect(
    summary.currencies[0].months.some((month: { collected: number }) => month.collected > 0),
  ).toBe(true);
});

test('the books read the seeded expenses: the last 365 days hold all of them', async () => {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const { data: books } = await get(`/api/books/summary?from=${from}&to=${to}`);
  const { data: rows } = await get(`/api/expenses?from=${from}&to=${to}&limit=500`);
  const [usd] = books.currencies;
  expect(rows).toHaveLength(20 * 20);
  const spent = rows.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0);
  expect(usd.expensesTotal).toBeCloseTo(spent, 2);
  expect(usd.income.rent).toBeGreaterThan(0);
});

test('the Social Security numbers are sealed with the server key, for their own tenant', async () => {
  const [submitted] = await server.app.db
    .select()
    .from(tenants)
    .where(eq(tenants.backgroundCheck, 'passed'))
    .limit(1);
  if (!submitted?.ssnSealed || !submitted.ssnLastFour) throw new Error('no sealed number');
  const vault = new SsnVault(server.config.ssnEncryptionKey);
  expect(vault.open(submitted.ssnSealed, submitted.id).endsWith(submitted.ssnLastFour)).toBe(true);
});

test('seeding again grows the portfolio and adds nothing twice', async () => {
  const grown = await seed(21, 30);
  expect(grown).toMatchObject({ properties: 30, leases: 150, tenants: 150 });
  expect(grown.rentCharges).toBe(counts.rentCharges + 27 * 22);
  expect(grown.expenses).toBe(30 * 20);
  const { data: metrics } = await get('/api/properties/metrics');
  expect(metrics).toMatchObject({ totalProperties: 30, totalUnits: 150, totalOnLease: 27 });
});
