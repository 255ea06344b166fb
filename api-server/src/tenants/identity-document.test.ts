import { identityDocumentKept, identityDocumentMissing } from 'shared-api/contract';
import { signUpOwner } from '../test-support/owners';
import {
  type InvitedTenant,
  backgroundCheckForm,
  createLease,
  inviteTenant,
  tenancySteps,
  uploadIdentityDocument,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const submitCheck = (tenant: InvitedTenant) =>
  server.request({
    method: 'PUT',
    url: '/api/tenants/background-check',
    headers: tenant.headers,
    payload: backgroundCheckForm(),
  });

const checkStatus = async (tenant: InvitedTenant) =>
  (await server.request({ url: '/api/tenants', headers: tenant.headers })).json().tenant
    .backgroundCheck.status;

test("the background check needs the driver's license on file, as the form says", async () => {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  const tenant = await inviteTenant(server, owner, lease.leaseId);

  const without = await submitCheck(tenant);
  expect(without.statusCode).toBe(400);
  expect(without.json()).toEqual({ error: identityDocumentMissing });
  expect(await checkStatus(tenant)).toBe('Not submitted');

  await uploadIdentityDocument(server, tenant);
  const withLicense = await submitCheck(tenant);
  expect(withLicense.statusCode).toBe(200);
  expect(withLicense.json().data.backgroundCheck.status).toBe('Pending');

  // Submitted, the license can be replaced but not taken away from the owner's review.
  const removed = await server.request({
    method: 'DELETE',
    url: '/api/tenants/background-check/documents/driverLicense',
    headers: tenant.headers,
  });
  expect(removed.statusCode).toBe(409);
  expect(removed.json()).toEqual({ error: identityDocumentKept });
  const documents = await server.request({
    url: `/api/tenants/tenant/${tenant.tenant.tenantId}/documents`,
    headers: owner.headers,
  });
  expect(documents.json().data.map((document: { kind: string }) => document.kind)).toContain(
    'driverLicense',
  );
  await uploadIdentityDocument(server, tenant);
  expect((await submitCheck(tenant)).statusCode).toBe(200);

  // A reviewed check says so, license or not.
  await tenancySteps(server, owner).review(tenant, 'passed');
  const reviewed = await submitCheck(tenant);
  expect(reviewed.statusCode).toBe(409);
});

test('the API documentation lists the refusal', async () => {
  const document = (await server.request({ url: '/api/docs/json' })).json();
  const submit = document.paths['/api/tenants/background-check'].put;
  expect(submit.responses['400'].description).toMatch(/no driver's license uploaded/);
});
