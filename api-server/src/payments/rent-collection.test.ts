import fc from 'fast-check';
import { todayUtc } from '../calendar';
import { type SignedUpOwner, signUpOwner } from '../test-support/owners';
import {
  type ActiveTenancy,
  activeTenancy,
  addBankDetails,
  createLease,
  daysFromToday,
  inviteTenant,
  tenancySteps,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { RentCollection } from './rent-collection';
import { monthlyDueDates } from './rent-schedule';

let server: TestApp;

// Each test takes a tenant through the whole move-in flow first, which is slow on a busy machine.
jest.setTimeout(30_000);

beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

/** A lease that started 40 days ago: the deposit and first month paid at move-in, the second month late. */
async function lateSecondMonth(owner: SignedUpOwner) {
  const startDate = daysFromToday(-40);
  const tenancy = await activeTenancy(server, owner, { startDate, endDate: daysFromToday(320) });
  const [, secondMonth = ''] = monthlyDueDates(startDate, daysFromToday(320));
  return { tenancy, secondMonth };
}

const rentOf = (tenancy: ActiveTenancy) =>
  server.request({ url: '/api/tenants/rent', headers: tenancy.sessionHeaders });

const report = (tenancy: ActiveTenancy, amount: number, requestId: string) =>
  server.request({
    method: 'POST',
    url: '/api/tenants/rent/payments',
    headers: tenancy.sessionHeaders,
    payload: { amount, requestId },
  });

const monthOf = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

test('after move-in the tenant sees what is owed, why each late fee exists, and where to pay', async () => {
  const owner = await signUpOwner(server);
  const { tenancy, secondMonth } = await lateSecondMonth(owner);
  const rent = (await rentOf(tenancy)).json().data;
  expect(rent).toMatchObject({
    today: todayUtc(),
    balance: 950,
    overdue: 950,
    credit: 0,
    bankDetails: { bankName: 'First Austin Bank', accountNumber: '000123456789' },
  });
  const terms = (
    await server.request({ url: '/api/tenants/lease', headers: tenancy.sessionHeaders })
  ).json().data;
  expect(rent.paymentReference).toBe(terms.paymentReference);
  const [deposit, firstMonth, second, fee] = rent.charges;
  expect(deposit).toMatchObject({ kind: 'deposit', amount: 850, paid: 850, status: 'paid' });
  expect(firstMonth).toMatchObject({ kind: 'rent', amount: 850, paid: 850, status: 'paid' });
  expect(second).toMatchObject({ dueDate: secondMonth, amount: 850, paid: 0, status: 'overdue' });
  expect(fee).toMatchObject({
    kind: 'late_fee',
    amount: 100,
    status: 'overdue',
    feeFor: second.id,
    reason: `$100 late fee: ${monthOf(secondMonth)} rent unpaid 2 days after it was due`,
  });
  expect(rent.nextDue).toMatchObject({ amount: 850 });
  expect(rent.payments).toEqual([
    expect.objectContaining({ type: 'Move-in payment', status: 'completed', amount: 1700 }),
  ]);

  const metrics = await server.request({
    url: '/api/tenants/metrics',
    headers: tenancy.sessionHeaders,
  });
  expect(metrics.json().data.metrics.paymentStatus).toBe('overdue');
  const activities = await server.request({
    url: '/api/owners/pending-activities',
    headers: owner.headers,
  });
  expect(activities.json().data.overduePayments).toEqual([
    expect.objectContaining({ dueDate: secondMonth, amount: 850 }),
  ]);
});

test('a reported payment is recorded once, settles the oldest charge once received, and earns a receipt', async () => {
  const owner = await signUpOwner(server);
  const { tenancy } = await lateSecondMonth(owner);
  const first = await report(tenancy, 950, 'report-0001');
  const retried = await report(tenancy, 950, 'report-0001');
  expect(first.statusCode).toBe(200);
  expect(retried.json().data.payments).toEqual(first.json().data.payments);
  expect(retried.json().data).toMatchObject({ awaitingConfirmation: 950, balance: 950 });

  const awaiting = (
    await server.request({ url: '/api/payments/awaiting', headers: owner.headers })
  ).json().data;
  expect(awaiting).toEqual([
    expect.objectContaining({
      status: 'pending',
      amount: 950,
      tenantName: tenancy.tenant.name,
      type: 'Rent by bank transfer',
    }),
  ]);
  const paymentId = awaiting[0].paymentId;
  const noReceiptYet = await server.request({
    url: `/api/tenants/rent/payments/${paymentId}/receipt`,
    headers: tenancy.sessionHeaders,
  });
  expect(noReceiptYet.statusCode).toBe(409);

  const decide = (result: string) =>
    server.request({
      method: 'PUT',
      url: `/api/payments/${paymentId}/decision`,
      headers: owner.headers,
      payload: { result },
    });
  expect((await decide('received')).json().data.status).toBe('completed');
  expect((await decide('received')).json().data.status).toBe('completed');
  expect(await decide('failed').then((answer) => [answer.statusCode, answer.json()])).toEqual([
    409,
    { error: 'This payment was already marked received' },
  ]);

  const rent = (await rentOf(tenancy)).json().data;
  expect(rent).toMatchObject({ balance: 0, overdue: 0, awaitingConfirmation: 0 });
  expect(rent.charges.filter((charge: { status: string }) => charge.status !== 'paid')).toEqual(
    rent.charges.filter((charge: { status: string }) => charge.status === 'upcoming'),
  );
  const receipt = await server.request({
    url: `/api/tenants/rent/payments/${paymentId}/receipt`,
    headers: tenancy.sessionHeaders,
  });
  expect(receipt.statusCode).toBe(200);
  expect(receipt.headers['content-type']).toBe('application/pdf');
  expect(receipt.rawBody.subarray(0, 5).toString()).toBe('%PDF-');
  const metrics = await server.request({
    url: '/api/tenants/metrics',
    headers: tenancy.sessionHeaders,
  });
  expect(metrics.json().data.metrics.paymentStatus).toBe('paid');
  const activities = await server.request({
    url: '/api/owners/pending-activities',
    headers: owner.headers,
  });
  expect(activities.json().data.overduePayments).toEqual([]);
});

test('the owner waives a late fee with a reason that is kept, once; a partial cash payment stays overdue', async () => {
  const owner = await signUpOwner(server);
  const { tenancy, secondMonth } = await lateSecondMonth(owner);
  const ledgerUrl = `/api/payments/leases/${tenancy.lease.leaseId}/ledger`;
  const before = (await server.request({ url: ledgerUrl, headers: owner.headers })).json().data;
  const fee = before.charges.find((charge: { kind: string }) => charge.kind === 'late_fee');
  const waive = (reason: string) =>
    server.request({
      method: 'POST',
      url: `/api/payments/late-fees/${fee.feeFor}/waive`,
      headers: owner.headers,
      payload: { reason },
    });
  const open = (
    await server.request({ url: '/api/payments/late-fees', headers: owner.headers })
  ).json().data;
  expect(open).toEqual([
    expect.objectContaining({ chargeId: fee.feeFor, amount: 100, reason: fee.reason }),
  ]);
  expect((await waive('   ')).statusCode).toBe(400);
  await waive('First late payment');
  const waived = (await waive('Changed my mind')).json().data;
  expect(waived.charges.find((charge: { id: string }) => charge.id === fee.id)).toMatchObject({
    status: 'waived',
    waiver: { reason: 'First late payment' },
  });
  expect(waived.balance).toBe(850);
  expect(
    (await server.request({ url: '/api/payments/late-fees', headers: owner.headers })).json(),
  ).toEqual({ data: [], total: 0, nextCursor: null });

  const record = {
    leaseId: tenancy.lease.leaseId,
    amount: 500,
    paidOn: todayUtc(),
    method: 'cash',
    requestId: 'cash-0001',
  };
  const recordCash = () =>
    server.request({
      method: 'POST',
      url: '/api/payments/record',
      headers: owner.headers,
      payload: record,
    });
  await recordCash();
  const recorded = (await recordCash()).json().data;
  expect(recorded.balance).toBe(350);
  expect(
    recorded.charges.find((c: { dueDate: string }) => c.dueDate === secondMonth),
  ).toMatchObject({ paid: 500, status: 'overdue' });
  expect(recorded.payments.map((payment: { type: string }) => payment.type)).toEqual([
    'Move-in payment',
    'Cash',
  ]);
  const future = await server.request({
    method: 'POST',
    url: '/api/payments/record',
    headers: owner.headers,
    payload: { ...record, paidOn: daysFromToday(3), requestId: 'cash-0002' },
  });
  expect(future.json()).toEqual({ error: 'The date paid cannot be in the future' });
  const refused = await server.request({
    method: 'POST',
    url: '/api/payments/record',
    headers: owner.headers,
    payload: { ...record, amount: -5 },
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error).toBe('Amount must be more than 0');
});

test('the four cards and the chart follow the ledger; history filters, pages and exports', async () => {
  const owner = await signUpOwner(server);
  const { tenancy, secondMonth } = await lateSecondMonth(owner);
  const summaryOf = async () =>
    (
      await server.request({
        url: `/api/payments/summary?from=${secondMonth}&to=${secondMonth}`,
        headers: owner.headers,
      })
    ).json().data.currencies[0];
  expect(await summaryOf()).toMatchObject({
    due: 850,
    collected: 0,
    pending: 0,
    collectionRate: 0,
    currency: 'USD',
  });
  await report(tenancy, 850, 'report-0002');
  // Pending is what tenants reported and the owner has not confirmed yet.
  expect(await summaryOf()).toMatchObject({
    pending: 850,
    awaitingConfirmation: 850,
    collectionRate: 0,
  });
  const [awaiting] = (
    await server.request({ url: '/api/payments/awaiting', headers: owner.headers })
  ).json().data;
  await server.request({
    method: 'PUT',
    url: `/api/payments/${awaiting.paymentId}/decision`,
    headers: owner.headers,
    payload: { result: 'received' },
  });
  const after = await summaryOf();
  expect(after).toMatchObject({
    due: 850,
    collected: 850,
    pending: 0,
    collectionRate: 1,
    awaitingConfirmation: 0,
  });
  const thisMonth = (
    await server.request({ url: '/api/payments/summary', headers: owner.headers })
  ).json().data.currencies[0];
  expect(thisMonth.months).toHaveLength(12);
  expect(thisMonth.months.at(-1)).toMatchObject({ month: todayUtc().slice(0, 7) });
  // The chart's month is counted as the cards count the month.
  expect(thisMonth.months.at(-1)).toEqual({
    month: todayUtc().slice(0, 7),
    due: thisMonth.due,
    collected: thisMonth.collected,
  });

  const history = (query: string) =>
    server.request({ url: `/api/payments/history${query}`, headers: owner.headers });
  expect((await history('')).json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
  const paged = (await history('?pageSize=1&page=2')).json();
  expect(paged).toMatchObject({ total: 2, page: 2 });
  expect(paged.data).toEqual([expect.objectContaining({ type: 'Move-in payment' })]);
  expect((await history('?status=failed')).json()).toMatchObject({ total: 0, data: [] });
  expect((await history(`?tenantId=${tenancy.tenant.tenant.tenantId}`)).json().total).toBe(2);
  expect((await history('?propertyId=nope')).json().total).toBe(0);
  expect((await history('?status=lost')).statusCode).toBe(400);
  const csv = await history('.csv?status=completed');
  expect(csv.headers['content-type']).toContain('text/csv');
  const lines = csv.body.trim().split('\n');
  expect(lines[0]).toBe('Date,Tenant,Property,Type,Status,Amount,Currency,Reference');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(',Rent by bank transfer,completed,850.00,USD,HS-');
});

test('a bank statement: the known reference and amount match, the unknown line does not; applying twice records once', async () => {
  const owner = await signUpOwner(server);
  const { tenancy } = await lateSecondMonth(owner);
  const reference = (await rentOf(tenancy)).json().data.paymentReference;
  const csv = [
    'Date,Description,Amount',
    `${todayUtc()},TRANSFER FROM T TENANT ${reference},950.00`,
    `${todayUtc()},TRANSFER FROM SOMEONE HS-ZZZZZZZZ,400.00`,
    `${todayUtc()},BANK FEE,-5.00`,
  ].join('\n');
  const preview = await server.request({
    method: 'POST',
    url: '/api/payments/statement',
    headers: owner.headers,
    payload: { csv },
  });
  const [matched, unknown, fee] = preview.json().data;
  expect(matched).toMatchObject({
    amount: 950,
    applied: false,
    match: { leaseId: tenancy.lease.leaseId, reference, paymentId: null },
  });
  expect(unknown).toMatchObject({ match: null, note: 'No tenant has this payment reference' });
  expect(fee).toMatchObject({ match: null, note: 'Not money in' });
  const apply = () =>
    server.request({
      method: 'POST',
      url: '/api/payments/statement/apply',
      headers: owner.headers,
      payload: { csv, lineKeys: [matched.lineKey, unknown.lineKey] },
    });
  expect((await apply()).json().data[0]).toMatchObject({ applied: true, note: 'Already recorded' });
  await apply();
  const rent = (await rentOf(tenancy)).json().data;
  expect(rent.balance).toBe(0);
  expect(rent.payments.map((payment: { type: string }) => payment.type)).toEqual([
    'Move-in payment',
    'Bank statement',
  ]);
  const unreadable = await server.request({
    method: 'POST',
    url: '/api/payments/statement',
    headers: owner.headers,
    payload: { csv: 'just,some\nwords,here' },
  });
  expect(unreadable.json()).toEqual({
    error: 'The statement needs a header row with Date, Amount and Description columns',
  });
});

test("another owner's lease, payment or charge answers 404 like a missing one; the wrong token answers 401", async () => {
  const owner = await signUpOwner(server);
  const stranger = await signUpOwner(server);
  const { tenancy } = await lateSecondMonth(owner);
  await report(tenancy, 10, 'report-0003');
  const [awaiting] = (
    await server.request({ url: '/api/payments/awaiting', headers: owner.headers })
  ).json().data;
  const ledger = (
    await server.request({
      url: `/api/payments/leases/${tenancy.lease.leaseId}/ledger`,
      headers: owner.headers,
    })
  ).json().data;
  const fee = ledger.charges.find((charge: { kind: string }) => charge.kind === 'late_fee');
  const calls = [
    { url: `/api/payments/leases/${tenancy.lease.leaseId}/ledger` },
    {
      method: 'PUT' as const,
      url: `/api/payments/${awaiting.paymentId}/decision`,
      payload: { result: 'received' },
    },
    {
      method: 'POST' as const,
      url: `/api/payments/late-fees/${fee.feeFor}/waive`,
      payload: { reason: 'x' },
    },
    {
      method: 'POST' as const,
      url: '/api/payments/record',
      payload: {
        leaseId: tenancy.lease.leaseId,
        amount: 1,
        paidOn: todayUtc(),
        method: 'cash',
        requestId: 'stranger-01',
      },
    },
  ];
  for (const call of calls) {
    const answer = await server.request({ ...call, headers: stranger.headers });
    expect([call.url, answer.statusCode, answer.json().error]).toEqual([
      call.url,
      404,
      expect.stringMatching(/not found$/),
    ]);
  }
  expect(
    (await server.request({ url: '/api/payments/history', headers: stranger.headers })).json(),
  ).toMatchObject({ total: 0 });
  expect(
    (await server.request({ url: '/api/payments/awaiting', headers: stranger.headers })).json(),
  ).toEqual({ data: [] });
  expect(
    (await server.request({ url: '/api/payments/summary', headers: stranger.headers })).json().data,
  ).toMatchObject({
    currencies: [expect.objectContaining({ totalRevenue: 0, collectionRate: null })],
    hasTenants: false,
  });
  const stillAwaiting = (
    await server.request({ url: '/api/payments/awaiting', headers: owner.headers })
  ).json().data;
  expect(stillAwaiting).toHaveLength(1);

  for (const url of ['/api/payments/summary', '/api/payments/history', '/api/payments/awaiting']) {
    expect((await server.request({ url, headers: tenancy.sessionHeaders })).statusCode).toBe(401);
  }
  for (const url of [
    '/api/tenants/rent',
    `/api/tenants/rent/payments/${awaiting.paymentId}/receipt`,
  ]) {
    expect((await server.request({ url, headers: owner.headers })).statusCode).toBe(401);
    expect((await server.request({ url, headers: tenancy.tenant.headers })).statusCode).toBe(401);
  }
  const otherTenant = (await lateSecondMonth(stranger)).tenancy;
  const foreignReceipt = await server.request({
    url: `/api/tenants/rent/payments/${awaiting.paymentId}/receipt`,
    headers: otherTenant.sessionHeaders,
  });
  expect(foreignReceipt.statusCode).toBe(404);
});

test('the OpenAPI document lists every rent endpoint, drawn from the contract', async () => {
  const document = (await server.request({ url: '/api/docs/json' })).json();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/tenants/rent',
      '/api/tenants/rent/payments',
      '/api/tenants/rent/payments/{paymentId}/receipt',
      '/api/payments/summary',
      '/api/payments/history',
      '/api/payments/history.csv',
      '/api/payments/awaiting',
      '/api/payments/overdue',
      '/api/payments/{paymentId}/decision',
      '/api/payments/record',
      '/api/payments/leases/{leaseId}/ledger',
      '/api/payments/late-fees',
      '/api/payments/late-fees/{chargeId}/waive',
      '/api/payments/statement',
      '/api/payments/statement/apply',
    ]),
  );
  expect(
    document.paths['/api/tenants/rent/payments'].post.requestBody.content['application/json'].schema
      .required,
  ).toEqual(['amount', 'requestId']);
});

