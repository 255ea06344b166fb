import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { SearchResult } from 'shared-api/contract';
import { ownerAnswerVersions } from '../db/schema';
import { type SignedUpOwner, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy, fileMaintenanceRequest } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { ownerResults } from './account-search';
import { IndexThread, PortfolioIndex, PortfolioIndexes } from './portfolio-index';

let server: TestApp;
let owner: SignedUpOwner;
let home: ActiveTenancy;
let stranger: SignedUpOwner;
let thread: IndexThread;
/** Each test's indexes, closed after it. */
let opened: PortfolioIndexes[] = [];

/**
 * Forty properties of six names, in two cities, each with a lease; leases with none, one or two
 * tenants; a maintenance request on every fourth.
 */
async function seedPortfolio(ownerId: string, tenantId: string) {
  await server.app.db.execute(sql`
    with added as (
      insert into properties (owner_id, name, type, address, city, state, country, units,
        monthly_rent_cents)
      select ${ownerId},
        (array['Harbour View', 'Quay House', 'Elm Court', '100% Court', 'Snake_Case Flats',
          'Ölberg Haus'])[1 + n % 6] || ' ' || n,
        'house', n || ' Dock Road', (array['Austin', 'Boston'])[1 + n % 2], 'TX', 'US', 2, 90000
      from generate_series(1, 40) n
      returning id, units
    )
    insert into leases (owner_id, property_id, current_unit, start_date, end_date,
      monthly_rent_cents, security_deposit_cents, late_fee_cents, late_fee_after_days)
    select ${ownerId}, id, units, '2026-03-01', '2027-02-28', 90000, 90000, 5000, 5 from added`);
  await server.app.db.execute(sql`
    insert into tenants (owner_id, lease_id, name, email, phone, address, invitation_expires_at)
    select ${ownerId}, l.id, 'Tenant ' || l.position || ' ' || surname,
      'tenant-' || l.position || '-' || lower(surname) || '@Example.com', '+15125550100',
      '1 Dock Road', now() + interval '14 days'
    from leases l cross join (values ('Smith'), ('Jones')) surnames (surname)
    where l.owner_id = ${ownerId} and l.position % 3 <> 0 and (surname = 'Smith' or l.position % 2 = 0)`);
  await server.app.db.execute(sql`
    insert into maintenance_requests (owner_id, property_id, lease_id, tenant_id, title, priority,
      urgency, preferred_date, description)
    select ${ownerId}, l.property_id, l.id, ${tenantId}, 'Leaking tap ' || l.position, 'Low', 1,
      '2026-12-01', 'Water drips under the sink, 100% of the time'
    from leases l where l.owner_id = ${ownerId} and l.position % 4 = 0`);
}

async function writeCount(ownerId: string): Promise<number> {
  const [row] = await server.app.db
    .select({ version: ownerAnswerVersions.version })
    .from(ownerAnswerVersions)
    .where(eq(ownerAnswerVersions.ownerId, ownerId));
  return Number(row?.version ?? 0);
}

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  stranger = await signUpOwner(server);
  home = await activeTenancy(server, owner);
  await activeTenancy(server, stranger);
  await fileMaintenanceRequest(server, home, {
    title: 'Harbour window leaks',
    priority: 'Low',
    description: 'Rain comes in.',
  });
  await seedPortfolio(owner.owner._id, home.tenant.tenant.tenantId);
  thread = new IndexThread();
}, startupTimeout);

afterEach(async () => {
  await Promise.all(opened.map((indexes) => indexes.close()));
  opened = [];
});

afterAll(async () => {
  await thread.close();
  await server.close();
});

function indexesWith(bounds: { results: number; spacing: number }, log = server.app.log) {
  const indexes = new PortfolioIndexes(server.app.db, log, bounds);
  opened.push(indexes);
  return indexes;
}

const words = [
  // Two characters, walked result by result; three and more, by their lists.
  'ha',
  'qu',
  'zz',
  'HARBOUR',
  'harbour view 1',
  'quay house 3',
  'dock',
  '1 dock road',
  'boston',
  'smith',
  'tenant 1',
  'jones',
  '@example.com',
  'tenant-2',
  'leaking tap',
  'sink',
  '100%',
  '% c',
  'snake_case',
  '_c',
  'court 1',
  'ölberg',
  'ÖLBERG HAUS',
  // Across two texts of one result: found by neither.
  'road austin',
  'road, austin',
  // A character past the 1,024 first, which the index numbers as it does 'a': found by neither.
  'h\u0461rbour',
  'nowhere at all',
];

