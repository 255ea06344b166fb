import { eq, sql } from 'drizzle-orm';
import type { TenantStage } from 'shared-api/contract';
import {
  openLateFeesQuery,
  overdueRentQuery,
  overdueRentTotalQuery,
  paymentHistoryQuery,
  rentMonthsQuery,
  rentSummaryQuery,
} from '../payments/ledger-figures';
import { ledgersQuery } from '../payments/rent-ledgers';
import { rentOwedAroundQuery } from '../notifications/time-based-events';
import {
  ownerFiguresQuery,
  propertyPageQuery,
  propertySearchPageQuery,
  vacantPropertiesQuery,
} from '../properties/service';
import { ownerSearchQuery, searchOf } from '../search/account-search';
import { filterConditions, pageConditions } from '../tenants/tenant-directory';
import { tenantRecordsQuery } from '../tenants/tenant-records';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import type { Database } from './connection';
import { leases, tenants } from './schema';

/**
 * The plans of the queries behind the screens' reads, over a portfolio of the size they are meant
 * for: one owner with 10,000 properties among 2,000 owners with 5 each, 9,000 leases, tenants and
 * maintenance requests, 108,000 rent charges, 54,000 payments. Each must find its rows by an index,
 * never by reading a whole table, so its cost does not grow with everyone else's data.
 */

let server: TestApp;
let bigOwnerId: string;
let smallOwnerId: string;
let leaseId: string;
let tenantId: string;

/** Each in a transaction of its own, with the rent ledgers' refresh deferred. */
const seeding = [
  `insert into owners (name, email, password_hash)
   select 'Owner ' || g, 'plan-owner-' || g || '@example.com', 'not a hash'
   from generate_series(1, 2001) g`,
  `insert into properties
     (owner_id, name, type, address, city, state, country, postal_code, units, monthly_rent_cents, is_on_lease)
   select o.id, 'Property ' || g, 'apartment', g || ' Elm Street', 'Austin', 'TX', 'US', '78701', 4, 125000, g % 2 = 0
   from owners o, generate_series(1, 10000) g
   where o.email = 'plan-owner-1@example.com'`,
  `insert into properties
     (owner_id, name, type, address, city, state, country, postal_code, units, monthly_rent_cents, is_on_lease)
   select o.id, 'Property ' || g, 'house', g || ' Oak Road', 'Austin', 'TX', 'US', '78702', 1, 99000, g % 2 = 0
   from owners o, generate_series(1, 5) g
   where o.email <> 'plan-owner-1@example.com'`,
  `insert into leases
     (owner_id, property_id, current_unit, start_date, end_date, monthly_rent_cents,
      security_deposit_cents, late_fee_cents, late_fee_after_days, status)
   select owner_id, id, 1, date '2026-01-01', date '2026-12-31', 125000, 125000, 10000, 2, 'active'
   from properties where is_on_lease`,
  `insert into tenants (owner_id, lease_id, name, email, phone, address, invitation_expires_at)
   select owner_id, id, 'Tenant ' || position, 'plan-tenant-' || position || '@example.com',
     '+15125550100', '1 Main Street', now() + interval '14 days'
   from leases`,
  `insert into maintenance_requests (owner_id, property_id, lease_id, tenant_id, title, priority,
     urgency, preferred_date, description)
   select t.owner_id, l.property_id, l.id, t.id, 'Leaking tap ' || t.position, 'Low', 1,
     date '2026-06-01', 'Water under the sink of flat ' || t.position
   from tenants t join leases l on l.id = t.lease_id`,
  `insert into payments (owner_id, lease_id, tenant_id, kind, amount_cents, status, decided_at)
   select owner_id, lease_id, id, 'move_in', 250000, 'received', now() from tenants`,
  `insert into lease_signatures (lease_id, tenant_id, full_name, ip_address, user_agent)
   select lease_id, id, name, '127.0.0.1', 'test' from tenants`,
  `insert into tenant_documents (tenant_id, kind, file_name, content_type, size_bytes, stored_as)
   select t.id, kind, 'document.pdf', 'application/pdf', 1000, t.id || '-' || kind
   from tenants t, unnest(array['driverLicense', 'bankStatement']) kind`,
  `insert into rent_charges (property_id, lease_id, amount_cents, due_on)
   select property_id, id, 125000, (date '2026-01-01' + make_interval(months => month))::date
   from leases, generate_series(0, 11) month`,
  `insert into rent_payments (owner_id, lease_id, amount_cents, paid_on, method, source, request_key)
   select owner_id, id, 125000, (date '2026-02-01' + make_interval(months => month))::date,
     'bank_transfer', 'owner', 'plan-' || month
   from leases, generate_series(0, 5) month`,
  `insert into rent_payment_decisions (payment_id, result) select id, 'received' from rent_payments`,
  `insert into late_fee_waivers (charge_id, owner_id, reason)
   select c.id, l.owner_id, 'Storm week'
   from rent_charges c join leases l on l.id = c.lease_id
   where c.due_on = date '2026-03-01'`,
  'analyze',
  // The rent ledgers of one lease in five derived once, as a backfill does (all of them would take
  // minutes on the embedded database).
  `select refresh_rent_ledgers(array(select id from leases where position % 5 = 0))`,
  'analyze',
];