test('replaying decisions changes nothing: the first one stands, whatever comes after', async () => {
  const owner = await signUpOwner(server);
  const { tenancy } = await lateSecondMonth(owner);
  const ledgerNow = async () =>
    (
      await server.request({
        url: `/api/payments/leases/${tenancy.lease.leaseId}/ledger`,
        headers: owner.headers,
      })
    ).json().data;
  let reports = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom('received', 'failed'), { minLength: 1, maxLength: 4 }),
      async (decisions) => {
        reports += 1;
        const reported = (await report(tenancy, 1.25, `replay-${reports}-000`)).json().data;
        const { paymentId } = reported.payments.at(-1);
        const [first] = decisions;
        let settled: unknown;
        for (const result of decisions) {
          const answer = await server.request({
            method: 'PUT',
            url: `/api/payments/${paymentId}/decision`,
            headers: owner.headers,
            payload: { result },
          });
          expect(answer.statusCode).toBe(result === first ? 200 : 409);
          const ledger = await ledgerNow();
          settled ??= ledger;
          expect(ledger).toEqual(settled);
        }
        const payment = (await ledgerNow()).payments.find(
          (candidate: { paymentId: string }) => candidate.paymentId === paymentId,
        );
        expect(payment.status).toBe(first === 'received' ? 'completed' : 'failed');
      },
    ),
    { numRuns: 6 },
  );
});

