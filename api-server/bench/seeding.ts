/**
 * A large portfolio written straight into the real schema, in a few set-based statements, with the
 * rows the product itself writes along the tenancy flow: per property five units, each with a lease
 * and its tenant. On nine properties in ten, units 1 to 3 are let (an active lease started 14 months
 * ago for 22 months, its rent charges, the move-in payment and a rent payment for each month due
 * since) and units 4 and 5 have applicants; the tenth is vacant, all five units with applicants.
 * Applicants are spread over every stage of the flow. Each statement fills in only what is missing
 * for the owner, so the same steps grow a portfolio already seeded.
 */
import { type SqlSession } from '#server/db/connection';
import { SsnVault } from '#server/tenants/ssn-vault';

export interface SeedCounts {
  properties: number;
  leases: number;
  tenants: number;
  rentCharges: number;
  rentPayments: number;
  moveInPayments: number;
  /** Twenty a property over the last year, one Schedule E category after another. */
  expenses: number;
  /** Rent charges, rent payments and move-in payments: the rows a ledger is drawn from. */
  ledgerRows: number;
}

export interface SeedRequest {
  ownerId: string;
  /** Properties are numbered "Bench Property <n>", from `from` to `to`. */
  from: number;
  to: number;
  /** Today's date in UTC, as the server counts it. */
  today: string;
  /** A real password hash, given to the tenants who created their account. */
  tenantPasswordHash: string;
  /** The server's key, to seal the Social Security numbers tenants submitted. */
  ssnEncryptionKey: Buffer;
}

const propertiesSql = `
insert into properties (owner_id, name, type, description, industry, manager, contact, address,
  city, state, country, postal_code, units, monthly_rent_cents, security_deposit_cents, amenities,
  status, created_at, updated_at)
select $1::uuid, 'Bench Property ' || n, (array['apartment', 'condo', 'house'])[1 + n % 3],
  'Five flats over a bakery, close to the station and the river path.', 'development',
  'Bench Owner', '+15125550100',
  n || ' ' || (array['Elm Street', 'Oak Avenue', 'Maple Court', 'River Road', 'Lamar Boulevard'])[1 + n % 5],
  (array['Austin', 'Dallas', 'Houston', 'San Antonio', 'El Paso'])[1 + (n / 5) % 5], 'TX', 'US',
  (78701 + n % 50)::text, 5, 95000 + (n % 9) * 5000, 95000 + (n % 9) * 5000,
  '[{"name": "Parking", "allowed": true}, {"name": "Pets", "allowed": false}]'::jsonb,
  'available', now() - interval '3 years', now() - interval '3 years'
from generate_series($2::int, $3::int) as n
order by n
returning id`;

// A let unit's lease began on a day from the 1st to the 28th, 14 months ago, and runs 22 months;
// an applicant's lease starts next month for a year.
const leasesSql = `
insert into leases (owner_id, property_id, current_unit, start_date, end_date, monthly_rent_cents,
  security_deposit_cents, late_fee_cents, late_fee_after_days, status, renewal_offered,
  special_terms, created_at, updated_at)
select p.owner_id, p.id, unit, lease.start_date,
  (lease.start_date + make_interval(months => case when lease.let then 22 else 12 end))::date,
  p.monthly_rent_cents, p.security_deposit_cents, 5000, 5,
  case when lease.let then 'active' else 'pending' end, false, '',
  lease.start_date - 30, lease.start_date - 30
from properties p
cross join generate_series(1, 5) as unit
cross join lateral (
  select (p.position % 10 <> 0 and unit <= 3) as let,
    case when p.position % 10 <> 0 and unit <= 3
      then (date_trunc('month', $2::date) - interval '14 months')::date + ((p.position + unit) % 28)::int
      else (date_trunc('month', $2::date) + interval '1 month')::date + ((p.position + unit) % 28)::int
    end as start_date
) as lease
where p.id = any($1::uuid[]) and not exists (select 1 from leases l where l.property_id = p.id)
order by p.position, unit`;

// The stage of a seeded lease's tenant: 8 moved in (active lease); for an applicant, by the
// lease's number: 0 and 1 invited, 2 check submitted, 3 check failed, 4 check passed, 5 lease sent,
// 6 lease signed, 7 move-in payment reported.
const stageOf = (lease: string) =>
  `(case when ${lease}.status = 'active' then 8 else ${lease}.position % 8 end)`;