beforeAll(async () => {
  server = await startTestApp();
  const { db } = server.app;
  for (const statement of seeding) {
    await db.transaction(async (transaction) => {
      await transaction.execute(sql`set local rent_ledgers.deferred = 'on'`);
      await transaction.execute(sql.raw(statement));
    });
  }
  const [big] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from owners where email = 'plan-owner-1@example.com'`),
  );
  const [small] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from owners where email = 'plan-owner-2@example.com'`),
  );
  const [tenantOfBig] = rowsOf<{ lease_id: string; id: string }>(
    await db.execute(sql`select lease_id, id from tenants where owner_id = ${big?.id} limit 1`),
  );
  bigOwnerId = big?.id ?? '';
  smallOwnerId = small?.id ?? '';
  leaseId = tenantOfBig?.lease_id ?? '';
  tenantId = tenantOfBig?.id ?? '';
}, startupTimeout * 8);
afterAll(() => server.close());

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node of the query's plan, its subqueries' included. */
async function planOf(db: Database, query: { getSQL(): ReturnType<typeof sql> }) {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`explain (format json) ${query.getSQL()}`),
  );
  const explained = row?.['QUERY PLAN'];
  const [{ Plan }] = (typeof explained === 'string' ? JSON.parse(explained) : explained) as [
    { Plan: PlanNode },
  ];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(Plan);
  return {
    indexes: [...new Set(nodes.flatMap((node) => node['Index Name'] ?? []))].sort(),
    tablesReadWhole: nodes
      .filter((node) => node['Node Type'] === 'Seq Scan')
      .map((node) => node['Relation Name']),
  };
}

test('a page of properties, first and later, reads the owner newest-first index', async () => {
  const { db } = server.app;
  for (const before of [null, 5_000]) {
    const plan = await planOf(db, propertyPageQuery(db, bigOwnerId, {}, before, 51));
    expect(plan.tablesReadWhole).toEqual([]);
    expect(plan.indexes).toEqual(['properties_owner_newest']);
  }
});

test("the dashboard's vacant properties and figures read their own index and row", async () => {
  const { db } = server.app;
  const vacant = await planOf(db, vacantPropertiesQuery(db, bigOwnerId, 10));
  expect(vacant.tablesReadWhole).toEqual([]);
  expect(vacant.indexes).toEqual(['owner_portfolio_figures_pkey', 'properties_owner_vacant']);

  const figures = await planOf(db, ownerFiguresQuery(db, bigOwnerId));
  expect(figures.tablesReadWhole).toEqual([]);
  expect(figures.indexes).toEqual(['owner_portfolio_figures_pkey']);
});

