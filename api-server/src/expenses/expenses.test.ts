import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type SignedUpOwner, createProperty, signUpOwner } from '../test-support/owners';
import {
  type ActiveTenancy,
  activeTenancy,
  documentForm,
  fileMaintenanceRequest,
  pdfBytes,
} from '../test-support/tenancy';
import {
  type TestApp,
  type TestRequest,
  startTestApp,
  startupTimeout,
} from '../test-support/test-app';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
let home: ActiveTenancy;
let requestId: string;

const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  stranger = await signUpOwner(server);
  home = await activeTenancy(server, owner);
  const filed = await fileMaintenanceRequest(server, home, { title: 'Leaking tap' });
  requestId = filed.json().data.requestId;
}, startupTimeout);

afterAll(() => server.close());

const payload = (overrides: Record<string, unknown> = {}) => ({
  propertyId: home.property.propertyId,
  date: '2026-03-14',
  amount: 182.4,
  category: 'repairs',
  payee: 'Austin Plumbing Co.',
  note: 'Kitchen tap washer',
  ...overrides,
});

async function recordExpense(as: SignedUpOwner, overrides: Record<string, unknown> = {}) {
  const answer = await server.request({
    method: 'POST',
    url: '/api/expenses',
    headers: as.headers,
    payload: payload(overrides),
  });
  if (answer.statusCode !== 201) throw new Error(`expense not recorded: ${answer.body}`);
  return answer.json().data;
}

