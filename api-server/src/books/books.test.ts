import { type IncomingHttpHeaders, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { todayUtc } from '../calendar';
import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { pdfTextOf } from './pdf-text';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
let home: ActiveTenancy;
let garage: { propertyId: string; name: string };
const today = todayUtc();
const year = Number(today.slice(0, 4));
const month = today.slice(0, 7);
const yearPeriod = `from=${year}-01-01&to=${year}-12-31`;

async function recordExpense(as: SignedUpOwner, fields: Record<string, unknown>) {
  const answer = await server.request({
    method: 'POST',
    url: '/api/expenses',
    headers: as.headers,
    payload: { date: `${year}-01-15`, category: 'repairs', payee: 'Handy Co.', ...fields },
  });
  if (answer.statusCode !== 201) throw new Error(`expense not recorded: ${answer.body}`);
  return answer.json().data;
}

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server, { name: 'Dana Whitfield' });
  stranger = await signUpOwner(server);
  // Move-in today: the deposit and the first month, both paid by the move-in payment.
  home = await activeTenancy(server, owner, {
    startDate: today,
    monthlyRent: 1200,
    securityDeposit: 1500,
  });
  garage = await createProperty(server, owner, { name: 'Garage Lot' });
  await recordExpense(owner, { propertyId: home.property.propertyId, amount: 300 });
  await recordExpense(owner, {
    propertyId: home.property.propertyId,
    amount: 80.25,
    category: 'utilities',
    date: today,
    payee: '=HYPERLINK("http://evil.test")',
    note: 'Water bill',
  });
  await recordExpense(owner, { propertyId: garage.propertyId, amount: 45, category: 'insurance' });
  await recordExpense(owner, {
    propertyId: home.property.propertyId,
    amount: 500,
    category: 'mortgage_interest',
    payee: 'First Texas Mortgage',
  });
  const deleted = await recordExpense(owner, { propertyId: garage.propertyId, amount: 999 });
  await server.request({
    method: 'DELETE',
    url: `/api/expenses/${deleted.expenseId}`,
    headers: owner.headers,
  });
  await recordExpense(stranger, {
    propertyId: (await createProperty(server, stranger)).propertyId,
    amount: 5000,
  });
}, startupTimeout);

afterAll(() => server.close());

it('reads income from the ledger, holds the deposit apart and takes the operating expenses off (interest is not one): NOI per property and in all', async () => {
  const answer = await server.request({
    url: `/api/books/summary?${yearPeriod}`,
    headers: owner.headers,
  });
  expect(answer.statusCode).toBe(200);
  const [books] = answer.json().data.currencies;
  expect(books).toMatchObject({
    currency: 'USD',
    income: { rent: 1200, lateFees: 0, total: 1200 },
    depositsCollected: 1500,
    expenses: [
      { category: 'insurance', amount: 45 },
      { category: 'mortgage_interest', amount: 500 },
      { category: 'repairs', amount: 300 },
      { category: 'utilities', amount: 80.25 },
    ],
    expensesTotal: 925.25,
    operatingExpenses: 425.25,
    netOperatingIncome: 774.75,
    properties: [
      // By name: Elm Street Flats, then Garage Lot.
      {
        propertyId: home.property.propertyId,
        income: 1200,
        depositsCollected: 1500,
        expenses: 880.25,
        netOperatingIncome: 819.75,
      },
      {
        propertyId: garage.propertyId,
        income: 0,
        depositsCollected: 0,
        expenses: 45,
        netOperatingIncome: -45,
      },
    ],
  });
  expect(books.months).toHaveLength(12);
  expect(books.months.find((row: { month: string }) => row.month === month)).toEqual({
    month,
    income: 1200,
    expenses: month === `${year}-01` ? 880.25 : 80.25,
  });
});

it('reads one property, and a period with nothing in it', async () => {
  const one = await server.request({
    url: `/api/books/summary?${yearPeriod}&propertyId=${garage.propertyId}`,
    headers: owner.headers,
  });
  expect(one.json().data.currencies[0]).toMatchObject({
    income: { total: 0 },
    expensesTotal: 45,
    netOperatingIncome: -45,
  });
  const empty = await server.request({
    url: `/api/books/summary?from=${year - 5}-01-01&to=${year - 5}-03-31`,
    headers: owner.headers,
  });
  expect(empty.json().data.currencies).toEqual([
    expect.objectContaining({ currency: 'USD', expensesTotal: 0, netOperatingIncome: 0 }),
  ]);
  expect(empty.json().data.currencies[0].months.map((row: { month: string }) => row.month)).toEqual(
    [`${year - 5}-01`, `${year - 5}-02`, `${year - 5}-03`],
  );
});

