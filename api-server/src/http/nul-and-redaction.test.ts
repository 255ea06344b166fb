import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { owners, tenants } from '../db/schema';
import { createProperty, signUpOwner } from '../test-support/owners';
import {
  addBankDetails,
  backgroundCheckForm,
  createLease,
  inviteTenant,
  tenancySteps,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n')));
  server = await startTestApp({ logLevel: 'info' }, { logStream });
}, startupTimeout);
afterAll(() => server.close());

const nulRefusal = { error: 'Text may not contain a NUL character (\\u0000)' };

test('a NUL character in a field or a search is refused with a 400, and no secret reaches the log', async () => {
  const owner = await signUpOwner(server);
  await addBankDetails(server, owner);
  const property = await createProperty(server, owner);
  const lease = await createLease(server, owner, { propertyId: property.propertyId });
  const tenant = await inviteTenant(server, owner, lease.leaseId);
  await tenancySteps(server, owner).submitCheck(tenant);

  const answers = await Promise.all([
    server.request({
      method: 'PUT',
      url: '/api/owners/update',
      headers: owner.headers,
      payload: { name: 'Owner\u0000' },
    }),
    server.request({
      method: 'PUT',
      url: '/api/owners/update',
      headers: owner.headers,
      payload: {
        bankDetails: {
          accountName: 'Owner\u0000',
          bankName: 'First Austin Bank',
          accountNumber: '000123456789',
          routingNumber: '111000025',
        },
      },
    }),
    server.request({
      method: 'PUT',
      url: '/api/tenants/background-check',
      headers: tenant.headers,
      payload: backgroundCheckForm({ reasonForLeaving: 'Moving\u0000' }),
    }),
    server.request({ url: '/api/properties?search=%00', headers: owner.headers }),
    server.request({ url: '/api/tenants/all?search=a%00b', headers: owner.headers }),
  ]);
  for (const answer of answers) {
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(nulRefusal);
  }

  const [ownerRow] = await server.app.db
    .select()
    .from(owners)
    .where(eq(owners.id, owner.owner._id));
  const [tenantRow] = await server.app.db
    .select()
    .from(tenants)
    .where(eq(tenants.id, tenant.tenant._id));
  const secrets = [
    ownerRow?.passwordHash,
    ownerRow?.bankAccountNumberSealed,
    ownerRow?.bankRoutingNumberSealed,
    // The numbers as entered, which the query layer is sent before they are sealed.
    '000123456789',
    '111000025',
    tenantRow?.ssnSealed,
  ];
  expect(secrets.every(Boolean)).toBe(true);

  // A failed query as the query layer reports it, with the values it was sent.
  server.app.log.error(
    {
      err: new DrizzleQueryError(
        'update "owners" set "password_hash" = $1, "bank_account_number" = $2 where "id" = $3',
        secrets,
        Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
          code: '22021',
          detail: `Key (bank_account_number)=(000123456789) already exists.`,
        }),
      ),
    },
    'request failed',
  );
  await new Promise((resolve) => setImmediate(resolve));
  const failures = logLines.filter((line) => line.includes('request failed'));
  expect(failures).toHaveLength(1);
  expect(failures[0]).toContain('update \\"owners\\" set');
  expect(failures[0]).toContain('22021');
  for (const secret of secrets) {
    expect(logLines.filter((line) => line.includes(secret ?? 'missing'))).toEqual([]);
  }
});
