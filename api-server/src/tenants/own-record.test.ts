import { type SignedUpOwner, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy } from '../test-support/tenancy';
import {
  type TestApp,
  startTestApp,
  startupTimeout,
  statementsDuring,
} from '../test-support/test-app';

let server: TestApp;
let owner: SignedUpOwner;
let home: ActiveTenancy;

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  home = await activeTenancy(server, owner);
}, startupTimeout);
afterAll(() => server.close());

const read = async (url: string) => {
  const response = await server.request({ url, headers: home.sessionHeaders });
  expect(response.statusCode).toBe(200);
  return response.json();
};

test("the tenant's own record read again is answered from memory, as their dashboard is", async () => {
  await read('/api/tenants/metrics');
  await read('/api/tenants');
  const dashboardAgain = await statementsDuring(server.app, () => read('/api/tenants/metrics'));
  const recordAgain = await statementsDuring(server.app, () => read('/api/tenants'));
  expect(recordAgain).toBe(dashboardAgain);
});

test("the tenant's own record shows a change as soon as it is written", async () => {
  const before = await read('/api/tenants');
  expect(before.tenant.tenantId).toBe(home.tenant.tenant.tenantId);
  const changed = await server.request({
    method: 'PUT',
    url: '/api/tenants/update',
    headers: home.sessionHeaders,
    payload: { phone: '+15125550123' },
  });
  expect(changed.statusCode).toBe(200);
  expect((await read('/api/tenants')).tenant.phone).toBe('+15125550123');

  const passed = await server.request({
    url: `/api/tenants/?propertyId=${home.property.propertyId}`,
    headers: owner.headers,
  });
  expect(passed.json().data.map((tenant: { phone: string }) => tenant.phone)).toContain(
    '+15125550123',
  );
});

test("the tenant's lease page read again is answered from memory, and shows the owner's new phone at once", async () => {
  await read('/api/tenants/metrics');
  await read('/api/tenants/lease');
  const dashboardAgain = await statementsDuring(server.app, () => read('/api/tenants/metrics'));
  const leaseAgain = await statementsDuring(server.app, () => read('/api/tenants/lease'));
  expect(leaseAgain).toBe(dashboardAgain);

  const changed = await server.request({
    method: 'PUT',
    url: '/api/owners/update',
    headers: owner.headers,
    payload: { phone: '+15125550177' },
  });
  expect(changed.statusCode).toBe(200);
  expect((await read('/api/tenants/lease')).data.owner.phone).toBe('+15125550177');
});