test('read on a chosen day, the fee appears the day after the grace days, the same for every reader', async () => {
  const owner = await signUpOwner(server);
  const tenancy = await activeTenancy(server, owner, {
    startDate: '2026-03-01',
    endDate: '2027-02-28',
  });
  const ownerId = owner.owner.ownerId;
  const readOn = (today: string) =>
    new RentCollection(server.app, () => today).forLease(ownerId, tenancy.lease.leaseId);
  const feesOn = async (today: string) =>
    (await readOn(today)).charges.filter((charge) => charge.kind === 'late_fee');
  expect(await feesOn('2026-04-03')).toEqual([]);
  const [fee] = await feesOn('2026-04-04');
  expect(fee).toMatchObject({
    dueDate: '2026-04-04',
    amount: 100,
    reason: '$100 late fee: April rent unpaid 2 days after it was due',
  });
  expect(await feesOn('2026-04-04')).toEqual([fee]);
  expect((await readOn('2026-04-04')).balance).toBe(950);
  expect((await feesOn('2026-05-10')).map((each) => each.label)).toEqual([
    'Late fee on April 2026 rent',
    'Late fee on May 2026 rent',
  ]);
});

test('before the move-in payment is received the tenant has no rent yet and cannot report any', async () => {
  const owner = await signUpOwner(server);
  const lease = await createLease(server, owner);
  await addBankDetails(server, owner);
  const tenant = await inviteTenant(server, owner, lease.leaseId);
  const steps = tenancySteps(server, owner);
  await steps.submitCheck(tenant);
  await steps.review(tenant, 'passed');
  await steps.sendLease(tenant);
  await steps.sign(tenant);
  await steps.reportPayment(tenant);
  await steps.createPassword(tenant, 'moving-day-1');
  const signIn = await server.request({
    method: 'POST',
    url: '/api/tenants/login',
    payload: { email: tenant.email, password: 'moving-day-1' },
  });
  const headers = { 'x-access-tenant-token': signIn.json().data.access_token };
  expect((await server.request({ url: '/api/tenants/rent', headers })).json()).toEqual({
    data: null,
  });
  const early = await server.request({
    method: 'POST',
    url: '/api/tenants/rent/payments',
    headers,
    payload: { amount: 10, requestId: 'too-early-1' },
  });
  expect([early.statusCode, early.json()]).toEqual([
    409,
    { error: 'Rent is collected once the move-in payment has been received' },
  ]);
});

