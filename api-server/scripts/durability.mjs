// `npm run test:durability -w api-server`: cycles of kill -9 on the built server in the middle of
// writes (registrations, properties, leases, the tenancy flow up to the move-in payment), on the
// embedded database (`embedded`) or on PostgreSQL (`postgres`, with TEST_DATABASE_URL). After each
// restart every write that was answered 2xx must be there and no record may be half-written.
// Prints cycles, acknowledged writes, writes found and lost; exits 1 when anything is lost.
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import {
  call,
  invitationTokenFor,
  sleep,
  startServer,
  temporaryFolder,
  uploadDocument,
} from './support.mjs';

const mode = process.argv[2] ?? 'embedded';
const cycles = Number(process.argv[3] ?? 20);
const writers = 6;

/** Every write answered 2xx, with how to find it again. */
const acknowledged = [];
let verifiedUpTo = 0;
let halfWritten = 0;
let serial = 0;

class ServerGone extends Error {}

async function write(origin, kind, method, url, options, proof) {
  const send =
    method === 'UPLOAD'
      ? uploadDocument(origin, options.headers)
      : call(origin, method, url, options);
  const answer = await send.catch(() => {
    throw new ServerGone();
  });
  if (answer.status >= 500) throw new ServerGone();
  if (answer.status >= 300)
    throw new Error(`${kind}: ${method} ${url} answered ${answer.status} ${answer.text}`);
  acknowledged.push({ kind, ...proof(answer.json) });
  return answer.json;
}

/**
 * One writer's tenancy: an owner, bank details, a property, a lease, and a tenant taken through the
 * flow to the move-in payment, one write per step. A step cut by the kill is sent again after the
 * restart (every step after the registration is safe to repeat), so the later steps get written
 * too.
 */
function tenancySteps(writer) {
  serial += 1;
  const number = serial;
  const email = `owner-${writer}-${number}-${randomUUID().slice(0, 8)}@example.com`;
  const tenantEmail = `tenant-${writer}-${number}-${randomUUID().slice(0, 8)}@example.com`;
  const state = {};
  const owner = () => ({ 'x-access-token': state.token });
  const asTenant = () => ({ 'x-access-tenant-token': state.invitation });
  const tenantUrl = () => `/api/tenants/tenant/${state.tenantId}`;
  const proof = () => ({ token: state.token, tenantId: state.tenantId });
  return [
    async (origin) => {
      const body = await write(
        origin,
        'registration',
        'POST',
        '/api/owners/create',
        { body: { name: `Owner ${number}`, email, password: 'durable-owner-1' } },
        (answer) => ({ email, token: answer.access_token }),
      );
      state.token = body.access_token;
    },
    (origin) =>
      write(
        origin,
        'bank details',
        'PUT',
        '/api/owners/update',
        {
          headers: owner(),
          body: {
            bankDetails: {
              accountName: `Owner ${number}`,
              bankName: 'First Austin Bank',
              accountNumber: '000123456789',
              routingNumber: '111000025',
            },
          },
        },
        () => ({ token: state.token }),
      ),
    async (origin) => {
      const body = await write(
        origin,
        'property',
        'POST',
        '/api/properties/create',
        {
          headers: owner(),
          body: {
            name: `Durable House ${number}`,
            type: 'house',
            description: 'Written while the server may die.',
            industry: 'development',
            manager: `Owner ${number}`,
            contact: '+15125550142',
            units: 2,
            monthlyRent: 1234.56,
            securityDeposit: 1000,
            location: {
              address: `${number} Kill Street`,
              city: 'Austin',
              state: 'TX',
              country: 'US',
              postalCode: '78701',
            },
          },
        },
        (answer) => ({ token: state.token, propertyId: answer.data.propertyId }),
      );
      state.propertyId = body.data.propertyId;
    },
    async (origin) => {
      const body = await write(
        origin,
        'lease',
        'POST',
        '/api/leases/create',
        {
          headers: owner(),
          body: {
            propertyId: state.propertyId,
            startDate: '2027-01-01',
            endDate: '2027-12-31',
            monthlyRent: 1234.56,
            securityDeposit: 1000,
            currentUnit: 1,
          },
        },
        (answer) => ({ token: state.token, leaseId: answer.lease.leaseId }),
      );
      state.leaseId = body.lease.leaseId;
    },
    async (origin) => {
      // Sent again after a restart, the invitation is renewed: only the newer mail's link works.
      const askedAt = new Date(Date.now() - 1000).toISOString();
      const body = await write(
        origin,
        'invitation',
        'POST',
        '/api/tenants/create',
        {
          headers: owner(),
          body: {
            leaseId: state.leaseId,
            email: tenantEmail,
            name: `Tenant ${number}`,
            phone: '+15125550199',
            address: '7 Oak Lane',
          },
        },
        (answer) => ({ token: state.token, tenantId: answer.data.tenantId }),
      );
      state.tenantId = body.data.tenantId;
      state.invitation = await invitationTokenFor(origin, tenantEmail, askedAt).catch(() => {
        throw new ServerGone();
      });
    },
    (origin) =>
      write(
        origin,
        "driver's license",
        'UPLOAD',
        '/api/tenants/background-check/documents/driverLicense',
        { headers: asTenant() },
        proof,
      ),
    (origin) =>
      write(
        origin,
        'background check',
        'PUT',
        '/api/tenants/background-check',
        {
          headers: asTenant(),
          body: {
            phone: '+1 (512) 555-0123',
            dob: '1990-04-12',
            duration: 3,
            reasonForLeaving: 'Moving closer to work',
            backgroundCheck: {
              status: 'Pending',
              inChecks: 'In Progress',
              data: { ssn: '123-45-6789' },
            },
            payment: { hasPaid: false },
          },
        },
        proof,
      ),
    (origin) =>
      write(
        origin,
        'review',
        'PUT',
        `${tenantUrl()}/background-check`,
        { headers: owner(), body: { result: 'passed' } },
        proof,
      ),
    (origin) =>
      write(
        origin,
        'lease sent',
        'POST',
        `${tenantUrl()}/lease/send`,
        { headers: owner(), body: {} },
        proof,
      ),
    (origin) =>
      write(
        origin,
        'signature',
        'POST',
        '/api/tenants/lease/sign',
        { headers: asTenant(), body: { fullName: `Tenant ${number}` } },
        proof,
      ),
    (origin) =>
      write(
        origin,
        'payment report',
        'POST',
        '/api/tenants/lease/payment',
        { headers: asTenant(), body: {} },
        proof,
      ),
    (origin) =>
      write(
        origin,
        'payment received',
        'PUT',
        `${tenantUrl()}/payment`,
        { headers: owner(), body: { result: 'received' } },
        proof,
      ),
  ];
}