it("finds what the database finds, kind by kind, newest first, in the owner's portfolio only", async () => {
  const ownerId = owner.owner._id;
  const index = await PortfolioIndex.read(thread, server.app.db, ownerId);
  // Read in pages of 7 rows, a page's last row and the next's first included once.
  const inPages = await PortfolioIndex.read(thread, server.app.db, ownerId, { rowsPerPage: 7 });
  expect(inPages.size).toBe(index.size);
  for (const typed of [...words, home.tenant.name, home.property.name]) {
    const fromDatabase = await ownerResults(server.app.db, ownerId, typed);
    expect({ typed, found: await index.find(typed) }).toEqual({ typed, found: fromDatabase });
    expect({ typed, found: await inPages.find(typed) }).toEqual({ typed, found: fromDatabase });
  }
  // The seeded portfolio is large enough that only the newest five of a kind are given.
  expect((await index.find('court')).map((result) => result.kind)).toEqual([
    ...Array(5).fill('property'),
    ...Array(5).fill('lease'),
  ]);
  const strangers = await PortfolioIndex.read(thread, server.app.db, stranger.owner._id);
  expect(await strangers.find('harbour')).toEqual([]);
  expect(await strangers.find(home.tenant.name)).toEqual([]);
});

it('fails what was asked of the index thread once it stops, and tells whoever started it', async () => {
  const stops: Error[] = [];
  const failing = new IndexThread((error) => stops.push(error));
  // Results that are not a list throw on the thread, which then stops.
  await expect(failing.ask({ kind: 'add', index: 1, entries: null as never })).rejects.toThrow();
  expect(stops).toHaveLength(1);
  await expect(failing.ask({ kind: 'find', index: 1, words: 'harbour' })).rejects.toThrow();
  await failing.close();
});

/** How many of this process's threads run at the nice value, on Linux. */
function threadsAt(nice: number) {
  return readdirSync('/proc/self/task').filter((thread) => {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    // After the name in brackets: state is the first field, nice the 17th.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) === nice;
  }).length;
}

(process.platform === 'linux' ? it : it.skip)(
  "indexes ten steps below the server's priority on Linux, the server's own unchanged",
  async () => {
    const own = getPriority();
    const below = Math.min(own + 10, 19);
    const before = threadsAt(below);
    const started = new IndexThread();
    await started.ask({ kind: 'find', index: 0, words: 'harbour' });
    expect(threadsAt(below)).toBe(before + 1);
    expect(getPriority()).toBe(own);
    await started.close();
    expect(threadsAt(below)).toBe(before);
  },
);

it('frees an index on the thread when it is dropped', async () => {
  const index = await PortfolioIndex.read(thread, server.app.db, owner.owner._id);
  expect(await index.find('harbour')).not.toHaveLength(0);
  index.drop();
  expect(await index.find('harbour')).toEqual([]);
});

const unbounded = { results: Number.POSITIVE_INFINITY, spacing: 0 };

/** What the indexes answer for the words, or "database" when they asked the database. */
async function answer(indexes: PortfolioIndexes, ownerId: string, version: number, words: string) {
  const fromDatabase: SearchResult[] = [];
  const found = await indexes.search(ownerId, version, words, async () => fromDatabase);
  return found === fromDatabase ? 'database' : found;
}

it('is used only at the count of writes it was read at, and read again for a newer one', async () => {
  const indexes = indexesWith(unbounded);
  const ownerId = owner.owner._id;
  const before = await writeCount(ownerId);
  expect(await answer(indexes, ownerId, before, 'gutter')).toBe('database');
  await indexes.settled(ownerId);
  expect(await answer(indexes, ownerId, before, 'gutter')).toEqual([]);

  const filed = await fileMaintenanceRequest(server, home, {
    title: 'Gutter overflows',
    description: 'Water on the porch.',
  });
  expect(filed.statusCode).toBe(201);
  const after = await writeCount(ownerId);
  expect(after).toBeGreaterThan(before);
  expect(await answer(indexes, ownerId, after, 'gutter')).toBe('database');
  await indexes.settled(ownerId);
  const found = await answer(indexes, ownerId, after, 'gutter');
  expect(found).toEqual(await ownerResults(server.app.db, ownerId, 'gutter'));
  expect(found).toEqual([expect.objectContaining({ title: 'Gutter overflows' })]);
  // A request that read the older count is answered by the database.
  expect(await answer(indexes, ownerId, before, 'gutter')).toBe('database');
});