test("a tenant's record and an owner's tenant list find documents, signature and payment by index", async () => {
  const { db } = server.app;
  const expected = [
    'lease_signatures_tenant',
    'payments_one_move_in',
    'tenant_documents_tenant_id_kind_key',
  ];
  const one = await planOf(db, tenantRecordsQuery(db, eq(tenants.id, tenantId)));
  expect(one.tablesReadWhole).toEqual([]);
  expect(one.indexes).toEqual(expect.arrayContaining(['tenants_pkey', ...expected]));

  const list = await planOf(db, tenantRecordsQuery(db, eq(tenants.ownerId, smallOwnerId)));
  expect(list.tablesReadWhole).toEqual([]);
  expect(list.indexes).toEqual(expect.arrayContaining(['tenants_owner_newest', ...expected]));
});

test("a page of an owner's tenants, first and later, walks the newest-first index", async () => {
  const { db } = server.app;
  for (const cursor of [undefined, '5000']) {
    const plan = await planOf(
      db,
      tenantRecordsQuery(db, pageConditions(bigOwnerId, [], cursor), 51),
    );
    expect(plan.tablesReadWhole).toEqual([]);
    expect(plan.indexes).toEqual(
      expect.arrayContaining(['tenants_owner_newest', 'leases_pkey', 'properties_pkey']),
    );
  }
});

test("a page of an owner's tenants at one stage, first and later, walks the stage's newest-first index", async () => {
  const { db } = server.app;
  const atStage = (ownerId: string, stage: TenantStage, cursor: string | undefined) =>
    tenantRecordsQuery(db, pageConditions(ownerId, filterConditions({ stage }) ?? [], cursor), 51);
  // A small owner's tenants at their stage, and a stage none of the largest owner's tenants is at.
  for (const [ownerId, stage] of [
    [smallOwnerId, 'background_check'],
    [bigOwnerId, 'payment'],
  ] as const) {
    for (const cursor of [undefined, '5000']) {
      const plan = await planOf(db, atStage(ownerId, stage, cursor));
      expect(plan.tablesReadWhole).toEqual([]);
      expect(plan.indexes).toEqual(expect.arrayContaining(['tenants_owner_stage_newest']));
    }
  }
});

test("a lease's ledger, and an owner's, read derived charges, payments, tenants and waivers by lease", async () => {
  const { db } = server.app;
  const expected = [
    'late_fee_waivers_pkey',
    'payments_lease',
    'rent_ledger_charges_pkey',
    'rent_payment_decisions_pkey',
    'rent_payments_lease',
  ];
  // A lease's tenants by either index that leads with the lease (tenants_lease or, since migration
  // 0031, tenants_lease_email_key).
  const byLease = expect.stringMatching(/^tenants_lease/);
  const one = await planOf(db, ledgersQuery(db, eq(leases.id, leaseId)));
  expect(one.tablesReadWhole).toEqual([]);
  expect(one.indexes).toEqual(expect.arrayContaining(['leases_pkey', byLease, ...expected]));

  const owner = await planOf(db, ledgersQuery(db, eq(leases.ownerId, smallOwnerId)));
  expect(owner.tablesReadWhole).toEqual([]);
  expect(owner.indexes).toEqual(
    expect.arrayContaining(['leases_owner_newest', byLease, ...expected]),
  );
});

