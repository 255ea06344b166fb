import { randomBytes, randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { tenants } from '../db/schema';
import { signUpOwner } from '../test-support/owners';
import {
  addBankDetails,
  backgroundCheckForm,
  createLease,
  inviteTenant,
  tenancySteps,
  uploadIdentityDocument,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { SsnVault } from './ssn-vault';

describe('the SSN vault', () => {
  const vault = new SsnVault(randomBytes(32));
  const tenantId = randomUUID();

  test('seals with a fresh IV each time and opens only for the same tenant and key', () => {
    const first = vault.seal('219099999', tenantId);
    const second = vault.seal('219099999', tenantId);
    expect(first).not.toBe(second);
    expect(first).not.toMatch(/219099999|9999/);
    expect(vault.open(first, tenantId)).toBe('219099999');
    expect(() => vault.open(first, randomUUID())).toThrow();
    expect(() => new SsnVault(randomBytes(32)).open(first, tenantId)).toThrow();
  });

  test('a tampered seal does not open', () => {
    const sealed = Buffer.from(vault.seal('219099999', tenantId).slice(3), 'base64');
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 1;
    expect(() => vault.open(`v1:${sealed.toString('base64')}`, tenantId)).toThrow();
  });
});

describe('the SSN through the API', () => {
  let server: TestApp;
  let logs = '';
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      logs += chunk.toString();
    });
    server = await startTestApp({ logLevel: 'trace' }, { logStream });
  }, startupTimeout);
  afterAll(() => server.close());

  test('only its last four digits leave the server, in no log line, and it is stored sealed', async () => {
    const ssn = '219-09-1234';
    const owner = await signUpOwner(server);
    const lease = await createLease(server, owner);
    await addBankDetails(server, owner);
    const tenant = await inviteTenant(server, owner, lease.leaseId);
    const steps = tenancySteps(server, owner);
    const answers: string[] = [];
    const keep = async (response: Promise<{ body: string }>) => answers.push((await response).body);
    await uploadIdentityDocument(server, tenant);

    await keep(
      server.request({
        method: 'PUT',
        url: `/api/tenants/background-check?token=${tenant.invitation}`,
        payload: backgroundCheckForm({ backgroundCheck: { data: { ssn } } }),
      }),
    );
    await keep(
      server.request({
        method: 'PUT',
        url: '/api/tenants/background-check',
        headers: tenant.headers,
        payload: backgroundCheckForm({ backgroundCheck: { data: { ssn: '000-12-3456' } } }),
      }),
    );
    await steps.review(tenant, 'passed');
    await steps.sendLease(tenant);
    await steps.sign(tenant);
    await steps.reportPayment(tenant);
    await steps.createPassword(tenant);
    await steps.decidePayment(tenant, 'received');
    const session = await server.request({
      method: 'POST',
      url: '/api/tenants/login',
      payload: { email: tenant.email, password: 'moving-day-1' },
    });
    answers.push(session.body);
    const sessionHeaders = { 'x-access-tenant-token': session.json().data.access_token };
    for (const [url, headers] of [
      ['/api/tenants', sessionHeaders],
      ['/api/tenants/lease', sessionHeaders],
      ['/api/tenants/metrics', sessionHeaders],
      ['/api/tenants/all', owner.headers],
      [`/api/tenants/tenant/${tenant.tenant.tenantId}`, owner.headers],
      [`/api/tenants/?propertyId=${lease.propertyId}`, owner.headers],
    ] as const) {
      await keep(server.request({ url, headers }));
    }

    const everything = answers.join('\n');
    expect(everything).toContain('*****1234');
    expect(everything).not.toMatch(/219-?09/);
    expect(logs).toContain('"url":"/api/tenants/background-check?token=[redacted]"');
    expect(logs).not.toMatch(/219-?09/);

    const [stored] = await server.app.db
      .select({ sealed: tenants.ssnSealed, lastFour: tenants.ssnLastFour })
      .from(tenants)
      .where(eq(tenants.id, tenant.tenant.tenantId));
    expect(stored?.lastFour).toBe('1234');
    expect(stored?.sealed).toMatch(/^v1:/);
    expect(
      new SsnVault(server.config.ssnEncryptionKey).open(
        stored?.sealed ?? '',
        tenant.tenant.tenantId,
      ),
    ).toBe('219091234');
  });

  test('a logged object carrying it has it redacted', () => {
    server.app.log.info({ backgroundCheck: { data: { ssn: '219091234' } } }, 'form received');
    server.app.log.info({ body: { backgroundCheck: { data: { ssn: '219091234' } } } }, 'form');
    expect(logs).toContain('"ssn":"[redacted]"');
    expect(logs).not.toContain('219091234');
  });
});