it('answers from the index once read when the owner has a search on the database already', async () => {
  const indexes = indexesWith(unbounded);
  const ownerId = owner.owner._id;
  const version = await writeCount(ownerId);
  // The first search starts the reading.
  expect(await answer(indexes, ownerId, version, 'harbour')).toBe('database');
  let answerSlowSearch = () => {};
  const slowDatabase = new Promise<SearchResult[]>((resolve) => {
    answerSlowSearch = () => resolve([]);
  });
  const slowSearch = indexes.search(ownerId, version, 'quay', () => slowDatabase);

  const next = await answer(indexes, ownerId, version, 'harbour');

  expect(next).toEqual(await ownerResults(server.app.db, ownerId, 'harbour'));
  expect(next).not.toHaveLength(0);
  answerSlowSearch();
  await slowSearch;
  // With none left on the database, a search at a newer count goes there again.
  expect(await answer(indexes, ownerId, version + 1, 'harbour')).toBe('database');
});

it('reads a portfolio again no sooner than its spacing after the last reading', async () => {
  const indexes = indexesWith({
    ...unbounded,
    spacing: 1_000_000,
  });
  const ownerId = owner.owner._id;
  const before = await writeCount(ownerId);
  await answer(indexes, ownerId, before, 'porch');
  await indexes.settled(ownerId);
  expect(await answer(indexes, ownerId, before, 'porch')).not.toBe('database');
  await fileMaintenanceRequest(server, home, {
    title: 'Porch light out',
    description: 'The bulb is fine.',
  });
  const after = await writeCount(ownerId);
  expect(await answer(indexes, ownerId, after, 'porch')).toBe('database');
  await indexes.settled(ownerId);
  expect(await answer(indexes, ownerId, after, 'porch')).toBe('database');
});

it('stops a reading under way when closed, without a warning', async () => {
  const log = server.app.log.child({});
  const warn = jest.spyOn(log, 'warn');
  const indexes = indexesWith(unbounded, log);
  const ownerId = owner.owner._id;
  const version = await writeCount(ownerId);
  expect(await answer(indexes, ownerId, version, 'court')).toBe('database');
  await indexes.close();
  expect(await answer(indexes, ownerId, version, 'court')).toBe('database');
  await indexes.settled(ownerId);
  expect(await answer(indexes, ownerId, version, 'court')).toBe('database');
  expect(warn).not.toHaveBeenCalled();
});

it('keeps the owners searched last within its bound, and never one larger than it', async () => {
  const ownerSize = (await PortfolioIndex.read(thread, server.app.db, owner.owner._id)).size;
  const strangerSize = (await PortfolioIndex.read(thread, server.app.db, stranger.owner._id)).size;
  expect(strangerSize).toBeLessThan(ownerSize);
  /** Whether the owner's portfolio is indexed once it has been searched. */
  const indexed = async (indexes: PortfolioIndexes, ownerId: string) => {
    const version = await writeCount(ownerId);
    await answer(indexes, ownerId, version, 'house');
    await indexes.settled(ownerId);
    return (await answer(indexes, ownerId, version, 'house')) !== 'database';
  };
  const indexes = indexesWith({
    ...unbounded,
    results: ownerSize,
  });
  expect(await indexed(indexes, owner.owner._id)).toBe(true);
  expect(await indexed(indexes, stranger.owner._id)).toBe(true);
  // Both together are over the bound: the owner searched first went.
  const version = await writeCount(owner.owner._id);
  expect(await answer(indexes, owner.owner._id, version, 'house')).toBe('database');

  const small = indexesWith({
    ...unbounded,
    results: strangerSize,
  });
  expect(await indexed(small, stranger.owner._id)).toBe(true);
  expect(await indexed(small, owner.owner._id)).toBe(false);
  expect(await indexed(small, owner.owner._id)).toBe(false);
});

it('gives the same answers through the search call once the index is read', async () => {
  const search = async (typed: string) => {
    const response = await server.request({
      url: `/api/search?q=${encodeURIComponent(typed)}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const first = await search('elm court');
  await server.app.portfolioIndexes.settled(owner.owner._id);
  const version = await writeCount(owner.owner._id);
  expect(
    await answer(server.app.portfolioIndexes, owner.owner._id, version, 'elm court 1'),
  ).not.toBe('database');
  expect(await search('elm court 1')).toEqual(
    await ownerResults(server.app.db, owner.owner._id, 'elm court 1'),
  );
  expect(first.length).toBe(5 + 5);
});
