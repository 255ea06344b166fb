import { sql } from 'drizzle-orm';
import { forgotPasswordMessage } from 'shared-api/contract';
import { mailsTo, signUpOwner } from '../test-support/owners';
import { activeTenancy } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

/**
 * Runs `work` while another transaction holds every table a reset-link request reads or writes:
 * a request that looks anything up before answering cannot answer until it ends.
 */
async function whileAccountsAreLocked<Result>(work: () => Promise<Result>): Promise<Result> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = server.app.db.transaction(async (transaction) => {
    await transaction.execute(
      sql`lock table owners, tenants, throttle_events, password_reset_tokens in access exclusive mode`,
    );
    locked();
    await released;
  });
  await isLocked;
  try {
    return await work();
  } finally {
    release();
    await holder;
  }
}

describe.each([
  ['owners', async () => (await signUpOwner(server)).email],
  ['tenants', async () => (await activeTenancy(server, await signUpOwner(server))).tenant.email],
])('a forgotten %s password', (accountPath, accountEmail) => {
  const forgot = (email: string) =>
    server.request({
      method: 'POST',
      url: `/api/${accountPath}/password/forgot`,
      payload: { email },
    });

  test('is answered the same, before any account is looked up, whether or not it exists', async () => {
    const email = await accountEmail();
    const before = (await mailsTo(server, email)).length;
    const [known, unknown] = await whileAccountsAreLocked(() =>
      Promise.all([forgot(email), forgot(`nobody-${accountPath}@example.com`)]),
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: forgotPasswordMessage });
    expect(unknown.body).toBe(known.body);
    // The work done after the answer still mails the one account that exists.
    expect(await mailsTo(server, email)).toHaveLength(before + 1);
    expect(await mailsTo(server, `nobody-${accountPath}@example.com`)).toHaveLength(0);
  });
});