/** Each writer's unfinished tenancy, carried over the restart. */
const unfinished = new Map();

async function writeUntilKilled(origin, writer) {
  try {
    for (;;) {
      const tenancy = unfinished.get(writer) ?? { steps: tenancySteps(writer), next: 0 };
      unfinished.set(writer, tenancy);
      while (tenancy.next < tenancy.steps.length) {
        await tenancy.steps[tenancy.next](origin);
        tenancy.next += 1;
      }
      unfinished.delete(writer);
    }
  } catch (error) {
    if (!(error instanceof ServerGone)) throw error;
    // A registration cut by the kill may or may not have been written: start a new tenancy.
    if (unfinished.get(writer)?.next === 0) unfinished.delete(writer);
  }
}

/** What each acknowledged write must look like now. */
async function isThere(origin, write) {
  const get = async (url) => {
    const answer = await call(origin, 'GET', url, { headers: { 'x-access-token': write.token } });
    if (answer.status >= 500) throw new Error(`${url} answered ${answer.status}`);
    return answer.status === 200 ? answer.json : null;
  };
  switch (write.kind) {
    case 'registration':
      return (await get('/api/owners'))?.data?.email === write.email;
    case 'bank details':
      return Boolean((await get('/api/owners'))?.data?.bankDetails?.accountNumber);
    case 'property':
      return (await get(`/api/properties?propertyId=${write.propertyId}`))?.data?.some(
        (property) =>
          property.propertyId === write.propertyId && property.location?.city === 'Austin',
      );
    case 'lease':
      return (await get(`/api/lease/${write.leaseId}`))?.lease?.leaseId === write.leaseId;
    default: {
      const tenant = (await get(`/api/tenants/tenant/${write.tenantId}`))?.data;
      if (!tenant) return false;
      // A record is whole when every later step's trace comes with every earlier one's.
      const traces = [
        tenant.backgroundCheck.submittedAt,
        tenant.backgroundCheck.reviewedAt,
        tenant.leaseSentAt,
        tenant.signature,
        tenant.payment.reportedAt,
        tenant.stage === 'lease_active' ? 'active' : null,
      ];
      const lastTrace = traces.findLastIndex(Boolean);
      if (traces.slice(0, lastTrace + 1).some((trace) => !trace)) halfWritten += 1;
      if (tenant.stage === 'lease_active' && tenant.leaseStatus !== 'active') halfWritten += 1;
      if (write.kind === "driver's license")
        return Boolean(tenant.backgroundCheck.data.driverLicense);
      const needed = {
        invitation: -1,
        'background check': 0,
        review: 1,
        'lease sent': 2,
        signature: 3,
        'payment report': 4,
        'payment received': 5,
      }[write.kind];
      return lastTrace >= needed;
    }
  }
}

