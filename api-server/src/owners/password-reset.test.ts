import { forgotPasswordMessage, passwordMessages } from 'shared-api/contract';
import { passwordResetTokens } from '../db/schema';
import { mailsTo, signUpOwner } from '../test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const forgot = (email: string) =>
  server.request({ method: 'POST', url: '/api/owners/password/forgot', payload: { email } });
const reset = (token: string, password: string) =>
  server.request({
    method: 'POST',
    url: '/api/owners/password/reset',
    payload: { token, password },
  });
const signIn = (email: string, password: string) =>
  server.request({ method: 'POST', url: '/api/owners/login', payload: { email, password } });

async function resetTokenMailedTo(email: string) {
  const [mail] = await mailsTo(server, email);
  const link = mail?.links.find((url) =>
    url.startsWith('http://homestead.test/reset-password?token='),
  );
  if (!link) throw new Error(`no reset link was mailed to ${email}`);
  return new URL(link).searchParams.get('token') ?? '';
}

test('answers the same whether or not the account exists, and mails only a real owner', async () => {
  const owner = await signUpOwner(server);
  const known = await forgot(owner.email);
  const unknown = await forgot('nobody@example.com');
  expect(known.statusCode).toBe(200);
  expect(unknown.statusCode).toBe(200);
  expect(known.json()).toEqual({ message: forgotPasswordMessage });
  expect(unknown.json()).toEqual(known.json());

  expect(await mailsTo(server, owner.email)).toHaveLength(1);
  expect(await mailsTo(server, 'nobody@example.com')).toHaveLength(0);
});

test('the mailed link sets a new password once and ends every session', async () => {
  const owner = await signUpOwner(server);
  await forgot(owner.email);
  const token = await resetTokenMailedTo(owner.email);

  const response = await reset(token, 'brand-new-2');
  expect(response.statusCode).toBe(200);

  expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
  expect((await signIn(owner.email, 'brand-new-2')).statusCode).toBe(200);
  expect((await server.request({ url: '/api/owners', headers: owner.headers })).statusCode).toBe(
    401,
  );

  const again = await reset(token, 'another-one-3');
  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({
    error: 'This reset link is invalid or has expired. Please ask for a new one.',
  });
});

test('a link older than an hour no longer works', async () => {
  const owner = await signUpOwner(server);
  await forgot(owner.email);
  const token = await resetTokenMailedTo(owner.email);
  await server.app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });

  expect((await reset(token, 'brand-new-2')).statusCode).toBe(400);
  expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
});

test('refuses an unknown token and a weak new password', async () => {
  expect((await reset('made-up', 'brand-new-2')).statusCode).toBe(400);

  const owner = await signUpOwner(server);
  await forgot(owner.email);
  const weak = await reset(await resetTokenMailedTo(owner.email), 'short');
  expect(weak.statusCode).toBe(400);
  expect(weak.json().error).toBe(passwordMessages.tooShort);
});

test('mails at most five links an hour to one address, still answering the same', async () => {
  const owner = await signUpOwner(server);
  for (let request = 0; request < 7; request += 1) {
    expect((await forgot(owner.email)).json()).toEqual({ message: forgotPasswordMessage });
  }
  expect(await mailsTo(server, owner.email)).toHaveLength(5);
});

test('says whether a mailed link can still be used, before any password is typed', async () => {
  const check = (token: string) =>
    server.request({
      method: 'POST',
      url: '/api/owners/password/reset/check',
      payload: { token },
    });
  const owner = await signUpOwner(server);
  await forgot(owner.email);
  const token = await resetTokenMailedTo(owner.email);

  const unused = await check(token);
  expect(unused.statusCode).toBe(200);
  expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);

  expect((await reset(token, 'brand-new-2')).statusCode).toBe(200);
  const used = await check(token);
  expect(used.statusCode).toBe(400);
  expect(used.json()).toEqual({
    error: 'This reset link is invalid or has expired. Please ask for a new one.',
  });
  expect((await check('made-up')).statusCode).toBe(400);
});