it('refuses a period that ends before it starts, or is not a period', async () => {
  for (const [query, error] of [
    [`from=${year}-02-01&to=${year}-01-01`, 'The period must end after it starts'],
    [`from=${year}-02-30&to=${year}-03-01`, 'from is not a real date'],
    [`to=${year}-03-01`, 'from is required'],
    [`from=1900-01-01&to=${year}-01-01`, 'The period can be at most ten years'],
  ]) {
    const answer = await server.request({
      url: `/api/books/summary?${query}`,
      headers: owner.headers,
    });
    expect([query, answer.statusCode, answer.json().error]).toEqual([query, 400, error]);
  }
});

it('exports the year by Schedule E line as CSV', async () => {
  const answer = await server.request({
    url: `/api/books/schedule-e.csv?year=${year}`,
    headers: owner.headers,
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-disposition']).toBe(
    `attachment; filename="schedule-e-${year}.csv"`,
  );
  const [header] = answer.body.split('\n');
  expect(header).toBe(
    'Property,Address,Currency,Line 3: Rents received,Line 5: Advertising,Line 6: Auto and travel,' +
      'Line 7: Cleaning and maintenance,Line 8: Commissions,Line 9: Insurance,' +
      'Line 10: Legal and other professional fees,Line 11: Management fees,' +
      '"Line 12: Mortgage interest paid to banks, etc.",Line 13: Other interest,Line 14: Repairs,' +
      'Line 15: Supplies,Line 16: Taxes,Line 17: Utilities,Line 19: Other,Line 20: Total expenses,' +
      'Line 21: Income less expenses (before depreciation)',
  );
  // One row a property, as the form has a column a property.
  const homeRows = scheduleERows(answer.body).filter((row) => row.Property === home.property.name);
  expect(homeRows).toEqual([
    expect.objectContaining({
      Currency: 'USD',
      'Line 3: Rents received': '1200.00',
      'Line 5: Advertising': '0.00',
      'Line 12: Mortgage interest paid to banks, etc.': '500.00',
      'Line 14: Repairs': '300.00',
      'Line 17: Utilities': '80.25',
      'Line 20: Total expenses': '880.25',
      'Line 21: Income less expenses (before depreciation)': '319.75',
    }),
  ]);
});

/** The Schedule E CSV's rows, each by its columns' names. */
function scheduleERows(csv: string): Record<string, string>[] {
  return parse(csv, { columns: true });
}

/** The answer's bytes as sent, not decoded: `fetch` would undo the compression. */
function rawGet(url: string, headers: Record<string, string>) {
  const { port } = server.app.server.address() as AddressInfo;
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

it('sends the CSV exports brotli-compressed to a client that accepts it', async () => {
  for (const url of [
    `/api/books/schedule-e.csv?year=${year}`,
    `/api/books/transactions.csv?${yearPeriod}`,
  ]) {
    const plain = await rawGet(url, owner.headers);
    const compressed = await rawGet(url, { ...owner.headers, 'accept-encoding': 'br' });
    expect([url, compressed.headers['content-encoding']]).toEqual([url, 'br']);
    expect(compressed.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(brotliDecompressSync(compressed.body).toString('utf8')).toBe(
      plain.body.toString('utf8'),
    );
    expect(compressed.body.length).toBeLessThan(plain.body.length);
  }
  // Not compressed for a client that does not take brotli, or refuses it.
  for (const acceptEncoding of ['gzip;q=0, identity', 'br;q=0']) {
    const refused = await rawGet(`/api/books/schedule-e.csv?year=${year}`, {
      ...owner.headers,
      'accept-encoding': acceptEncoding,
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8')).toMatch(/^Property,Address,Currency,Line/);
  }
});

it('exports the year by Schedule E line as PDF, one page a property', async () => {
  const answer = await server.request({
    url: `/api/books/schedule-e.pdf?year=${year}`,
    headers: owner.headers,
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  const text = pdfTextOf(answer.rawBody);
  expect(text).toEqual(
    expect.arrayContaining([
      `Schedule E summary ${year}`,
      'Rents received',
      '$1,200.00',
      '$500.00',
      '$880.25',
      '$319.75',
      '-$45.00',
    ]),
  );
});

it('exports every transaction with spreadsheet formulas neutralised', async () => {
  const answer = await server.request({
    url: `/api/books/transactions.csv?${yearPeriod}`,
    headers: owner.headers,
  });
  expect(answer.statusCode).toBe(200);
  const lines = answer.body.trim().split('\n');
  expect(lines[0]).toBe('Date,Description,Amount,Currency,Category,Account,Payee,Receipt');
  expect(lines).toHaveLength(6);
  expect(lines).toContain(
    `${today},Water bill,-80.25,USD,Utilities,${home.property.name},"'=HYPERLINK(""http://evil.test"")",`,
  );
  expect(lines.some((line) => line.includes(',1200.00,USD,Rents received,'))).toBe(true);
  expect(answer.body).not.toContain('5000.00');
  expect(answer.body).not.toContain('999.00');
  const dates = lines.slice(1).map((line) => line.slice(0, 10));
  expect(dates).toEqual([...dates].sort());
});

it('exports the transactions of a period that starts and ends inside months, a month at a time', async () => {
  const answer = await server.request({
    url: `/api/books/transactions.csv?from=${year}-01-16&to=${year}-12-31`,
    headers: owner.headers,
  });
  expect(answer.statusCode).toBe(200);
  const lines = answer.body.trim().split('\n');
  expect(lines.filter((line) => line.startsWith('Date,'))).toHaveLength(1);
  expect(lines.some((line) => line.startsWith(`${year}-01-15`))).toBe(false);
  const refused = await server.request({
    url: `/api/books/transactions.csv?from=${year}-02-01&to=${year}-01-01`,
    headers: owner.headers,
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error).toMatch(/period/);
});

it('gives the Schedule E CSV again from memory only while the books stay as they were', async () => {
  // As a browser asks for it: the compressed text too is given again only while it is the same.
  const garageRepairs = async () => {
    const answer = await rawGet(`/api/books/schedule-e.csv?year=${year}`, {
      ...owner.headers,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.headers['content-encoding']).toBe('br');
    const rows = scheduleERows(brotliDecompressSync(answer.body).toString('utf8'));
    return rows.find((row) => row.Property === garage.name)?.['Line 14: Repairs'];
  };
  expect(await garageRepairs()).toBe('0.00');
  const added = await recordExpense(owner, { propertyId: garage.propertyId, amount: 10 });
  expect(await garageRepairs()).toBe('10.00');
  await server.request({
    method: 'DELETE',
    url: `/api/expenses/${added.expenseId}`,
    headers: owner.headers,
  });
  expect(await garageRepairs()).toBe('0.00');
});

it("shows another owner none of the owner's books, and refuses tenants and strangers", async () => {
  const urls = [
    `/api/books/summary?${yearPeriod}&propertyId=${home.property.propertyId}`,
    `/api/books/schedule-e.csv?year=${year}&propertyId=${home.property.propertyId}`,
    `/api/books/transactions.csv?${yearPeriod}&propertyId=${home.property.propertyId}`,
  ];
  const summary = await server.request({ url: urls[0] as string, headers: stranger.headers });
  expect(summary.json().data.currencies[0]).toMatchObject({
    income: { total: 0 },
    expensesTotal: 0,
    properties: [],
  });
  const scheduleE = await server.request({ url: urls[1] as string, headers: stranger.headers });
  expect(scheduleE.body.trim().split('\n')).toEqual([
    expect.stringMatching(/^Property,Address,Currency,Line 3: Rents received,/),
  ]);
  const transactions = await server.request({ url: urls[2] as string, headers: stranger.headers });
  expect(transactions.body.trim()).toBe(
    'Date,Description,Amount,Currency,Category,Account,Payee,Receipt',
  );
  const pdf = await server.request({
    url: `/api/books/schedule-e.pdf?year=${year}&propertyId=${home.property.propertyId}`,
    headers: stranger.headers,
  });
  expect(pdfTextOf(pdf.rawBody)).toContain(`No income or expenses recorded in ${year}.`);
  for (const url of [...urls, `/api/books/schedule-e.pdf?year=${year}`]) {
    expect((await server.request({ url })).statusCode).toBe(401);
    expect((await server.request({ url, headers: home.sessionHeaders })).statusCode).toBe(401);
  }
});

it('gives the same totals and months without a row per property when asked byProperty=false', async () => {
  const read = async (query: string) =>
    (
      await server.request({
        url: `/api/books/summary?${yearPeriod}${query}`,
        headers: owner.headers,
      })
    ).json().data.currencies[0];
  const whole = await read('');
  const totals = await read('&byProperty=false');
  expect(totals).toEqual({ ...whole, propertyCount: 0, properties: [] });
  const refused = await server.request({
    url: `/api/books/summary?${yearPeriod}&byProperty=maybe`,
    headers: owner.headers,
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error).toMatch(/byProperty/);
});

it('pages the rows per property by name or by NOI, the totals and months always the whole selection', async () => {
  const read = async (query: string, as = owner) => {
    const answer = await server.request({
      url: `/api/books/summary?${yearPeriod}${query}`,
      headers: as.headers,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().data;
  };
  const whole = await read('');
  expect(whole).toMatchObject({ sort: 'name', page: 1, limit: 50, nextPage: null });
  expect(whole.currencies[0].propertyCount).toBe(2);
  const rowsOf = (data: { currencies: { properties: { propertyId: string }[] }[] }) =>
    data.currencies[0]!.properties.map((row) => row.propertyId);
  const totals = { ...whole.currencies[0] };
  delete totals.properties;

  const first = await read('&limit=1');
  expect(first).toMatchObject({ page: 1, limit: 1, nextPage: 2 });
  expect(rowsOf(first)).toEqual([home.property.propertyId]);
  const second = await read('&limit=1&page=2');
  expect(second).toMatchObject({ page: 2, nextPage: null });
  expect(rowsOf(second)).toEqual([garage.propertyId]);
  const beyond = await read('&limit=1&page=3');
  expect(beyond).toMatchObject({ nextPage: null });
  expect(rowsOf(beyond)).toEqual([]);
  for (const page of [first, second, beyond]) {
    expect(page.currencies[0]).toMatchObject(totals);
  }

  // Elm Street Flats: NOI 819.75; Garage Lot: -45.
  expect(rowsOf(await read('&sort=noi'))).toEqual([garage.propertyId, home.property.propertyId]);
  expect(rowsOf(await read('&sort=-noi&limit=1'))).toEqual([home.property.propertyId]);
  expect(rowsOf(await read('&sort=-name'))).toEqual([garage.propertyId, home.property.propertyId]);
  const lowestFirst = await read('&sort=noi&limit=1&page=2');
  expect(lowestFirst).toMatchObject({ sort: 'noi', nextPage: null });
  expect(rowsOf(lowestFirst)).toEqual([home.property.propertyId]);

  // Another owner's pages hold their own property only.
  const theirs = await read('&limit=1&page=1', stranger);
  expect(theirs.currencies[0].propertyCount).toBe(1);
  expect(rowsOf(theirs)).not.toContain(home.property.propertyId);
  expect(rowsOf(theirs)).not.toContain(garage.propertyId);
  expect(theirs.currencies[0].expensesTotal).toBe(5000);
});

it('refuses page, limit and sort values it cannot read, with an error', async () => {
  const bad = [
    ['page=0', /page/],
    ['page=-1', /page/],
    ['page=1.5', /page/],
    ['page=two', /page/],
    ['page=', /page/],
    ['page=100001', /page/],
    ['page=1e400', /page/],
    ['limit=0', /limit/],
    ['limit=501', /limit/],
    ['limit=ten', /limit/],
    ['sort=rent', /sort/],
    ['sort=', /sort/],
  ] as const;
  for (const [query, error] of bad) {
    const answer = await server.request({
      url: `/api/books/summary?${yearPeriod}&${query}`,
      headers: owner.headers,
    });
    expect([query, answer.statusCode]).toEqual([query, 400]);
    expect(answer.json().error).toMatch(error);
  }
});

it('answers again from memory only while nothing the books are drawn from has changed', async () => {
  const summary = async () =>
    (
      await server.request({
        method: 'GET',
        url: `/api/books/summary?${yearPeriod}&propertyId=${garage.propertyId}`,
        headers: owner.headers,
      })
    ).json().data.currencies[0].expensesTotal;
  const before = await summary();
  expect(await summary()).toBe(before);
  const added = await recordExpense(owner, { propertyId: garage.propertyId, amount: 10 });
  expect(await summary()).toBe(before + 10);
  await server.request({
    method: 'PUT',
    url: `/api/expenses/${added.expenseId}`,
    headers: owner.headers,
    payload: {
      propertyId: garage.propertyId,
      date: `${year}-01-15`,
      amount: 12,
      category: 'repairs',
      payee: 'Handy Co.',
    },
  });
  expect(await summary()).toBe(before + 12);
  await server.request({
    method: 'DELETE',
    url: `/api/expenses/${added.expenseId}`,
    headers: owner.headers,
  });
  expect(await summary()).toBe(before);
});