async function verify(origin, from) {
  let found = 0;
  const lost = [];
  for (const write of acknowledged.slice(from)) {
    if (await isThere(origin, write)) found += 1;
    else lost.push(write);
  }
  return { found, lost };
}

async function database() {
  if (mode === 'embedded') {
    const dataDir = await temporaryFolder('durability');
    return {
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error('postgres mode needs TEST_DATABASE_URL (scripts/with-postgres.sh sets it)');
  const schema = `durability_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const dataDir = await temporaryFolder('durability');
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
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const started = Date.now();
  let totalLost = 0;
  let restartsRefused = 0;
  let liveLockRefused = null;
  try {
    for (let cycle = 1; cycle <= cycles; cycle += 1) {
      let server;
      try {
        server = await startServer({ env: { ...env, ...secrets } });
      } catch (error) {
        restartsRefused += 1;
        throw new Error(`cycle ${cycle}: the server did not start again: ${error.message}`);
      }
      const { found, lost } = await verify(server.origin, verifiedUpTo);
      totalLost += lost.length;
      for (const write of lost.slice(0, 5))
        console.log(`  lost after cycle ${cycle - 1}: ${JSON.stringify(write)}`);
      verifiedUpTo = acknowledged.length;
      const before = acknowledged.length;
      const writing = Array.from({ length: writers }, (_, writer) =>
        writeUntilKilled(server.origin, writer),
      );
      if (cycle === 1 && mode === 'embedded') {
        liveLockRefused = await startServer({ env: { ...env, ...secrets } }).then(
          async (second) => {
            await second.kill();
            return false;
          },
          () => true,
        );
      }
      await sleep(3000 + Math.random() * 5000);
      await server.kill('SIGKILL');
      await Promise.all(writing);
      console.log(
        `cycle ${cycle}: started in ${server.startedInMs} ms, checked ${found + lost.length} earlier writes (${lost.length} lost), ${acknowledged.length - before} writes acknowledged before kill -9`,
      );
    }
    const last = await startServer({ env: { ...env, ...secrets } });
    const final = await verify(last.origin, verifiedUpTo);
    totalLost += final.lost.length;
    halfWritten = 0;
    const everything = await verify(last.origin, 0);
    await last.kill('SIGTERM');

    const byKind = Object.entries(
      acknowledged.reduce(
        (counts, write) => ({ ...counts, [write.kind]: (counts[write.kind] ?? 0) + 1 }),
        {},
      ),
    )
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ');
    console.log(
      `durability on ${mode === 'embedded' ? 'the embedded database (PGlite)' : 'PostgreSQL'}: ${cycles} cycles of kill -9 in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    console.log(`acknowledged writes: ${acknowledged.length} (${byKind})`);
    console.log(`writes found after the last restart: ${everything.found}`);
    console.log(`lost: ${everything.lost.length}`);
    console.log(`half-written records: ${halfWritten}`);
    console.log(`restarts refused by a stale lock: ${restartsRefused}`);
    if (liveLockRefused !== null) {
      console.log(
        `a second server on the live data folder: ${liveLockRefused ? 'refused' : 'STARTED'}`,
      );
    }
    if (
      everything.lost.length > 0 ||
      totalLost > 0 ||
      halfWritten > 0 ||
      liveLockRefused === false
    ) {
      process.exitCode = 1;
    }
  } finally {
    await drop();
  }
}

await main();