describe('expenses', () => {
  it("records an expense in the property's currency, with a unit and the property's request", async () => {
    const recorded = await recordExpense(owner, {
      unit: '2B',
      maintenanceRequestId: requestId,
      subCategory: 'Plumbing',
    });
    expect(recorded).toMatchObject({
      propertyId: home.property.propertyId,
      propertyName: home.property.name,
      unit: '2B',
      maintenanceRequestId: requestId,
      date: '2026-03-14',
      amount: 182.4,
      currency: 'USD',
      category: 'repairs',
      subCategory: 'Plumbing',
      payee: 'Austin Plumbing Co.',
      receipt: null,
    });
    const categories = await server.request({
      url: '/api/expenses/categories',
      headers: owner.headers,
    });
    expect(categories.json().data).toContainEqual({
      category: 'repairs',
      line: 14,
      label: 'Repairs',
      subCategories: ['Plumbing'],
    });
  });

  it('refuses bad input with the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'Amount must be more than 0'],
      [{ amount: 1.234 }, 'Amount can have at most 2 decimal places'],
      [{ category: 'holidays' }, 'Choose a category'],
      [{ payee: ' ' }, 'Payee is required'],
      [{ date: '2026-02-30' }, 'Date is not a real date'],
    ];
    for (const [overrides, error] of cases) {
      const answer = await server.request({
        method: 'POST',
        url: '/api/expenses',
        headers: owner.headers,
        payload: payload(overrides),
      });
      expect([answer.statusCode, answer.json().error]).toEqual([400, error]);
    }
  });

  it('keeps the history of edits and the deletion, and drops a deleted expense from the list', async () => {
    const recorded = await recordExpense(owner, { amount: 90 });
    const edited = await server.request({
      method: 'PUT',
      url: `/api/expenses/${recorded.expenseId}`,
      headers: owner.headers,
      payload: payload({ amount: 95.5, category: 'supplies' }),
    });
    expect(edited.json().data).toMatchObject({ amount: 95.5, category: 'supplies' });
    const detail = await server.request({
      url: `/api/expenses/${recorded.expenseId}`,
      headers: owner.headers,
    });
    expect(
      detail
        .json()
        .data.history.map((change: { change: string; amount: number }) => [
          change.change,
          change.amount,
        ]),
    ).toEqual([
      ['created', 90],
      ['edited', 95.5],
    ]);
    const deleted = await server.request({
      method: 'DELETE',
      url: `/api/expenses/${recorded.expenseId}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const list = await server.request({ url: '/api/expenses', headers: owner.headers });
    expect(list.json().data.map((row: { expenseId: string }) => row.expenseId)).not.toContain(
      recorded.expenseId,
    );
    // Out of the books, its history still read by its owner: the deletion last, with its time.
    const again = await server.request({
      url: `/api/expenses/${recorded.expenseId}`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(200);
    const { deletedAt, history } = again.json().data;
    expect(history.map((change: { change: string }) => change.change)).toEqual([
      'created',
      'edited',
      'deleted',
    ]);
    expect(history.at(-1)).toMatchObject({ changedAt: deletedAt, amount: 95.5 });
    const deletedList = await server.request({
      url: '/api/expenses?deleted=true',
      headers: owner.headers,
    });
    expect(deletedList.json().data).toEqual([
      expect.objectContaining({ expenseId: recorded.expenseId, deletedAt, amount: 95.5 }),
    ]);
    expect(list.json().data.every((row: { deletedAt: null }) => row.deletedAt === null)).toBe(true);
    // Deleted is final: it is not changed, deleted again or given a receipt.
    for (const call of [
      { method: 'PUT' as const, payload: payload() },
      { method: 'DELETE' as const },
    ]) {
      const refused = await server.request({
        ...call,
        url: `/api/expenses/${recorded.expenseId}`,
        headers: owner.headers,
      });
      expect(refused.statusCode).toBe(404);
    }
    const badFilter = await server.request({
      url: '/api/expenses?deleted=yes',
      headers: owner.headers,
    });
    expect([badFilter.statusCode, badFilter.json().error]).toEqual([
      400,
      'deleted may only be true',
    ]);
  });

  it('pages the list newest first', async () => {
    const other = await createProperty(server, owner, { name: 'Paging House' });
    for (const day of ['2025-01-03', '2025-01-02', '2025-01-01']) {
      await recordExpense(owner, { propertyId: other.propertyId, date: day });
    }
    const first = await server.request({
      url: `/api/expenses?propertyId=${other.propertyId}&limit=2`,
      headers: owner.headers,
    });
    expect(first.json().data.map((row: { date: string }) => row.date)).toEqual([
      '2025-01-03',
      '2025-01-02',
    ]);
    const second = await server.request({
      url: `/api/expenses?propertyId=${other.propertyId}&limit=2&after=${first.json().next}`,
      headers: owner.headers,
    });
    expect(second.json()).toMatchObject({ data: [{ date: '2025-01-01' }], next: null });
  });

  it('stores a receipt checked by content and gives it back to the owner as an attachment', async () => {
    const recorded = await recordExpense(owner);
    const refused = await server.request({
      method: 'POST',
      url: `/api/expenses/${recorded.expenseId}/receipt`,
      headers: owner.headers,
      payload: documentForm(Buffer.from('<html>not a receipt</html>'), 'receipt.pdf'),
    });
    expect([refused.statusCode, refused.json().error]).toEqual([
      415,
      'Upload a PDF, PNG, JPEG or WebP file',
    ]);
    const attached = await server.request({
      method: 'POST',
      url: `/api/expenses/${recorded.expenseId}/receipt`,
      headers: owner.headers,
      payload: documentForm(pngBytes, 'tap receipt.pdf', 'application/pdf'),
    });
    expect(attached.statusCode).toBe(201);
    expect(attached.json().data.receipt).toEqual({
      fileName: 'tap receipt.png',
      contentType: 'image/png',
      sizeBytes: pngBytes.length,
    });
    const download = await server.request({
      url: `/api/expenses/${recorded.expenseId}/receipt`,
      headers: owner.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="tap receipt.png"');
    expect(download.rawBody.equals(pngBytes)).toBe(true);
    const detail = await server.request({
      url: `/api/expenses/${recorded.expenseId}`,
      headers: owner.headers,
    });
    expect(detail.json().data.history.at(-1)).toMatchObject({
      change: 'receipt',
      receiptName: 'tap receipt.png',
    });
  });

  it('refuses a receipt over 10 MB with a 413 and keeps nothing of it', async () => {
    const recorded = await recordExpense(owner);
    const storedFiles = () => readdir(path.join(server.config.dataDir, 'files')).catch(() => []);
    const before = await storedFiles();
    const tooLarge = Buffer.concat([pngBytes, Buffer.alloc(10 * 1024 * 1024)]);
    const refused = await server.request({
      method: 'POST',
      url: `/api/expenses/${recorded.expenseId}/receipt`,
      headers: owner.headers,
      payload: documentForm(tooLarge, 'receipt.png', 'image/png'),
    });
    expect([refused.statusCode, refused.json().error]).toEqual([
      413,
      'A receipt can be at most 10 MB',
    ]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a request of another property', async () => {
    const other = await createProperty(server, owner, { name: 'Second House' });
    const answer = await server.request({
      method: 'POST',
      url: '/api/expenses',
      headers: owner.headers,
      payload: payload({ propertyId: other.propertyId, maintenanceRequestId: requestId }),
    });
    expect([answer.statusCode, answer.json().error]).toEqual([
      400,
      'The maintenance request is on another property',
    ]);
  });
});

describe('vendors', () => {
  it('adds, lists, changes and removes a vendor', async () => {
    const added = await server.request({
      method: 'POST',
      url: '/api/vendors',
      headers: owner.headers,
      payload: { name: 'Lone Star Electric', trade: 'Electrician', email: 'jobs@lonestar.test' },
    });
    expect(added.statusCode).toBe(201);
    const { vendorId } = added.json().data;
    const changed = await server.request({
      method: 'PUT',
      url: `/api/vendors/${vendorId}`,
      headers: owner.headers,
      payload: { name: 'Lone Star Electric', trade: 'Electrician', phone: '+15125550199' },
    });
    expect(changed.json().data).toMatchObject({ phone: '+15125550199', email: '' });
    const list = await server.request({ url: '/api/vendors', headers: owner.headers });
    expect(list.json().data).toEqual([changed.json().data]);
    const badEmail = await server.request({
      method: 'POST',
      url: '/api/vendors',
      headers: owner.headers,
      payload: { name: 'X', email: 'not-an-email' },
    });
    expect([badEmail.statusCode, badEmail.json().error]).toEqual([
      400,
      'Enter a valid email address',
    ]);
    const removed = await server.request({
      method: 'DELETE',
      url: `/api/vendors/${vendorId}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
  });
});