test('a transfer reported, marked received, then seen on a statement imported twice is recorded once, and every figure adds up', async () => {
  const owner = await signUpOwner(server);
  // Moving in before the start date: the deposit and the first month are paid now.
  const tenancy = await activeTenancy(server, owner, {
    startDate: daysFromToday(10),
    endDate: daysFromToday(375),
  });
  const movedIn = (await rentOf(tenancy)).json().data;
  expect(movedIn).toMatchObject({ balance: 0, credit: 0, depositHeld: 850, overdue: 0 });
  expect(movedIn.charges.slice(0, 2)).toEqual([
    expect.objectContaining({ kind: 'deposit', dueDate: todayUtc(), status: 'paid' }),
    expect.objectContaining({ kind: 'rent', dueDate: todayUtc(), status: 'paid' }),
  ]);
  const summary = async () =>
    (await server.request({ url: '/api/payments/summary', headers: owner.headers })).json().data
      .currencies[0];
  const month = todayUtc().slice(0, 7);
  expect(await summary()).toMatchObject({
    totalRevenue: 1700,
    due: 1700,
    collected: 1700,
    collectionRate: 1,
    pending: 0,
  });
  expect((await summary()).months.at(-1)).toEqual({ month, due: 1700, collected: 1700 });

  await report(tenancy, 850, 'report-0101');
  expect(await summary()).toMatchObject({ pending: 850, totalRevenue: 1700 });
  const [awaiting] = (
    await server.request({ url: '/api/payments/awaiting', headers: owner.headers })
  ).json().data;
  const received = await server.request({
    method: 'PUT',
    url: `/api/payments/${awaiting.paymentId}/decision`,
    headers: owner.headers,
    payload: { result: 'received' },
  });
  expect(received.statusCode).toBe(200);

  const csv = [
    'Date,Description,Amount',
    `${todayUtc()},TRANSFER FROM T TENANT ${movedIn.paymentReference},850.00`,
  ].join('\n');
  const importOnce = async () => {
    const preview = await server.request({
      method: 'POST',
      url: '/api/payments/statement',
      headers: owner.headers,
      payload: { csv },
    });
    const [line] = preview.json().data;
    expect(line).toMatchObject({ applied: true, note: 'Already recorded' });
    const applied = await server.request({
      method: 'POST',
      url: '/api/payments/statement/apply',
      headers: owner.headers,
      payload: { csv, lineKeys: [line.lineKey] },
    });
    expect(applied.statusCode).toBe(200);
  };
  await importOnce();
  await importOnce();

  const rent = (await rentOf(tenancy)).json().data;
  expect(rent.payments.map((payment: { amount: number }) => payment.amount)).toEqual([1700, 850]);
  expect(rent).toMatchObject({ credit: 0, depositHeld: 850, balance: 0 });
  expect(rent.charges.filter((c: { status: string }) => c.status === 'paid')).toHaveLength(3);
  expect(await summary()).toMatchObject({ totalRevenue: 2550, pending: 0 });
});

