import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import type { ObjectStorageConfig } from '../config';
import { signUpOwner } from '../test-support/owners';
import { createLease, documentForm, inviteTenant, pdfBytes } from '../test-support/tenancy';
import {
  type TestApp,
  startTestApp,
  startupTimeout,
  temporaryFolder,
} from '../test-support/test-app';

let storeFolder: string;
let objectStore: S3rver;
let settings: ObjectStorageConfig;
let server: TestApp;

beforeAll(async () => {
  storeFolder = await temporaryFolder();
  objectStore = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: storeFolder,
    silent: true,
    configureBuckets: [{ name: 'documents' }],
  });
  const { port } = await objectStore.run();
  settings = {
    bucket: 'documents',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  server = await startTestApp({ objectStorage: settings });
}, startupTimeout);

afterAll(async () => {
  await server.close();
  await objectStore.close();
  await rm(storeFolder, { recursive: true, force: true });
});

test('with a bucket configured, a document goes to the object store and comes back whole', async () => {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  const tenant = await inviteTenant(server, owner, lease.leaseId);
  const uploaded = await server.request({
    method: 'POST',
    url: '/api/tenants/background-check/documents/proofOfIncome',
    headers: tenant.headers,
    payload: documentForm(pdfBytes, 'payslip.pdf'),
  });
  expect(uploaded.statusCode).toBe(201);
  expect(await readdir(path.join(server.config.dataDir, 'files')).catch(() => [])).toEqual([]);
  const stored = await readdir(path.join(storeFolder, 'documents', 'documents'));
  expect(stored.filter((name) => name.endsWith('._S3rver_object'))).toHaveLength(1);

  const download = await server.request({
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}/documents/${uploaded.json().data.documentId}`,
    headers: owner.headers,
  });
  expect(download.statusCode).toBe(200);
  expect(download.rawBody).toEqual(pdfBytes);

  const ready = await server.request({ url: '/api/health/ready' });
  expect(ready.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
});

test('a document of several megabytes streams up in parts and comes back whole; one past 10 MB leaves no object', async () => {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  const tenant = await inviteTenant(server, owner, lease.leaseId);
  const objects = async () =>
    (await readdir(path.join(storeFolder, 'documents', 'documents'))).filter((name) =>
      name.endsWith('._S3rver_object'),
    );
  const before = await objects();
  const upload = (content: Buffer) =>
    server.request({
      method: 'POST',
      url: '/api/tenants/background-check/documents/bankStatement',
      headers: tenant.headers,
      payload: documentForm(content, 'statement.pdf'),
    });
  const pdf = (bytes: number) =>
    Buffer.concat([pdfBytes, Buffer.alloc(bytes - pdfBytes.length, 0x20)]);

  const refused = await upload(pdf(10 * 1024 * 1024 + 1));
  expect(refused.statusCode).toBe(413);
  expect(await objects()).toEqual(before);

  const large = pdf(7 * 1024 * 1024);
  const uploaded = await upload(large);
  expect(uploaded.statusCode).toBe(201);
  expect(await objects()).toHaveLength(before.length + 1);
  const download = await server.request({
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}/documents/${uploaded.json().data.documentId}`,
    headers: owner.headers,
  });
  expect(download.rawBody.equals(large)).toBe(true);
});

test(
  'a missing bucket makes the server not ready',
  async () => {
    const elsewhere = await startTestApp({
      objectStorage: { ...settings, bucket: 'no-such-bucket' },
    });
    try {
      const ready = await elsewhere.request({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'Cannot reach the document storage' });
    } finally {
      await elsewhere.close();
    }
  },
  startupTimeout,
);