const tenantsSql = `
insert into tenants (owner_id, lease_id, name, email, phone, address, date_of_birth,
  years_at_address, reason_for_leaving, ssn_last_four, background_check,
  background_check_submitted_at, background_check_reviewed_at, lease_sent_at, invitation_version,
  invited_at, invitation_expires_at, password_hash, created_at, updated_at)
select l.owner_id, l.id, 'Bench Tenant ' || l.position, 'bench-tenant-' || l.position || '@example.com',
  '+1512555' || lpad((l.position % 10000)::text, 4, '0'),
  (l.position % 900 + 1) || ' Congress Avenue, Austin, TX 78701',
  case when stage >= 2 then date '1970-01-01' + (l.position % 12000)::int end,
  case when stage >= 2 then 1 + l.position % 9 end,
  case when stage >= 2 then 'Closer to work' end,
  case when stage >= 2 then lpad((l.position % 10000)::text, 4, '0') end,
  case when stage >= 4 then 'passed' when stage = 3 then 'failed'
    when stage = 2 then 'pending' else 'not_submitted' end,
  case when stage >= 2 then invited + interval '2 days' end,
  case when stage >= 3 then invited + interval '4 days' end,
  case when stage >= 5 then invited + interval '5 days' end,
  case when stage = 8 then 2 else 1 end,
  invited, invited + interval '14 days',
  case when stage = 8 then $2::text end,
  invited, invited + interval '6 days'
from leases l
cross join lateral (select ${stageOf('l')} as stage, l.created_at as invited) as facts
where l.property_id = any($1::uuid[]) and not exists (select 1 from tenants t where t.lease_id = l.id)
order by l.position`;

const signaturesSql = `
insert into lease_signatures (lease_id, tenant_id, full_name, signed_at, ip_address, user_agent)
select l.id, t.id, t.name, t.lease_sent_at + interval '1 day', '203.0.113.7',
  'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0'
from leases l
join tenants t on t.lease_id = l.id
where l.property_id = any($1::uuid[]) and ${stageOf('l')} >= 6
  and not exists (select 1 from lease_signatures s where s.tenant_id = t.id)`;

const moveInPaymentsSql = `
insert into payments (owner_id, lease_id, tenant_id, kind, amount_cents, status, reported_at,
  decided_at, created_at)
select l.owner_id, l.id, t.id, 'move_in', l.monthly_rent_cents + l.security_deposit_cents,
  case when l.status = 'active' then 'received' else 'awaiting_confirmation' end,
  t.lease_sent_at + interval '2 days',
  case when l.status = 'active' then t.lease_sent_at + interval '3 days' end,
  t.lease_sent_at + interval '2 days'
from leases l
join tenants t on t.lease_id = l.id
where l.property_id = any($1::uuid[]) and ${stageOf('l')} >= 7
  and not exists (select 1 from payments m where m.tenant_id = t.id and m.kind = 'move_in')`;

const moveInSql = `
update properties p
set current_tenants = moved_in.tenant_ids, is_on_lease = true, updated_at = now()
from (
  select l.property_id, jsonb_agg(t.id::text order by t.position) as tenant_ids
  from leases l
  join tenants t on t.lease_id = l.id
  where l.property_id = any($1::uuid[]) and l.status = 'active'
  group by l.property_id
) as moved_in
where p.id = moved_in.property_id and p.current_tenants = '[]'::jsonb`;

// As on activation: every month's rent of the lease, the first paid by the move-in payment.
const rentChargesSql = `
insert into rent_charges (property_id, lease_id, amount_cents, due_on, paid_at, created_at)
select l.property_id, l.id, l.monthly_rent_cents, due.due_on,
  case when due.month = 0 then m.decided_at end, m.decided_at
from leases l
join payments m on m.lease_id = l.id and m.kind = 'move_in' and m.status = 'received'
cross join lateral (
  select month, (l.start_date + make_interval(months => month))::date as due_on
  from generate_series(0, ((l.end_date - l.start_date) / 28)::int) as month
) as due
where l.property_id = any($1::uuid[]) and l.status = 'active' and due.due_on < l.end_date
  and not exists (select 1 from rent_charges c where c.lease_id = l.id)
order by l.position, due.due_on`;

