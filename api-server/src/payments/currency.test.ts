import {
  type SignedUpOwner,
  createProperty,
  propertyPayload,
  signUpOwner,
} from '../test-support/owners';
import { activeTenancy, createLease, daysFromToday } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;

jest.setTimeout(60_000);

beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const london = {
  address: '221 Baker Street',
  state: 'England',
  zip: 'NW1 6XE',
  country: 'GB',
  city: 'London',
  postalCode: 'NW1 6XE',
};

const get = async (owner: SignedUpOwner, url: string) =>
  (await server.request({ url, headers: owner.headers })).json();

test("a property is in its country's currency unless the owner chooses another, until it has a lease", async () => {
  const owner = await signUpOwner(server);
  const inLondon = await createProperty(server, owner, { location: london });
  expect(inLondon.currency).toBe('GBP');
  const inEuros = await createProperty(server, owner, { location: london, currency: 'eur' });
  expect(inEuros.currency).toBe('EUR');
  const refused = await server.request({
    method: 'POST',
    url: '/api/properties/create',
    headers: owner.headers,
    payload: propertyPayload({ location: london, currency: 'XYZ1' }),
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error).toBe('Choose a currency');

  const update = (propertyId: string, changes: Record<string, unknown>) =>
    server.request({
      method: 'PUT',
      url: '/api/properties/update',
      headers: owner.headers,
      payload: { propertyId, ...changes },
    });
  const changed = await update(inLondon.propertyId, { currency: 'USD' });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().data.currency).toBe('USD');
  await createLease(server, owner, {
    propertyId: inLondon.propertyId,
    startDate: daysFromToday(5),
  });
  const locked = await update(inLondon.propertyId, { currency: 'GBP' });
  expect(locked.statusCode).toBe(409);
  expect(locked.json().error).toBe('The currency cannot change once the property has a lease');
});

test('a tenancy in pounds is in pounds everywhere, and an owner with two currencies sees each apart', async () => {
  const owner = await signUpOwner(server);
  const inPounds = await activeTenancy(
    server,
    owner,
    { startDate: daysFromToday(-40), endDate: daysFromToday(320) },
    { location: london, monthlyRent: 1800 },
  );
  await activeTenancy(server, owner, {
    startDate: daysFromToday(-40),
    endDate: daysFromToday(320),
  });

  const rent = (
    await server.request({ url: '/api/tenants/rent', headers: inPounds.sessionHeaders })
  ).json().data;
  expect(rent.currency).toBe('GBP');
  const fee = rent.charges.find((charge: { kind: string }) => charge.kind === 'late_fee');
  expect(fee.reason).toMatch(/^£100 late fee: /);
  const terms = (
    await server.request({ url: '/api/tenants/lease', headers: inPounds.sessionHeaders })
  ).json().data;
  expect(terms.currency).toBe('GBP');

  const summary = (await get(owner, '/api/payments/summary')).data;
  expect(
    summary.currencies.map((figures: { currency: string }) => figures.currency).sort(),
  ).toEqual(['GBP', 'USD']);
  const pounds = summary.currencies.find(
    (figures: { currency: string }) => figures.currency === 'GBP',
  );
  const dollars = summary.currencies.find(
    (figures: { currency: string }) => figures.currency === 'USD',
  );
  // The two leases owe the same in their own currencies; neither set holds the other's.
  expect(pounds.due).toBeGreaterThan(0);
  expect(pounds).toMatchObject({ due: dollars.due, collected: dollars.collected });

  const overdue = await get(owner, '/api/payments/overdue');
  expect(overdue.totalAmounts).toEqual(
    expect.arrayContaining([
      { currency: 'GBP', amount: 850 },
      { currency: 'USD', amount: 850 },
    ]),
  );
  expect(overdue.data.map((row: { currency: string }) => row.currency).sort()).toEqual([
    'GBP',
    'USD',
  ]);
  const metrics = (await get(owner, '/api/properties/metrics')).data;
  expect(metrics.incomeByCurrency).toEqual(
    expect.arrayContaining([
      { currency: 'GBP', amount: 850 },
      { currency: 'USD', amount: 850 },
    ]),
  );

  const csv = await server.request({ url: '/api/payments/history.csv', headers: owner.headers });
  const [header, ...lines] = csv.body.trim().split('\n');
  expect(header).toBe('Date,Tenant,Property,Type,Status,Amount,Currency,Reference');
  expect(lines.filter((line) => line.includes(',GBP,'))).toHaveLength(1);

  const [moveIn] = rent.payments;
  const receipt = await server.request({
    url: `/api/tenants/rent/payments/${moveIn.paymentId}/receipt`,
    headers: inPounds.sessionHeaders,
  });
  expect(receipt.statusCode).toBe(200);
  expect(receipt.headers['content-type']).toContain('application/pdf');
});

test('a currency whose sign the PDF fonts cannot write gives a receipt with its code', async () => {
  const owner = await signUpOwner(server);
  const inLagos = await activeTenancy(
    server,
    owner,
    {
      startDate: daysFromToday(3),
      endDate: daysFromToday(368),
      monthlyRent: 250000,
      securityDeposit: 250000,
    },
    {
      location: {
        address: '3 Admiralty Way',
        state: 'Lagos',
        zip: '106104',
        country: 'NG',
        city: 'Lekki',
        postalCode: '106104',
      },
    },
  );
  const rent = (
    await server.request({ url: '/api/tenants/rent', headers: inLagos.sessionHeaders })
  ).json().data;
  expect(rent.currency).toBe('NGN');
  const receipt = await server.request({
    url: `/api/tenants/rent/payments/${rent.payments[0].paymentId}/receipt`,
    headers: inLagos.sessionHeaders,
  });
  expect(receipt.statusCode).toBe(200);
  expect(receipt.rawBody.subarray(0, 5).toString()).toBe('%PDF-');
  const signed = await server.request({
    url: '/api/tenants/lease/document',
    headers: inLagos.sessionHeaders,
  });
  expect(signed.statusCode).toBe(200);
  expect(signed.rawBody.subarray(0, 5).toString()).toBe('%PDF-');
});
