import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { signUpOwner } from '../test-support/owners';
import { createLease, documentForm, inviteTenant, pdfBytes } from '../test-support/tenancy';
import {
  type TestApp,
  startTestApp,
  startupTimeout,
  temporaryFolder,
  testConfig,
} from '../test-support/test-app';
import { documentStorage } from './plugin';

const logLinesOf = (stream: PassThrough) => {
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return lines;
};

describe('a document whose file is not in storage', () => {
  const logStream = new PassThrough();
  const logLines = logLinesOf(logStream);
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ logLevel: 'warn' }, { logStream });
  }, startupTimeout);
  afterAll(() => server.close());

  test('answers 404 with an error text and is logged once', async () => {
    const owner = await signUpOwner(server);
    const lease = await createLease(server, owner);
    const tenant = await inviteTenant(server, owner, lease.leaseId);
    const uploaded = await server.request({
      method: 'POST',
      url: '/api/tenants/background-check/documents/driverLicense',
      headers: tenant.headers,
      payload: documentForm(pdfBytes, 'licence.pdf'),
    });
    expect(uploaded.statusCode).toBe(201);
    // As when it was uploaded through another server that kept it on its own disk.
    const folder = path.join(server.config.dataDir, 'files');
    for (const name of await readdir(folder)) await rm(path.join(folder, name));

    const download = await server.request({
      url: `/api/tenants/tenant/${tenant.tenant.tenantId}/documents/${uploaded.json().data.documentId}`,
      headers: owner.headers,
    });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({
      error: 'This file is no longer in storage. Please upload it again.',
    });
    expect(logLines.filter((line) => line.includes('stored file missing'))).toHaveLength(1);
  });
});

test('a server on PostgreSQL without a shared bucket says at start that documents stay on its disk', async () => {
  const dataDir = await temporaryFolder();
  const logStream = new PassThrough();
  const logLines = logLinesOf(logStream);
  const app = Fastify({ logger: { level: 'info', stream: logStream } });
  const config = testConfig(dataDir, { kind: 'postgres', url: 'postgres://db.internal/homestead' });
  await app.register(documentStorage, { config });
  await app.ready();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  expect(logLines.filter((line) => line.includes('without S3_BUCKET'))).toHaveLength(1);
});
