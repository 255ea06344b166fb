import { buildApp } from '../app';
import { type SignedUpOwner, mailsTo, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy, fileMaintenanceRequest } from '../test-support/tenancy';
import {
  type TestApp,
  startTestApp,
  startupTimeout,
  statementsDuring,
} from '../test-support/test-app';
import { type NotificationEvent, recordNotifications } from './notifier';
import { announceTimeBasedEvents } from './time-based-events';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
let home: ActiveTenancy;

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server, { name: 'Olive Owner' });
  stranger = await signUpOwner(server);
  home = await activeTenancy(server, owner, { startDate: '2026-03-01', endDate: '2027-02-28' });
}, startupTimeout);

afterAll(() => server.close());

async function fileRequest(title: string) {
  const response = await fileMaintenanceRequest(server, home, { title, priority: 'High' });
  return response.json().data.requestId as string;
}

const listOf = async (headers: Record<string, string>) =>
  (await server.request({ url: '/api/notifications', headers })).json();

it('tells each side about the steps of the tenancy flow', async () => {
  const ownerKinds = (await listOf(owner.headers)).data.map(
    (entry: { kind: string }) => entry.kind,
  );
  expect(ownerKinds).toEqual(
    expect.arrayContaining(['check_submitted', 'lease_signed', 'payment_reported']),
  );
  const tenantKinds = (await listOf(home.sessionHeaders)).data.map(
    (entry: { kind: string }) => entry.kind,
  );
  expect(tenantKinds).toEqual(
    expect.arrayContaining(['check_passed', 'lease_sent', 'payment_received']),
  );
  expect((await listOf(stranger.headers)).data).toEqual([]);
});

describe('maintenance notifications', () => {
  it('tells the owner about a new request, and the tenant about a status change and a comment', async () => {
    const requestId = await fileRequest('Broken boiler');
    const forOwner = await listOf(owner.headers);
    expect(forOwner.data[0]).toMatchObject({
      kind: 'maintenance_filed',
      title: `${home.tenant.name} filed a maintenance request: "Broken boiler"`,
      link: `/maintenance/${requestId}`,
      read: false,
    });
    expect(forOwner.unreadCount).toBeGreaterThanOrEqual(1);

    await server.request({
      method: 'PUT',
      url: `/api/maintenance/${requestId}/status`,
      headers: owner.headers,
      payload: { status: 'in_progress' },
    });
    await server.request({
      method: 'POST',
      url: `/api/maintenance/${requestId}/comments`,
      headers: owner.headers,
      payload: { body: 'On my way' },
    });
    const forTenant = await listOf(home.sessionHeaders);
    expect(forTenant.data.slice(0, 2).map((entry: { title: string }) => entry.title)).toEqual([
      'Your landlord commented on "Broken boiler"',
      '"Broken boiler" is now in progress',
    ]);
    const mails = await mailsTo(server, owner.email);
    expect(mails.some((mail) => mail.subject.includes('Broken boiler'))).toBe(true);
  });

  it('marks one or all notifications read, only the caller’s own', async () => {
    await fileRequest('Door sticks');
    const before = await listOf(owner.headers);
    const [newest] = before.data;
    const byStranger = await server.request({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: stranger.headers,
      payload: { notificationIds: [newest.notificationId] },
    });
    expect(byStranger.json()).toEqual({ unreadCount: 0 });
    expect((await listOf(owner.headers)).data[0].read).toBe(false);

    const one = await server.request({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: owner.headers,
      payload: { notificationIds: [newest.notificationId] },
    });
    expect(one.json().unreadCount).toBe(before.unreadCount - 1);
    const all = await server.request({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: owner.headers,
      payload: {},
    });
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await listOf(stranger.headers)).data).toEqual([]);
  });

  it('mails only the kinds the user chose', async () => {
    const choices = await server.request({
      url: '/api/notifications/mail-choices',
      headers: owner.headers,
    });
    expect(choices.json().data).toContainEqual({
      kind: 'maintenance_filed',
      label: 'A tenant files a maintenance request',
      mail: true,
    });
    const off = await server.request({
      method: 'PUT',
      url: '/api/notifications/mail-choices',
      headers: owner.headers,
      payload: { kind: 'maintenance_filed', mail: false },
    });
    expect(off.json().data).toContainEqual(
      expect.objectContaining({ kind: 'maintenance_filed', mail: false }),
    );
    await fileRequest('Quiet window');
    const mails = await mailsTo(server, owner.email);
    expect(mails.some((mail) => mail.subject.includes('Quiet window'))).toBe(false);
    expect((await listOf(owner.headers)).data[0].title).toContain('Quiet window');

    const foreignKind = await server.request({
      method: 'PUT',
      url: '/api/notifications/mail-choices',
      headers: owner.headers,
      payload: { kind: 'rent_due', mail: false },
    });
    expect(foreignKind.statusCode).toBe(400);
  });

  it('needs a signed-in owner or tenant', async () => {
    expect((await server.request({ url: '/api/notifications' })).statusCode).toBe(401);
    expect(
      (await server.request({ url: '/api/notifications', headers: home.tenant.headers }))
        .statusCode,
    ).toBe(401);
  });
});