test('the owner recording a transfer the tenant reported confirms that report, once', async () => {
  const owner = await signUpOwner(server);
  const { tenancy } = await lateSecondMonth(owner);
  await report(tenancy, 950, 'report-0201');
  const record = () =>
    server.request({
      method: 'POST',
      url: '/api/payments/record',
      headers: owner.headers,
      payload: {
        leaseId: tenancy.lease.leaseId,
        amount: 950,
        paidOn: todayUtc(),
        method: 'bank_transfer',
        requestId: 'record-0201',
      },
    });
  expect((await record()).statusCode).toBe(200);
  expect((await record()).statusCode).toBe(200);
  const rent = (await rentOf(tenancy)).json().data;
  expect(rent.payments).toEqual([
    expect.objectContaining({ type: 'Move-in payment' }),
    expect.objectContaining({ type: 'Rent by bank transfer', status: 'completed', amount: 950 }),
  ]);
  expect(rent).toMatchObject({ balance: 0, awaitingConfirmation: 0 });
});

test('a tenancy recorded after it began owes its late month but no late fee for the time before', async () => {
  const owner = await signUpOwner(server);
  const tenancy = await activeTenancy(server, owner, {
    startDate: daysFromToday(-45),
    endDate: daysFromToday(320),
    existingTenancy: true,
  });
  const rent = (await rentOf(tenancy)).json().data;
  expect(rent).toMatchObject({ overdue: 850, balance: 850 });
  expect(rent.charges.filter((c: { kind: string }) => c.kind === 'late_fee')).toEqual([]);
});

