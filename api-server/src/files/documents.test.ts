import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { signUpOwner } from '../test-support/owners';
import {
  type InvitedTenant,
  createLease,
  documentForm,
  inviteTenant,
  pdfBytes,
  tenancySteps,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const upload = (tenant: InvitedTenant, kind: string, payload: unknown) =>
  server.request({
    method: 'POST',
    url: `/api/tenants/background-check/documents/${kind}`,
    headers: tenant.headers,
    payload,
  });

const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72]);
const storedFiles = async () =>
  (await readdir(path.join(server.config.dataDir, 'files')).catch(() => [])).sort();

async function invitedTenant() {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  return { owner, tenant: await inviteTenant(server, owner, lease.leaseId) };
}

test('a document is stored under a server-made name and downloaded by the owner as an attachment', async () => {
  const { owner, tenant } = await invitedTenant();
  const response = await upload(
    tenant,
    'driverLicense',
    documentForm(pdfBytes, '../../licence scan.pdf'),
  );
  expect(response.statusCode).toBe(201);
  const document = response.json().data;
  expect(document).toEqual({
    documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    kind: 'driverLicense',
    fileName: 'licence scan.pdf',
    contentType: 'application/pdf',
    size: pdfBytes.length,
    uploadedAt: expect.any(String),
  });
  expect(await storedFiles()).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);

  const base = `/api/tenants/tenant/${tenant.tenant.tenantId}/documents`;
  const listed = await server.request({ url: base, headers: owner.headers });
  expect(listed.json()).toEqual({ data: [document] });
  const detail = await server.request({
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}`,
    headers: owner.headers,
  });
  expect(detail.json().data.backgroundCheck.data).toMatchObject({
    driverLicense: document,
    bankStatement: null,
  });

  const download = await server.request({
    url: `${base}/${document.documentId}`,
    headers: owner.headers,
  });
  expect(download.statusCode).toBe(200);
  expect(download.headers).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': 'attachment; filename="licence scan.pdf"',
    'x-content-type-options': 'nosniff',
  });
  expect(download.rawBody).toEqual(pdfBytes);
});

test('an HTML file named .png is refused, whatever type it claims', async () => {
  const { tenant } = await invitedTenant();
  const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
  const before = await storedFiles();
  const response = await upload(
    tenant,
    'proofOfAddress',
    documentForm(html, 'bill.png', 'image/png'),
  );
  expect(response.statusCode).toBe(415);
  expect(response.json()).toEqual({ error: 'Upload a PDF, PNG, JPEG or WebP file' });
  expect(await storedFiles()).toEqual(before);
});

test('a file over 10 MB answers 413 and is not kept', async () => {
  const { tenant } = await invitedTenant();
  const before = await storedFiles();
  const oversized = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024)]);
  const response = await upload(tenant, 'bankStatement', documentForm(oversized, 'statement.pdf'));
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ error: 'A document can be at most 10 MB' });
  expect(await storedFiles()).toEqual(before);
});

test('a new upload of a kind replaces the one before, file and all', async () => {
  const { owner, tenant } = await invitedTenant();
  const first = (
    await upload(tenant, 'proofOfIncome', documentForm(pdfBytes, 'payslip.pdf'))
  ).json().data;
  const filesAfterFirst = await storedFiles();
  const second = await upload(
    tenant,
    'proofOfIncome',
    documentForm(pngBytes, 'payslip photo.jpeg'),
  );
  expect(second.statusCode).toBe(201);
  expect(second.json().data).toMatchObject({
    contentType: 'image/png',
    fileName: 'payslip photo.png',
  });
  const listed = await server.request({
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}/documents`,
    headers: owner.headers,
  });
  expect(listed.json().data).toHaveLength(1);
  const gone = await server.request({
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}/documents/${first.documentId}`,
    headers: owner.headers,
  });
  expect(gone.statusCode).toBe(404);
  expect((await storedFiles()).length).toBe(filesAfterFirst.length);
});

test('refuses an unknown kind, a body that is not multipart, and uploads after the review', async () => {
  const { owner, tenant } = await invitedTenant();
  expect((await upload(tenant, 'passport', documentForm(pdfBytes, 'p.pdf'))).statusCode).toBe(400);
  const notMultipart = await upload(tenant, 'driverLicense', { file: 'x' });
  expect(notMultipart.statusCode).toBe(415);
  expect((await upload(tenant, 'driverLicense', new FormData())).json()).toEqual({
    error: 'Attach the document as a file',
  });

  const steps = tenancySteps(server, owner);
  await steps.submitCheck(tenant);
  await steps.review(tenant, 'passed');
  const late = await upload(tenant, 'driverLicense', documentForm(pdfBytes, 'late.pdf'));
  expect(late.statusCode).toBe(409);
  expect(late.json()).toEqual({
    error: 'Your background check has already been reviewed: it can no longer change',
  });
});