// A payment for each month due since move-in, paid a few days after its due date; by the lease's
// number: 0 owes its last two months, 1 awaits the owner's decision on the last, 2 had the third
// from last fail, 3 paid half of the last. Earlier June and December rent was cash the owner
// recorded (received at once); the rest came by bank transfer, reported by the tenant.
const rentPlanSql = `
create temp table bench_rent_plan on commit drop as
select gen_random_uuid() as id, l.owner_id, l.id as lease_id, l.position as lease_position,
  t.id as tenant_id, c.due_on, least(c.due_on + (l.position % 4)::int, $2::date) as paid_on,
  case when l.position % 20 = 3 and months_back = 1 then l.monthly_rent_cents / 2
    else l.monthly_rent_cents end as amount_cents,
  extract(month from c.due_on)::int % 6 = 0 and months_back > 3 as by_owner,
  case when l.position % 20 = 1 and months_back = 1 then null
    when l.position % 20 = 2 and months_back = 3 then 'failed'
    else 'received' end as decision
from leases l
join lateral (
  select t.id from tenants t where t.lease_id = l.id order by t.position limit 1
) as t on true
join lateral (
  select c.due_on, row_number() over (order by c.due_on desc) as months_back
  from rent_charges c
  where c.lease_id = l.id and c.paid_at is null and c.due_on <= $2::date
) as c on true
where l.property_id = any($1::uuid[]) and l.status = 'active'
  and not (l.position % 20 = 0 and months_back <= 2)
  and not exists (select 1 from rent_payments r where r.lease_id = l.id)`;

const rentPaymentsSql = `
insert into rent_payments (id, owner_id, lease_id, tenant_id, amount_cents, paid_on, method, source,
  reference, request_key, created_at)
select id, owner_id, lease_id, tenant_id, amount_cents, paid_on,
  case when by_owner then 'cash' else 'bank_transfer' end,
  case when by_owner then 'owner' else 'tenant' end,
  case when by_owner then '' else 'HS-' || upper(left(tenant_id::text, 8)) end,
  case when by_owner then 'owner:' else 'tenant:' end || id,
  paid_on + time '10:00'
from bench_rent_plan
order by lease_position, due_on`;

const rentDecisionsSql = `
insert into rent_payment_decisions (payment_id, result, note, decided_at)
select id, decision, '', paid_on + time '18:00'
from bench_rent_plan
where decision is not null`;

// The owner's books: twenty expenses a property over the last year, every 18 days, through the
// Schedule E categories, at amounts from $25 to $1,225.
const expensesSql = `
insert into expenses (owner_id, property_id, spent_on, amount_cents, currency, category, payee, note,
  created_at, updated_at)
select p.owner_id, p.id, $2::date - 18 * k, 2500 + ((k * 7919 + p.position) % 49) * 2500, p.currency,
  (array['advertising', 'auto_and_travel', 'cleaning_and_maintenance', 'commissions', 'insurance',
    'legal_and_professional_fees', 'management_fees', 'mortgage_interest', 'other_interest',
    'repairs', 'supplies', 'taxes', 'utilities', 'other'])[1 + (k + p.position) % 14],
  (array['Austin Plumbing Co', 'City of Austin Utilities', 'Lone Star Insurance', 'Home Depot',
    'Travis County Tax Office'])[1 + (k + p.position) % 5],
  'Bench expense ' || k, now(), now()
from properties p
cross join generate_series(0, 19) as k
where p.id = any($1::uuid[])
  and not exists (select 1 from expenses e where e.property_id = p.id)
order by p.position, k`;

// What each ledger owes and was paid, as every write through the API derives it (migration 0011).
const refreshLedgersSql = `
select refresh_rent_ledgers(array(select id from leases where property_id = any($1::uuid[])))`;

const countsSql = `
select
  (select count(*) from properties where owner_id = $1::uuid)::int as properties,
  (select count(*) from leases where owner_id = $1::uuid)::int as leases,
  (select count(*) from tenants where owner_id = $1::uuid)::int as tenants,
  (select count(*) from rent_charges c join leases l on l.id = c.lease_id
    where l.owner_id = $1::uuid)::int as "rentCharges",
  (select count(*) from rent_payments where owner_id = $1::uuid)::int as "rentPayments",
  (select count(*) from payments where owner_id = $1::uuid)::int as "moveInPayments",
  (select count(*) from expenses where owner_id = $1::uuid)::int as expenses`;