test("an owner's overdue rent, open late fees and payment figures read the derived ledgers by index", async () => {
  const { db } = server.app;
  const today = '2026-06-15';
  // A first page and a later one (after a cursor) of a small owner's lists cost only that owner's rows.
  const after = { dueOn: '2026-02-01', leaseId: '00000000-0000-4000-8000-000000000000' };
  for (const query of [
    overdueRentQuery(db, smallOwnerId, today, { limit: 11, after: null }),
    overdueRentQuery(db, smallOwnerId, today, { limit: 51, after }),
    openLateFeesQuery(db, smallOwnerId, today, { limit: 51, after }),
  ]) {
    const plan = await planOf(db, query);
    expect(plan.tablesReadWhole).toEqual([]);
    expect(plan.indexes).toEqual(
      expect.arrayContaining(['leases_pkey', 'properties_pkey', 'rent_ledger_charges_owed']),
    );
  }
  const totals = await planOf(db, overdueRentTotalQuery(db, smallOwnerId, today));
  expect(totals.tablesReadWhole).toEqual([]);
  expect(totals.indexes).toEqual(['rent_ledger_charges_owed']);
  // A page of the owner of half the database walks the same index in its order and stops there.
  for (const query of [
    overdueRentQuery(db, bigOwnerId, today, { limit: 51, after }),
    openLateFeesQuery(db, bigOwnerId, today, { limit: 51, after: null }),
  ]) {
    const plan = await planOf(db, query);
    expect(plan.tablesReadWhole).toEqual([]);
    expect(plan.indexes).toEqual(expect.arrayContaining(['rent_ledger_charges_owed']));
  }
  const period = { from: '2026-06-01', to: '2026-06-30', today };
  for (const query of [
    rentSummaryQuery(db, bigOwnerId, period),
    rentMonthsQuery(db, bigOwnerId, { ...period, from: '2025-07-01' }),
  ]) {
    const plan = await planOf(db, query);
    expect(plan.tablesReadWhole).toEqual([]);
    expect(plan.indexes).toEqual(['owner_rent_days_pkey']);
  }
});

test("a page of an owner's payment history walks the newest-first index, by status too", async () => {
  const { db } = server.app;
  const owner = sql`${sql.identifier('rent_ledger_payments')}.owner_id = ${bigOwnerId}`;
  const page = { limit: 20, offset: 40 };
  const newest = await planOf(db, paymentHistoryQuery(db, [owner], page));
  expect(newest.tablesReadWhole).toEqual([]);
  expect(newest.indexes).toEqual(
    expect.arrayContaining(['properties_pkey', 'rent_ledger_payments_newest']),
  );
  const pending = sql`${sql.identifier('rent_ledger_payments')}.status = 'pending'`;
  const awaiting = await planOf(db, paymentHistoryQuery(db, [owner, pending], null));
  expect(awaiting.tablesReadWhole).toEqual([]);
  expect(awaiting.indexes).toEqual(expect.arrayContaining(['rent_ledger_payments_status_newest']));
});

test('the rent notices of the day read only the rent owed around it, over every owner', async () => {
  const { db } = server.app;
  const plan = await planOf(db, rentOwedAroundQuery(db, '2026-06-15'));
  expect(plan.tablesReadWhole).toEqual([]);
  expect(plan.indexes).toEqual(expect.arrayContaining(['rent_ledger_charges_rent_owed']));
});

test('every search finds its rows through the trigram index of its search column', async () => {
  const { db } = server.app;
  const searches = (ownerId: string) => [
    // Words that a hundred of the largest owner's properties have, and one tenant's or request's.
    ...[undefined, 'on_lease' as const].map((status) => ({
      plan: propertySearchPageQuery(db, ownerId, { search: 'property 99', status }, null, 51),
      index: 'properties_search',
    })),
    {
      plan: tenantRecordsQuery(
        db,
        pageConditions(ownerId, filterConditions({ search: 'tenant 4242' }) ?? [], undefined),
        51,
      ),
      index: 'tenants_search',
    },
    // The palette's words anywhere, and two letters at the start of a word (no trigram of their own).
    ...['tap 4242', 'qz'].map((words) => {
      const { pattern, condition } = searchOf(words);
      return {
        plan: ownerSearchQuery(ownerId, condition(pattern)),
        index: ['properties_search', 'tenants_search', 'maintenance_requests_search'],
      };
    }),
  ];
  for (const { plan, index } of searches(bigOwnerId)) {
    const planned = await planOf(db, plan);
    expect(planned.tablesReadWhole).toEqual([]);
    expect(planned.indexes).toEqual(expect.arrayContaining([index].flat()));
  }
  // A small owner's few rows may be read through their own newest-first index instead.
  for (const { plan } of searches(smallOwnerId)) {
    expect((await planOf(db, plan)).tablesReadWhole).toEqual([]);
  }
});