describe('isolation across owners', () => {
  let expenseId: string;
  let vendorId: string;
  let calls: TestRequest[];

  beforeAll(async () => {
    const recorded = await recordExpense(owner);
    expenseId = recorded.expenseId;
    await server.request({
      method: 'POST',
      url: `/api/expenses/${expenseId}/receipt`,
      headers: owner.headers,
      payload: documentForm(pdfBytes, 'receipt.pdf'),
    });
    const added = await server.request({
      method: 'POST',
      url: '/api/vendors',
      headers: owner.headers,
      payload: { name: 'Hill Country Roofing', trade: 'Roofer' },
    });
    vendorId = added.json().data.vendorId;
    calls = [
      { url: `/api/expenses/${expenseId}` },
      { method: 'PUT', url: `/api/expenses/${expenseId}`, payload: payload() },
      { method: 'DELETE', url: `/api/expenses/${expenseId}` },
      { url: `/api/expenses/${expenseId}/receipt` },
      {
        method: 'POST',
        url: `/api/expenses/${expenseId}/receipt`,
        payload: () => documentForm(pdfBytes, 'mine.pdf'),
      } as unknown as TestRequest,
      { method: 'PUT', url: `/api/vendors/${vendorId}`, payload: { name: 'Taken over' } },
      { method: 'DELETE', url: `/api/vendors/${vendorId}` },
    ];
  });

  const asked = (call: TestRequest, url: string, headers: Record<string, string>) => ({
    ...call,
    url,
    headers,
    payload: typeof call.payload === 'function' ? (call.payload as () => FormData)() : call.payload,
  });

  it('keeps a deleted expense and its history from another owner: 404, and not in their deleted list', async () => {
    const gone = await recordExpense(owner, { payee: 'Deleted Plumbing' });
    await server.request({
      method: 'DELETE',
      url: `/api/expenses/${gone.expenseId}`,
      headers: owner.headers,
    });
    const foreign = await server.request({
      url: `/api/expenses/${gone.expenseId}`,
      headers: stranger.headers,
    });
    expect([foreign.statusCode, foreign.json().error]).toEqual([404, 'Expense not found']);
    const theirs = await server.request({
      url: '/api/expenses?deleted=true',
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain(gone.expenseId);
    const mine = await server.request({
      url: '/api/expenses?deleted=true',
      headers: owner.headers,
    });
    expect(mine.body).toContain(gone.expenseId);
  });

  it("answers another owner 404 on every route naming an owner's expense or vendor, as for a missing one", async () => {
    for (const call of calls) {
      const foreign = await server.request(asked(call, call.url, stranger.headers));
      const missingUrl = call.url
        .replace(expenseId, '00000000-0000-4000-8000-000000000000')
        .replace(vendorId, '00000000-0000-4000-8000-000000000000');
      const missing = await server.request(asked(call, missingUrl, stranger.headers));
      expect([call.method ?? 'GET', call.url, foreign.statusCode, foreign.json()]).toEqual([
        call.method ?? 'GET',
        call.url,
        404,
        missing.json(),
      ]);
    }
  });

  it("does not let another owner record on the owner's property or request", async () => {
    const onProperty = await server.request({
      method: 'POST',
      url: '/api/expenses',
      headers: stranger.headers,
      payload: payload(),
    });
    expect([onProperty.statusCode, onProperty.json().error]).toEqual([404, 'Property not found']);
    const own = await createProperty(server, stranger);
    const onRequest = await server.request({
      method: 'POST',
      url: '/api/expenses',
      headers: stranger.headers,
      payload: payload({ propertyId: own.propertyId, maintenanceRequestId: requestId }),
    });
    expect([onRequest.statusCode, onRequest.json().error]).toEqual([
      404,
      'Maintenance request not found',
    ]);
  });

  it("lists nothing of the owner's to another owner", async () => {
    for (const url of [
      '/api/expenses',
      `/api/expenses?propertyId=${home.property.propertyId}`,
      '/api/vendors',
    ]) {
      const answer = await server.request({ url, headers: stranger.headers });
      expect([url, answer.statusCode, answer.json().data]).toEqual([url, 200, []]);
    }
    const categories = await server.request({
      url: '/api/expenses/categories',
      headers: stranger.headers,
    });
    expect(
      categories.json().data.flatMap((row: { subCategories: string[] }) => row.subCategories),
    ).toEqual([]);
  });

  it("leaves the owner's expense and vendor as they were", async () => {
    const detail = await server.request({
      url: `/api/expenses/${expenseId}`,
      headers: owner.headers,
    });
    expect(detail.json().data).toMatchObject({
      amount: 182.4,
      receipt: { fileName: 'receipt.pdf' },
    });
    const list = await server.request({ url: '/api/vendors', headers: owner.headers });
    expect(list.json().data.map((row: { name: string }) => row.name)).toContain(
      'Hill Country Roofing',
    );
  });

  it('answers 401 without a token and to a tenant', async () => {
    const everyCall = [
      ...calls,
      { url: '/api/expenses' },
      { url: '/api/expenses/categories' },
      { method: 'POST', url: '/api/expenses', payload: payload() } as TestRequest,
      { url: '/api/vendors' },
      { method: 'POST', url: '/api/vendors', payload: { name: 'Someone' } } as TestRequest,
    ];
    for (const call of everyCall) {
      expect((await server.request(asked(call, call.url, {}))).statusCode).toBe(401);
      const asTenant = await server.request(asked(call, call.url, home.sessionHeaders));
      expect([call.url, asTenant.statusCode]).toEqual([call.url, 401]);
    }
  });
});

describe('vendors on maintenance requests', () => {
  let repairId: string;
  let vendorId: string;

  beforeAll(async () => {
    const filed = await fileMaintenanceRequest(server, home, { title: 'Broken heater' });
    repairId = filed.json().data.requestId;
    const added = await server.request({
      method: 'POST',
      url: '/api/vendors',
      headers: owner.headers,
      payload: { name: 'Austin Heating', trade: 'HVAC' },
    });
    vendorId = added.json().data.vendorId;
  });

  it('assigns a vendor, refuses the cost before the request is resolved, then records it against the request', async () => {
    const assigned = await server.request({
      method: 'PUT',
      url: `/api/maintenance/${repairId}/vendor`,
      headers: owner.headers,
      payload: { vendorId },
    });
    expect(assigned.json().data).toMatchObject({
      requestId: repairId,
      vendor: { vendorId, name: 'Austin Heating' },
      expenses: [],
    });
    const cost = { date: '2026-04-02', amount: 420, note: 'New igniter' };
    const early = await server.request({
      method: 'POST',
      url: `/api/maintenance/${repairId}/cost`,
      headers: owner.headers,
      payload: cost,
    });
    expect([early.statusCode, early.json().error]).toEqual([
      409,
      'The cost of a request is recorded once it is resolved',
    ]);
    await server.request({
      method: 'PUT',
      url: `/api/maintenance/${repairId}/status`,
      headers: owner.headers,
      payload: { status: 'resolved' },
    });
    const recorded = await server.request({
      method: 'POST',
      url: `/api/maintenance/${repairId}/cost`,
      headers: owner.headers,
      payload: cost,
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json().data).toMatchObject({
      propertyId: home.property.propertyId,
      maintenanceRequestId: repairId,
      payee: 'Austin Heating',
      category: 'repairs',
      amount: 420,
    });
    const withCost = await server.request({
      url: `/api/maintenance/${repairId}/vendor`,
      headers: owner.headers,
    });
    expect(withCost.json().data.expenses).toHaveLength(1);
  });

  it("answers another owner 404 on the request's vendor and cost, and on the owner's vendor", async () => {
    const strangerVendor = await server.request({
      method: 'POST',
      url: '/api/vendors',
      headers: stranger.headers,
      payload: { name: 'Elsewhere Repairs' },
    });
    const foreignVendorId = strangerVendor.json().data.vendorId;
    const missing = '00000000-0000-4000-8000-000000000000';
    const calls: TestRequest[] = [
      { url: `/api/maintenance/${repairId}/vendor` },
      {
        method: 'PUT',
        url: `/api/maintenance/${repairId}/vendor`,
        payload: { vendorId: foreignVendorId },
      },
      { method: 'DELETE', url: `/api/maintenance/${repairId}/vendor` },
      {
        method: 'POST',
        url: `/api/maintenance/${repairId}/cost`,
        payload: { date: '2026-04-03', amount: 1, payee: 'Me' },
      },
    ];
    for (const call of calls) {
      const foreign = await server.request({ ...call, headers: stranger.headers });
      const absent = await server.request({
        ...call,
        url: call.url.replace(repairId, missing),
        headers: stranger.headers,
      });
      expect([call.method ?? 'GET', foreign.statusCode, foreign.json()]).toEqual([
        call.method ?? 'GET',
        404,
        absent.json(),
      ]);
      expect((await server.request(call)).statusCode).toBe(401);
    }
    // The owner cannot give the request to another owner's vendor either.
    const otherVendor = await server.request({
      method: 'PUT',
      url: `/api/maintenance/${repairId}/vendor`,
      headers: owner.headers,
      payload: { vendorId: foreignVendorId },
    });
    expect([otherVendor.statusCode, otherVendor.json().error]).toEqual([404, 'Vendor not found']);
    const still = await server.request({
      url: `/api/maintenance/${repairId}/vendor`,
      headers: owner.headers,
    });
    expect(still.json().data.vendor.name).toBe('Austin Heating');
  });
});

test('the list is given again from memory only until an expense or a property changes', async () => {
  const ids = async () =>
    (await server.request({ url: '/api/expenses?limit=500', headers: owner.headers }))
      .json()
      .data.map((expense: { expenseId: string; amount: number; propertyName: string }) =>
        [expense.expenseId, expense.amount, expense.propertyName].join(' '),
      );
  const before = await ids();
  expect(await ids()).toEqual(before);
  const added = await recordExpense(owner, { amount: 31 });
  const withIt = await ids();
  expect(withIt).toHaveLength(before.length + 1);
  expect(withIt.join()).toContain(`${added.expenseId} 31`);
  const renaming = await server.request({
    method: 'PUT',
    url: '/api/properties/update',
    headers: owner.headers,
    payload: { propertyId: home.property.propertyId, name: 'Renamed Flats' },
  });
  expect(renaming.statusCode).toBe(200);
  const renamed = await ids();
  expect(renamed.join()).toContain(`${added.expenseId} 31 Renamed Flats`);
  await server.request({
    method: 'DELETE',
    url: `/api/expenses/${added.expenseId}`,
    headers: owner.headers,
  });
  expect(await ids()).toHaveLength(before.length);
});
