import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { signUpOwner } from '../test-support/owners';
import { activeTenancy } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { BankNumbers, sealPlainBankNumbers } from './bank-numbers';

// As test-support/tenancy.ts's addBankDetails enters them.
const accountNumber = '000123456789';
const routingNumber = '111000025';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

/** Every column of the owner's row, the plain ones that migration 0041 leaves included, as text. */
async function storedRow(ownerId: string): Promise<Record<string, unknown>> {
  const { rows } = (await server.app.db.execute(
    sql`select * from owners where id = ${ownerId}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return rows[0] ?? {};
}

async function pagesOf(home: Awaited<ReturnType<typeof activeTenancy>>, ownerHeaders: object) {
  const [rent, lease, owner] = await Promise.all([
    server.request({ url: '/api/tenants/rent', headers: home.sessionHeaders }),
    server.request({ url: '/api/tenants/lease', headers: home.sessionHeaders }),
    server.request({ url: '/api/owners', headers: ownerHeaders as Record<string, string> }),
  ]);
  return {
    rent: rent.json().data.bankDetails,
    lease: lease.json().data.bankDetails,
    owner: owner.json().data.bankDetails,
  };
}

const wholeDetails = {
  accountName: expect.any(String),
  bankName: 'First Austin Bank',
  accountNumber,
  routingNumber,
};
const maskedDetails = {
  accountName: expect.any(String),
  bankName: 'First Austin Bank',
  accountNumber: '****6789',
  routingNumber: '****0025',
};

test('are stored sealed: no column holds the numbers, and each page shows what it did', async () => {
  const owner = await signUpOwner(server);
  const home = await activeTenancy(server, owner);

  const stored = await storedRow(owner.owner._id);
  const everyValue = JSON.stringify(Object.values(stored));
  expect(everyValue).not.toContain(accountNumber);
  expect(everyValue).not.toContain(routingNumber);
  expect(stored).toMatchObject({
    bank_account_number: null,
    bank_routing_number: null,
    bank_account_number_last_four: '6789',
    bank_routing_number_last_four: '0025',
  });
  expect(stored.bank_account_number_sealed).toMatch(/^v1:/);

  // The tenant who pays sees the whole numbers; the owner's settings their last four digits.
  expect(await pagesOf(home, owner.headers)).toEqual({
    rent: wholeDetails,
    lease: wholeDetails,
    owner: maskedDetails,
  });
});

test('kept plain before migration 0041 are sealed as the server starts, and read as before', async () => {
  const owner = await signUpOwner(server);
  const home = await activeTenancy(server, owner);
  // The row as it was before: the numbers in the plain columns, nothing sealed.
  await server.app.db.execute(sql`
    update owners set
      bank_account_number = ${accountNumber},
      bank_routing_number = ${routingNumber},
      bank_account_number_sealed = null,
      bank_account_number_last_four = null,
      bank_routing_number_sealed = null,
      bank_routing_number_last_four = null
    where id = ${owner.owner._id}
  `);
  server.app.ownerSessions.forget(owner.owner._id);

  expect(await sealPlainBankNumbers(server.app)).toBeGreaterThanOrEqual(1);
  expect(await sealPlainBankNumbers(server.app)).toBe(0);

  const stored = await storedRow(owner.owner._id);
  expect(JSON.stringify(Object.values(stored))).not.toContain(accountNumber);
  expect(stored).toMatchObject({ bank_account_number: null, bank_routing_number: null });
  expect(await pagesOf(home, owner.headers)).toEqual({
    rent: wholeDetails,
    lease: wholeDetails,
    owner: maskedDetails,
  });
});

test('sealed for one owner do not open for another, nor in the other column', () => {
  const numbers = new BankNumbers(randomBytes(32));
  const details = {
    accountName: 'Olive Owner',
    bankName: 'First Austin Bank',
    accountNumber,
    routingNumber,
  };
  const sealed = { id: randomUUID(), ...numbers.columns(randomUUID(), details) };
  expect(() => numbers.transferDetails(sealed)).toThrow();
  const ownerId = randomUUID();
  const columns = numbers.columns(ownerId, details);
  expect(numbers.transferDetails({ id: ownerId, ...columns })).toEqual(details);
  expect(() =>
    numbers.transferDetails({
      id: ownerId,
      ...columns,
      bankAccountNumberSealed: columns.bankRoutingNumberSealed,
    }),
  ).toThrow();
});