/** The Social Security numbers the tenants who submitted their check gave, sealed as the server does. */
async function sealSubmittedNumbers(session: SqlSession, propertyIds: string[], key: Buffer) {
  const vault = new SsnVault(key);
  const unsealed = await session.rows<{ id: string; ssn_last_four: string }>(
    `select t.id, t.ssn_last_four from tenants t
     join leases l on l.id = t.lease_id
     where l.property_id = any($1::uuid[]) and t.ssn_last_four is not null and t.ssn_sealed is null`,
    [propertyIds],
  );
  const batch = 5000;
  for (let start = 0; start < unsealed.length; start += batch) {
    const rows = unsealed.slice(start, start + batch);
    await session.rows(
      `update tenants set ssn_sealed = sealed.value
       from unnest($1::uuid[], $2::text[]) as sealed (id, value)
       where tenants.id = sealed.id`,
      [
        rows.map((row) => row.id),
        rows.map((row) => vault.seal(`21909${row.ssn_last_four}`, row.id)),
      ],
    );
  }
}

/**
 * Properties per transaction: the database keeps each owner's figures in one row that every
 * statement writing properties or leases updates, and the versions of that row made by one
 * transaction pile up until it ends, so one transaction for the whole portfolio would slow down.
 */
const propertiesPerTransaction = 250;

async function inTransaction(session: SqlSession, work: () => Promise<void>) {
  await session.run('begin');
  try {
    await work();
    await session.run('commit');
  } catch (error) {
    await session.run('rollback');
    throw error;
  }
}

/** Everything that goes with the given properties, as far as it is missing. */
async function furnish(session: SqlSession, propertyIds: string[], request: SeedRequest) {
  const { today } = request;
  // The rent ledgers of these properties are derived once, at the end, rather than after each step.
  await session.run(`set local rent_ledgers.deferred = 'on'`);
  await session.rows(leasesSql, [propertyIds, today]);
  await session.rows(tenantsSql, [propertyIds, request.tenantPasswordHash]);
  await sealSubmittedNumbers(session, propertyIds, request.ssnEncryptionKey);
  await session.rows(signaturesSql, [propertyIds]);
  await session.rows(moveInPaymentsSql, [propertyIds]);
  await session.rows(moveInSql, [propertyIds]);
  await session.rows(rentChargesSql, [propertyIds]);
  await session.rows(rentPlanSql, [propertyIds, today]);
  await session.rows(rentPaymentsSql, []);
  await session.rows(rentDecisionsSql, []);
  await session.rows(expensesSql, [propertyIds, today]);
  await session.rows(refreshLedgersSql, [propertyIds]);
}

/**
 * Adds properties `from` to `to` to the owner's portfolio with everything that goes with them, and
 * the rent payments missing on the owner's leases made before (through the API); answers the
 * owner's totals afterwards.
 */
export async function seedPortfolio(
  session: SqlSession,
  request: SeedRequest,
): Promise<SeedCounts> {
  const { ownerId } = request;
  // The portfolio reads as though kept in the product from its start, the settled resident's
  // lease too (recorded through the API as already started): late fees over its whole past.
  await session.rows(
    `update leases set late_fees_from = null where owner_id = $1::uuid and late_fees_from is not null`,
    [ownerId],
  );
  const unpaid = await session.rows<{ id: string }>(
    `select p.id from properties p
     where p.owner_id = $1::uuid
       and not exists (select 1 from rent_payments r join leases l on l.id = r.lease_id
                       where l.property_id = p.id)`,
    [ownerId],
  );
  await inTransaction(session, () =>
    furnish(
      session,
      unpaid.map((row) => row.id),
      request,
    ),
  );
  for (let first = request.from; first <= request.to; first += propertiesPerTransaction) {
    const last = Math.min(request.to, first + propertiesPerTransaction - 1);
    await inTransaction(session, async () => {
      const added = await session.rows<{ id: string }>(propertiesSql, [ownerId, first, last]);
      await furnish(
        session,
        added.map((row) => row.id),
        request,
      );
    });
  }
  // The planner's statistics, as a database that grew over years would have them.
  await session.run('analyze');
  const [counts] = await session.rows<Omit<SeedCounts, 'ledgerRows'>>(countsSql, [ownerId]);
  if (!counts) throw new Error('The seeded rows could not be counted');
  return {
    ...counts,
    ledgerRows: counts.rentCharges + counts.rentPayments + counts.moveInPayments,
  };
}