test('a statement over 5,000 lines or 500 KB is refused as too large, and the owner can still sign in', async () => {
  const owner = await signUpOwner(server);
  const line = `${todayUtc()},TRANSFER HS-ZZZZZZZZ,1.00`;
  const tooLong = ['Date,Description,Amount', ...Array(5_001).fill(line)].join('\n');
  const tooLarge = ['Date,Description,Amount', `${todayUtc()},${'x'.repeat(500_001)},1.00`].join(
    '\n',
  );
  for (const csv of [tooLong, tooLarge]) {
    const refused = await server.request({
      method: 'POST',
      url: '/api/payments/statement',
      headers: owner.headers,
      payload: { csv },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toBe(
      'The statement is too large: at most 5,000 lines and 500 KB. Import a few months at a time.',
    );
  }
  const justRight = ['Date,Description,Amount', ...Array(5_000).fill(line)].join('\n');
  const read = await server.request({
    method: 'POST',
    url: '/api/payments/statement',
    headers: owner.headers,
    payload: { csv: justRight },
  });
  expect(read.statusCode).toBe(200);
  expect(read.json().data).toHaveLength(5_000);
  const signIn = await server.request({
    method: 'POST',
    url: '/api/owners/login',
    payload: { email: owner.email, password: owner.password },
  });
  expect(signIn.statusCode).toBe(200);
});
