// `npm run test:load -w api-server [-- embedded|postgres [seconds [connections]]]`: a realistic mix
// (sign-ins, lists, metrics, creations, uploads) from 100 concurrent connections for 60 s against
// the built server on the embedded database or on PostgreSQL (TEST_DATABASE_URL). Prints requests,
// throughput, errors, p50/p99 per route, and the server's memory at the start and the end.
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import {
  call,
  invitationTokenFor,
  mustCall,
  mustUploadDocument,
  percentile,
  serverFigures,
  sleep,
  startServer,
  temporaryFolder,
  uploadDocument,
  backgroundCheckDetails,
} from './support.mjs';

const mode = process.argv[2] ?? 'embedded';
const seconds = Number(process.argv[3] ?? 60);
const connections = Number(process.argv[4] ?? 100);
const owners = 20;

function propertyBody(name) {
  return {
    name,
    type: 'apartment',
    description: 'Measured under load.',
    industry: 'development',
    manager: 'Load Owner',
    contact: '+15125550142',
    units: 4,
    monthlyRent: 1500,
    securityDeposit: 1500,
    location: {
      address: '1 Load Lane',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postalCode: '78701',
    },
  };
}

/** Owners with properties, an active tenancy each (a signed-in tenant) and one invited tenant. */
async function setUp(origin) {
  const accounts = [];
  for (let index = 0; index < owners; index += 1) {
    const email = `load-${index}-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'load-owner-pass-1';
    const { access_token: token } = await mustCall(origin, 'POST', '/api/owners/create', {
      body: { name: `Load Owner ${index}`, email, password },
    });
    const owner = { 'x-access-token': token };
    await mustCall(origin, 'PUT', '/api/owners/update', {
      headers: owner,
      body: {
        bankDetails: {
          accountName: 'Load Owner',
          bankName: 'First Austin Bank',
          accountNumber: '000123456789',
          routingNumber: '111000025',
        },
      },
    });
    const propertyIds = [];
    for (let count = 0; count < 5; count += 1) {
      propertyIds.push(
        (
          await mustCall(origin, 'POST', '/api/properties/create', {
            headers: owner,
            body: propertyBody(`Home ${count}`),
          })
        ).data.propertyId,
      );
    }
    const tenancy = async (tenantEmail, propertyId) => {
      const { lease } = await mustCall(origin, 'POST', '/api/leases/create', {
        headers: owner,
        body: {
          propertyId,
          startDate: '2027-01-01',
          endDate: '2027-12-31',
          monthlyRent: 1500,
          securityDeposit: 1500,
          currentUnit: 1,
        },
      });
      const { data: tenant } = await mustCall(origin, 'POST', '/api/tenants/create', {
        headers: owner,
        body: {
          leaseId: lease.leaseId,
          email: tenantEmail,
          name: 'Load Tenant',
          phone: '+15125550199',
          address: '7 Oak Lane',
        },
      });
      const invitation = { 'x-access-tenant-token': await invitationTokenFor(origin, tenantEmail) };
      await mustUploadDocument(origin, invitation);
      await mustCall(origin, 'PUT', '/api/tenants/background-check', {
        headers: invitation,
        body: backgroundCheckDetails,
      });
      return { tenant, invitation };
    };
    const activeEmail = `load-tenant-${index}-${randomUUID().slice(0, 8)}@example.com`;
    const active = await tenancy(activeEmail, propertyIds[0]);
    const tenantUrl = `/api/tenants/tenant/${active.tenant.tenantId}`;
    await mustCall(origin, 'PUT', `${tenantUrl}/background-check`, {
      headers: owner,
      body: { result: 'passed' },
    });
    await mustCall(origin, 'POST', `${tenantUrl}/lease/send`, { headers: owner, body: {} });
    await mustCall(origin, 'POST', '/api/tenants/lease/sign', {
      headers: active.invitation,
      body: { fullName: 'Load Tenant' },
    });
    await mustCall(origin, 'POST', '/api/tenants/lease/payment', {
      headers: active.invitation,
      body: {},
    });
    await mustCall(origin, 'POST', '/api/tenants/password/create', {
      headers: active.invitation,
      body: {
        token: active.invitation['x-access-tenant-token'],
        email: activeEmail,
        password: 'load-tenant-pass-1',
      },
    });
    await mustCall(origin, 'PUT', `${tenantUrl}/payment`, {
      headers: owner,
      body: { result: 'received' },
    });
    const tenantSession = await mustCall(origin, 'POST', '/api/tenants/login', {
      body: { email: activeEmail, password: 'load-tenant-pass-1' },
    });
    const pending = await tenancy(
      `load-applicant-${index}-${randomUUID().slice(0, 8)}@example.com`,
      propertyIds[1],
    );
    accounts.push({
      email,
      password,
      owner,
      propertyIds,
      tenant: { 'x-access-tenant-token': tenantSession.data.access_token },
      applicant: pending.invitation,
    });
  }
  return accounts;
}

/** The mix: [route label, weight, how to send it]. */
const mix = [
  [
    'POST /api/owners/login',
    2,
    (account) => [
      'POST',
      '/api/owners/login',
      { body: { email: account.email, password: account.password } },
    ],
  ],
  ['GET /api/properties', 20, (account) => ['GET', '/api/properties', { headers: account.owner }]],
  [
    'GET /api/properties/metrics',
    14,
    (account) => ['GET', '/api/properties/metrics', { headers: account.owner }],
  ],
  [
    'GET /api/owners/pending-activities',
    10,
    (account) => ['GET', '/api/owners/pending-activities', { headers: account.owner }],
  ],
  [
    'GET /api/tenants/all',
    10,
    (account) => ['GET', '/api/tenants/all', { headers: account.owner }],
  ],
  [
    'GET /api/tenants/metrics',
    10,
    (account) => ['GET', '/api/tenants/metrics', { headers: account.tenant }],
  ],
  ['GET /api/owners', 8, (account) => ['GET', '/api/owners', { headers: account.owner }]],
  [
    'GET /api/leases?propertyId=',
    8,
    (account) => [
      'GET',
      `/api/leases?propertyId=${account.propertyIds[0]}`,
      { headers: account.owner },
    ],
  ],
  [
    'POST /api/properties/create',
    4,
    (account) => [
      'POST',
      '/api/properties/create',
      { headers: account.owner, body: propertyBody(`New ${randomUUID().slice(0, 6)}`) },
    ],
  ],
  [
    'POST /api/leases/create',
    2,
    (account) => [
      'POST',
      '/api/leases/create',
      {
        headers: account.owner,
        body: {
          propertyId: account.propertyIds[2 + Math.floor(Math.random() * 3)],
          startDate: '2028-01-01',
          endDate: '2028-12-31',
          monthlyRent: 1500,
          securityDeposit: 1500,
          currentUnit: 1 + Math.floor(Math.random() * 4),
        },
      },
    ],
  ],
  ['POST /api/tenants/background-check/documents/{kind}', 2, (account) => ['UPLOAD', account]],
];
const totalWeight = mix.reduce((total, [, weight]) => total + weight, 0);

function pick() {
  let roll = Math.random() * totalWeight;
  for (const entry of mix) {
    roll -= entry[1];
    if (roll < 0) return entry;
  }
  return mix[0];
}

async function send(origin, account, make) {
  const [method, url, options] = make(account);
  if (method === 'UPLOAD')
    return (await uploadDocument(origin, url.applicant, 'bankStatement')).status;
  return (await call(origin, method, url, options)).status;
}

// The same terms again answer the existing lease (200); an overlapping one is refused (409).
const expected = { 'POST /api/leases/create': [200, 201, 409] };

async function database() {
  const dataDir = await temporaryFolder('load');
  if (mode === 'embedded')
    return {
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error('postgres mode needs TEST_DATABASE_URL (scripts/with-postgres.sh sets it)');
  const schema = `load_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop schema ${schema} cascade`);
      await dropper.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const { env, drop } = await database();
  // As docs/deployment.md recommends: glibc's per-thread arenas otherwise keep the memory the
  // password hashing threads used (19 MiB per hash) long after the load is gone, and without a
  // heap ceiling V8 lets garbage grow the heap to several times the live data before collecting.
  const settings = {
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-old-space-size=1024',
  };
  const server = await startServer({
    env: {
      ...settings,
      ...env,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
  });
  try {
    const accounts = await setUp(server.origin);
    const latencies = new Map(mix.map(([label]) => [label, []]));
    const statuses = new Map();
    const errors = [];
    // A warm-up at full concurrency, so the start figure is the running server's, not the cold one's.
    const warmUntil = Date.now() + 10_000;
    await Promise.all(
      Array.from({ length: connections }, async (_, index) => {
        while (Date.now() < warmUntil)
          await send(server.origin, accounts[index % accounts.length], pick()[2]);
      }),
    );
    await sleep(1000);
    const atStart = await serverFigures(server.origin);
    const started = Date.now();
    const until = started + seconds * 1000;
    // One reading lands anywhere in a garbage collection's cycle; readings every 2 s show the trend.
    const readings = [];
    const sampling = (async () => {
      while (Date.now() < until) {
        readings.push({ at: Date.now() - started, ...(await serverFigures(server.origin)) });
        await sleep(2000);
      }
    })();
    await Promise.all(
      Array.from({ length: connections }, async (_, index) => {
        const account = accounts[index % accounts.length];
        while (Date.now() < until) {
          const [label, , make] = pick();
          const sent = performance.now();
          const status = await send(server.origin, account, make).catch(() => 0);
          latencies.get(label).push(performance.now() - sent);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const fine = expected[label] ?? [200, 201];
          if (!fine.includes(status)) errors.push(`${label} → ${status}`);
        }
      }),
    );
    await sampling;
    const elapsed = (Date.now() - started) / 1000;
    const atEnd = await serverFigures(server.origin);
    await sleep(10_000);
    const settled = await serverFigures(server.origin);
    const total = [...latencies.values()].reduce((sum, list) => sum + list.length, 0);
    const all = [...latencies.values()].flat().sort((x, y) => x - y);

    console.log(
      `load on ${mode === 'embedded' ? 'the embedded database (PGlite)' : 'PostgreSQL'}: ${connections} connections for ${seconds} s, ${owners} owners; server run with MALLOC_ARENA_MAX=${settings.MALLOC_ARENA_MAX} NODE_OPTIONS=${settings.NODE_OPTIONS}`,
    );
    console.log(
      `requests: ${total} (${(total / elapsed).toFixed(0)} req/s), errors: ${errors.length}`,
    );
    console.log(
      `status counts: ${[...statuses]
        .sort(([x], [y]) => x - y)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')}`,
    );
    console.log(
      `all routes: p50 ${percentile(all, 0.5).toFixed(0)} ms, p99 ${percentile(all, 0.99).toFixed(0)} ms`,
    );
    for (const [label, list] of latencies) {
      list.sort((x, y) => x - y);
      console.log(
        `  ${label.padEnd(52)} ${String(list.length).padStart(6)} requests  p50 ${percentile(list, 0.5).toFixed(0).padStart(5)} ms  p99 ${percentile(list, 0.99).toFixed(0).padStart(5)} ms`,
      );
    }
    const growth =
      ((atEnd.residentMemoryMb - atStart.residentMemoryMb) / atStart.residentMemoryMb) * 100;
    const settledGrowth =
      ((settled.residentMemoryMb - atStart.residentMemoryMb) / atStart.residentMemoryMb) * 100;
    const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;
    console.log(
      `server memory: ${atStart.residentMemoryMb} MB resident at the start, ${atEnd.residentMemoryMb} MB at the end (${signed(growth)}), ${settled.residentMemoryMb} MB 10 s later (${signed(settledGrowth)})`,
    );
    const meanResident = (from, to) => {
      const within = readings.filter((reading) => reading.at >= from && reading.at < to);
      return within.reduce((sum, reading) => sum + reading.residentMemoryMb, 0) / within.length;
    };
    const firstTen = meanResident(0, 10_000);
    const lastTen = meanResident((seconds - 10) * 1000, seconds * 1000);
    const resident = readings.map((reading) => reading.residentMemoryMb);
    console.log(
      `  read every 2 s: ${firstTen.toFixed(0)} MB on average over the first 10 s, ${lastTen.toFixed(0)} MB over the last 10 s (${signed(((lastTen - firstTen) / firstTen) * 100)}), lowest ${Math.min(...resident)} MB, highest ${Math.max(...resident)} MB`,
    );
    const parts = (figures) =>
      `main heap ${figures.heapUsedMb} MB used of ${figures.heapTotalMb} MB` +
      (Number.isNaN(figures.webAssemblyMb)
        ? ''
        : `, database thread heap ${figures.databaseHeapMb} MB, WebAssembly ${figures.webAssemblyMb} MB`);
    for (const [when, figures] of [
      ['start', atStart],
      ['end', atEnd],
      ['10 s later', settled],
    ])
      console.log(`  at the ${when}: ${parts(figures)}`);
    const kinds = new Map();
    for (const error of errors) kinds.set(error, (kinds.get(error) ?? 0) + 1);
    for (const [error, count] of [...kinds].slice(0, 10))
      console.log(`  error: ${error} × ${count}`);
    if (errors.length > 0) process.exitCode = 1;
  } finally {
    await server.kill('SIGTERM');
    await drop();
  }
}

await main();
