import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { passwordMessages } from 'shared-api/contract';
import { signUpOwner } from '../test-support/owners';
import {
  type ActiveTenancy,
  activeTenancy,
  createLease,
  documentForm,
  inviteTenant,
  pdfBytes,
  tenancySteps,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
let resident: ActiveTenancy;

beforeAll(async () => {
  server = await startTestApp();
  resident = await activeTenancy(server, await signUpOwner(server, { name: 'Olive Owner' }), {
    metadata: { specialTerms: 'No smoking indoors. Quiet hours after 10 pm.' },
  });
}, startupTimeout);
afterAll(() => server.close());

const signIn = (email: string, password: string) =>
  server.request({ method: 'POST', url: '/api/tenants/login', payload: { email, password } });

/** Every line the PDF's pages draw, decoded from the content streams. */
async function pdfText(bytes: Buffer) {
  const document = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of('Filter'));
    const content = Buffer.from(
      filter === PDFName.of('FlateDecode') ? inflateSync(object.contents) : object.contents,
    ).toString('latin1');
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      lines.push(Buffer.from(hex!, 'hex').toString('latin1'));
    }
  }
  return { document, text: lines.join('\n') };
}

describe('PUT /api/tenants/update', () => {
  test("changes the signed-in tenant's phone number", async () => {
    const response = await server.request({
      method: 'PUT',
      url: '/api/tenants/update',
      headers: resident.sessionHeaders,
      payload: { phone: '+44 20 7946 0958' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.phone).toBe('+442079460958');
    const profile = await server.request({ url: '/api/tenants', headers: resident.sessionHeaders });
    expect(profile.json().tenant.phone).toBe('+442079460958');
  });

  test('refuses a number without a known country code, keeping the old one', async () => {
    const before = (
      await server.request({ url: '/api/tenants', headers: resident.sessionHeaders })
    ).json().tenant.phone;
    const response = await server.request({
      method: 'PUT',
      url: '/api/tenants/update',
      headers: resident.sessionHeaders,
      payload: { phone: '12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
    const after = (
      await server.request({ url: '/api/tenants', headers: resident.sessionHeaders })
    ).json().tenant.phone;
    expect(after).toBe(before);
  });

  test('is closed to the invitation link', async () => {
    const response = await server.request({
      method: 'PUT',
      url: '/api/tenants/update',
      headers: resident.tenant.headers,
      payload: { phone: '+15125550100' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/tenants/password/change', () => {
  test('refuses a wrong current password and changes nothing', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/tenants/password/change',
      headers: resident.sessionHeaders,
      payload: { currentPassword: 'not-it-1', password: 'new-home-22' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Your current password is not correct' });
    expect((await signIn(resident.tenant.email, resident.password)).statusCode).toBe(200);
  });

  test("applies the owner's password rules", async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/tenants/password/change',
      headers: resident.sessionHeaders,
      payload: { currentPassword: resident.password, password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(passwordMessages.tooShort);
  });

  test('ends every other session; this one goes on with the answered token', async () => {
    const tenancy = await activeTenancy(server, await signUpOwner(server));
    const elsewhere = (await signIn(tenancy.tenant.email, tenancy.password)).json().data
      .access_token as string;

    const response = await server.request({
      method: 'POST',
      url: '/api/tenants/password/change',
      headers: tenancy.sessionHeaders,
      payload: { currentPassword: tenancy.password, password: 'new-home-22' },
    });

    expect(response.statusCode).toBe(200);
    const { access_token: renewed, message } = response.json();
    expect(message).toBe('Your password has been changed');
    for (const token of [elsewhere, tenancy.sessionHeaders['x-access-tenant-token']]) {
      const old = await server.request({
        url: '/api/tenants/metrics',
        headers: { 'x-access-tenant-token': token },
      });
      expect(old.statusCode).toBe(401);
    }
    const current = await server.request({
      url: '/api/tenants/metrics',
      headers: { 'x-access-tenant-token': renewed },
    });
    expect(current.statusCode).toBe(200);
    expect((await signIn(tenancy.tenant.email, tenancy.password)).statusCode).toBe(401);
    expect((await signIn(tenancy.tenant.email, 'new-home-22')).statusCode).toBe(200);
  });
});

describe('GET /api/tenants/lease/document', () => {
  test('downloads the signed lease as a PDF holding its terms, parties and signature', async () => {
    const response = await server.request({
      url: '/api/tenants/lease/document',
      headers: resident.sessionHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="lease-${resident.lease.leaseId}.pdf"`,
    );
    expect(response.rawBody.subarray(0, 5).toString()).toBe('%PDF-');

    const { document, text } = await pdfText(response.rawBody);
    expect(document.getSubject()).toContain(resident.tenant.name);
    expect(text).toContain('Residential lease');
    expect(text).toContain(resident.tenant.name);
    expect(text).toContain('Olive Owner');
    expect(text).toContain(resident.property.name);
    expect(text).toContain('Apartment');
    expect(text).not.toContain('apartment');
    expect(text).toContain('$850.00');
    expect(text).toContain('March 1, 2026 - February 28, 2027');
    expect(text).toContain('No smoking indoors. Quiet hours after 10 pm.');
    expect(text).toContain(`Signed by`);
  });

  test('is closed to the invitation link and to owners', async () => {
    const asInvitation = await server.request({
      url: '/api/tenants/lease/document',
      headers: resident.tenant.headers,
    });
    expect(asInvitation.statusCode).toBe(401);
    const owner = await signUpOwner(server);
    const asOwner = await server.request({
      url: '/api/tenants/lease/document',
      headers: owner.headers,
    });
    expect(asOwner.statusCode).toBe(401);
  });
});

describe('DELETE /api/tenants/background-check/documents/{kind}', () => {
  test('takes a document back before the review, and not after it', async () => {
    const owner = await signUpOwner(server);
    const lease = await createLease(server, owner);
    const applicant = await inviteTenant(server, owner, lease.leaseId);
    const documentUrl = '/api/tenants/background-check/documents/bankStatement';
    const uploaded = await server.request({
      method: 'POST',
      url: documentUrl,
      headers: applicant.headers,
      payload: documentForm(pdfBytes, 'statement.pdf'),
    });
    expect(uploaded.statusCode).toBe(201);

    const removed = await server.request({
      method: 'DELETE',
      url: documentUrl,
      headers: applicant.headers,
    });
    expect(removed.statusCode).toBe(200);
    const profile = await server.request({ url: '/api/tenants', headers: applicant.headers });
    expect(profile.json().tenant.backgroundCheck.data.bankStatement).toBeNull();
    const listed = await server.request({
      url: `/api/tenants/tenant/${applicant.tenant.tenantId}/documents`,
      headers: owner.headers,
    });
    expect(listed.json().data).toEqual([]);

    await tenancySteps(server, owner).submitCheck(applicant);
    await tenancySteps(server, owner).review(applicant, 'passed');
    const afterReview = await server.request({
      method: 'DELETE',
      url: documentUrl,
      headers: applicant.headers,
    });
    expect(afterReview.statusCode).toBe(409);
  });
});
