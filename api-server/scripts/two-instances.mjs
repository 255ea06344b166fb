// `npm run test:two-instances -w api-server` (inside scripts/with-postgres.sh): two API servers on
// one PostgreSQL and one local S3-compatible server (s3rver), each with a data folder of its own,
// and the whole tenancy journey with requests alternating between them; a document uploaded
// through one is downloaded through the other. Exits 1 on the first step that goes wrong.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import {
  call,
  freePort,
  invitationTokenFor,
  pdf,
  startServer,
  temporaryFolder,
  uploadDocument,
  backgroundCheckDetails,
} from './support.mjs';

const bucket = 'homestead-documents';

const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Needs TEST_DATABASE_URL: run it inside scripts/with-postgres.sh');
  process.exit(1);
}

let steps = 0;
function check(condition, what, detail = '') {
  if (!condition) throw new Error(`${what} ${detail}`);
  steps += 1;
  console.log(`  ok ${steps}: ${what}`);
}

async function main() {
  const schema = `two_instances_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);

  const storeFolder = await temporaryFolder('s3');
  const s3Port = await freePort();
  const objectStore = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    directory: storeFolder,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await objectStore.run();
  const s3 = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const shared = {
    DATABASE_URL: databaseUrl.toString(),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...s3,
  };
  const folders = [await temporaryFolder('instance-a'), await temporaryFolder('instance-b')];
  const servers = [];
  try {
    // Started together: both migrate the one empty database at the same moment.
    servers.push(
      ...(await Promise.all(
        folders.map((folder) => startServer({ env: { ...shared, DATA_DIR: folder } })),
      )),
    );
    const [a, b] = servers.map((server) => server.origin);
    console.log(`two instances on ${a} and ${b}, one PostgreSQL, S3 at ${s3.S3_ENDPOINT}`);
    let turn = 0;
    const next = () => [a, b][turn++ % 2];
    const api = async (method, url, options) => {
      const origin = next();
      const answer = await call(origin, method, url, options);
      return { ...answer, origin };
    };

    const email = `landlord-${Date.now()}@example.com`;
    const created = await api('POST', '/api/owners/create', {
      body: { name: 'Lena Landlord', email, password: 'two-servers-1' },
    });
    check(created.status === 201, `owner registered through ${created.origin}`, created.text);
    const signIn = await api('POST', '/api/owners/login', {
      body: { email, password: 'two-servers-1' },
    });
    check(signIn.status === 200, `owner signed in through ${signIn.origin}`, signIn.text);
    const owner = { 'x-access-token': signIn.json.access_token };
    const bank = await api('PUT', '/api/owners/update', {
      headers: owner,
      body: {
        bankDetails: {
          accountName: 'Lena Landlord',
          bankName: 'First Austin Bank',
          accountNumber: '000123456789',
          routingNumber: '111000025',
        },
      },
    });
    check(bank.status === 200, `bank details saved through ${bank.origin}`, bank.text);
    const property = await api('POST', '/api/properties/create', {
      headers: owner,
      body: {
        name: 'Twin Oaks',
        type: 'house',
        description: 'Served by two servers.',
        industry: 'development',
        manager: 'Lena Landlord',
        contact: '+15125550142',
        units: 1,
        monthlyRent: 1500,
        securityDeposit: 1500,
        location: {
          address: '2 Twin Road',
          city: 'Austin',
          state: 'TX',
          country: 'US',
          postalCode: '78701',
        },
      },
    });
    check(property.status === 201, `property created through ${property.origin}`, property.text);
    const { propertyId } = property.json.data;
    const listed = await api('GET', '/api/properties', { headers: owner });
    check(
      listed.json?.data?.some((item) => item.propertyId === propertyId),
      `property listed through ${listed.origin}`,
    );
    const lease = await api('POST', '/api/leases/create', {
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
    check(lease.status === 201, `lease created through ${lease.origin}`, lease.text);
    const tenantEmail = `tenant-${Date.now()}@example.com`;
    const invited = await api('POST', '/api/tenants/create', {
      headers: owner,
      body: {
        leaseId: lease.json.lease.leaseId,
        email: tenantEmail,
        name: 'Tara Tenant',
        phone: '+15125550199',
        address: '7 Oak Lane, Austin, TX',
      },
    });
    check(invited.status === 201, `tenant invited through ${invited.origin}`, invited.text);
    const { tenantId } = invited.json.data;
    // Without SMTP each server keeps its own outbox: the mail is in the one that sent it.
    const invitation = await invitationTokenFor(invited.origin, tenantEmail).catch(() => null);
    check(Boolean(invitation), 'invitation mailed');
    const asTenant = { 'x-access-tenant-token': invitation };

    // The driver's license first: the background check is refused without it.
    const uploadThrough = next();
    const uploaded = await uploadDocument(uploadThrough, asTenant);
    const documentAnswer = uploaded.json;
    check(uploaded.status === 201, `document uploaded through ${uploadThrough}`, uploaded.text);
    const downloadThrough = next();
    const downloaded = await fetch(
      `${downloadThrough}/api/tenants/tenant/${tenantId}/documents/${documentAnswer.data.documentId}`,
      { headers: owner },
    );
    const bytes = Buffer.from(await downloaded.arrayBuffer());
    check(
      downloaded.status === 200 && bytes.equals(pdf),
      `the same document downloaded through ${downloadThrough}`,
      `${downloaded.status}`,
    );
    const objects = await new S3Client({
      region: 'us-east-1',
      endpoint: s3.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }).send(new ListObjectsV2Command({ Bucket: bucket }));
    const localFiles = (
      await Promise.all(
        folders.map((folder) => readdir(path.join(folder, 'files')).catch(() => [])),
      )
    ).flat();
    check(
      objects.KeyCount === 1 && localFiles.length === 0,
      "the document is in the bucket and on neither server's disk",
      `${objects.KeyCount} objects, ${localFiles.length} local files`,
    );

    const check1 = await api('PUT', '/api/tenants/background-check', {
      headers: asTenant,
      body: backgroundCheckDetails,
    });
    check(
      check1.status === 200,
      `background check submitted through ${check1.origin}`,
      check1.text,
    );

    for (const [what, method, url, headers, body] of [
      [
        'check passed',
        'PUT',
        `/api/tenants/tenant/${tenantId}/background-check`,
        owner,
        { result: 'passed' },
      ],
      ['lease sent', 'POST', `/api/tenants/tenant/${tenantId}/lease/send`, owner, {}],
      ['lease signed', 'POST', '/api/tenants/lease/sign', asTenant, { fullName: 'Tara Tenant' }],
      ['payment reported', 'POST', '/api/tenants/lease/payment', asTenant, {}],
      [
        'password created',
        'POST',
        '/api/tenants/password/create',
        asTenant,
        { token: asTenant['x-access-tenant-token'], email: tenantEmail, password: 'moving-day-1' },
      ],
      [
        'payment received',
        'PUT',
        `/api/tenants/tenant/${tenantId}/payment`,
        owner,
        { result: 'received' },
      ],
    ]) {
      const answer = await api(method, url, { headers, body });
      check(
        answer.status < 300,
        `${what} through ${answer.origin}`,
        `${answer.status} ${answer.text}`,
      );
    }
    const tenantSignIn = await api('POST', '/api/tenants/login', {
      body: { email: tenantEmail, password: 'moving-day-1' },
    });
    check(
      tenantSignIn.status === 200,
      `tenant signed in through ${tenantSignIn.origin}`,
      tenantSignIn.text,
    );
    const metrics = await api('GET', '/api/tenants/metrics', {
      headers: { 'x-access-tenant-token': tenantSignIn.json.data.access_token },
    });
    check(
      metrics.json?.data?.metrics?.leaseStatus === 'active',
      `tenant sees the active lease through ${metrics.origin}`,
      metrics.text,
    );
    const onLease = await api('GET', '/api/properties', { headers: owner });
    check(
      onLease.json?.data?.find((item) => item.propertyId === propertyId)?.isOnLease === true,
      `owner sees the property on lease through ${onLease.origin}`,
    );
    const bothReady = await Promise.all(
      [a, b].map((origin) => call(origin, 'GET', '/api/health/ready')),
    );
    check(
      bothReady.every((answer) => answer.status === 200),
      'both instances ready at the end',
    );
    console.log(`two instances: ${steps} steps passed, ${turn} requests alternated between them`);
  } finally {
    await Promise.all(servers.map((server) => server.kill('SIGTERM')));
    await objectStore.close();
    await Promise.all(
      [storeFolder, ...folders].map((folder) => rm(folder, { recursive: true, force: true })),
    );
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop schema ${schema} cascade`);
    await dropper.end();
  }
}

main().catch((error) => {
  console.error(`two instances: FAILED: ${error.message}`);
  process.exitCode = 1;
});