describe('time-based notifications', () => {
  const titlesFor = async (kind: string) =>
    (await listOf(home.sessionHeaders)).data
      .filter((entry: { kind: string }) => entry.kind === kind)
      .map((entry: { title: string }) => entry.title);

  it('tells the tenant rent is due in 3 days, once, however many servers look', async () => {
    const now = new Date('2026-03-29T08:00:00Z');
    // A second server on the same database: another instance when the tests run on PostgreSQL,
    // otherwise a second look racing the first on the one embedded database.
    const second =
      server.config.database.kind === 'postgres' ? await buildApp(server.config) : server.app;
    try {
      const recorded = await Promise.all([
        announceTimeBasedEvents(server.app, now),
        announceTimeBasedEvents(second, now),
        announceTimeBasedEvents(server.app, now),
      ]);
      expect(recorded.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      if (second !== server.app) await second.close();
    }
    expect(await titlesFor('rent_due')).toEqual(['Rent of $850.00 is due on April 1, 2026']);
    const mails = (await mailsTo(server, home.tenant.email)).filter((mail) =>
      mail.subject.startsWith('Rent of $850.00 is due'),
    );
    expect(mails).toHaveLength(1);
  });

  it('catches up after downtime: overdue rent is announced once, days later', async () => {
    expect(await announceTimeBasedEvents(server.app, new Date('2026-04-10T08:00:00Z'))).toBe(1);
    expect(await announceTimeBasedEvents(server.app, new Date('2026-04-11T08:00:00Z'))).toBe(0);
    expect(await titlesFor('rent_overdue')).toEqual(['Rent of $850.00 is overdue']);
  });

  it('tells the tenant the lease ends within 60 days', async () => {
    await announceTimeBasedEvents(server.app, new Date('2027-01-15T08:00:00Z'));
    expect(await titlesFor('lease_ending')).toEqual(['Your lease ends on February 28, 2027']);
  });
});

describe('a large look', () => {
  it('records and mails hundreds of notices in a few statements, each once', async () => {
    const notices: NotificationEvent[] = Array.from({ length: 450 }, (_, index) => ({
      recipient: { role: 'owner' as const, id: stranger.owner._id },
      kind: 'rent_overdue' as const,
      title: `Notice ${index + 1}`,
      eventKey: `large-look:${index + 1}`,
    }));
    const tenant = { role: 'tenant' as const, id: home.tenant.tenant.tenantId };
    notices.push({ ...notices[0]!, recipient: tenant, eventKey: 'large-look:tenant' });
    let recorded = 0;

    // Three statements (write, mail choices, addresses) for each 200 notices, and one more for the
    // tenant's address; one a notice would be over 450.
    const statements = await statementsDuring(server.app, async () => {
      recorded = await recordNotifications(server.app, notices);
    });

    expect(recorded).toBe(451);
    expect(statements).toBeLessThanOrEqual(10);
    const mails = await mailsTo(server, stranger.email);
    expect(mails.filter((mail) => mail.subject.startsWith('Notice '))).toHaveLength(450);
    expect((await mailsTo(server, home.tenant.email)).map((mail) => mail.subject)).toContain(
      'Notice 1',
    );
    // Looked at again: nothing is recorded or mailed twice, in one statement per 200.
    expect(await statementsDuring(server.app, () => recordNotifications(server.app, notices))).toBe(
      3,
    );
    expect(await recordNotifications(server.app, notices)).toBe(0);
    expect(await mailsTo(server, stranger.email)).toHaveLength(mails.length);
  });
});
