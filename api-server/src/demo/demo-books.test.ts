import { todayUtc } from '../calendar';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { demoOwner } from './seed';

let server: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp({ demoData: true });
  const signIn = await server.request({
    method: 'POST',
    url: '/api/owners/login',
    payload: { email: demoOwner.email, password: demoOwner.password },
  });
  headers = { 'x-access-token': signIn.json().access_token };
}, startupTimeout);

afterAll(() => server.close());

it('gives the demo owner a year of expenses on both properties and a year of rent, a positive NOI', async () => {
  const today = todayUtc();
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 7)}-01`;
  const first = new Date(`${yearAgo}T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + 1);
  const from = first.toISOString().slice(0, 10);
  const answer = await server.request({
    url: `/api/books/summary?from=${from}&to=${today}`,
    headers,
  });
  const [books] = answer.json().data.currencies;
  expect(books.currency).toBe('USD');
  expect(books.months).toHaveLength(12);
  expect(books.months.every((month: { expenses: number }) => month.expenses > 0)).toBe(true);
  expect(books.properties.map((row: { propertyName: string }) => row.propertyName)).toEqual([
    'Maple Court Apartments',
    'Riverside Cottage',
  ]);
  // A year of Maple Court's rent against a year of expenses: a positive year, income every month.
  expect(books.income.rent).toBeGreaterThan(150_000);
  expect(books.netOperatingIncome).toBeGreaterThan(50_000);
  expect(books.months.every((month: { income: number }) => month.income > 0)).toBe(true);
  expect(books.income.lateFees).toBe(0);
  expect(books.expenses.map((row: { category: string }) => row.category)).toEqual(
    expect.arrayContaining(['mortgage_interest', 'repairs', 'insurance', 'taxes', 'utilities']),
  );
  const vendors = await server.request({ url: '/api/vendors', headers });
  expect(vendors.json().data.map((vendor: { name: string }) => vendor.name)).toEqual([
    'Austin Plumbing Co.',
    'Lone Star Electric',
  ]);
});
