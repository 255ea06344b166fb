import { emailVerificationCodes } from '../db/schema';
import { type SignedUpOwner, mailsTo, signUpOwner } from '../test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const sendCode = (owner: SignedUpOwner) =>
  server.request({ method: 'POST', url: '/api/owners/verify-email/send', headers: owner.headers });
const verify = (owner: SignedUpOwner, code: string) =>
  server.request({
    method: 'POST',
    url: '/api/owners/verify-email',
    headers: owner.headers,
    payload: { code },
  });

async function codeMailedTo(owner: SignedUpOwner) {
  const [mail] = await mailsTo(server, owner.email);
  const code = mail?.text.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error('no code was mailed');
  return code;
}

const anotherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('the mailed 6-digit code verifies the email', async () => {
  const owner = await signUpOwner(server);
  expect((await sendCode(owner)).statusCode).toBe(200);

  const response = await verify(owner, await codeMailedTo(owner));
  expect(response.statusCode).toBe(200);
  expect(response.json().data.emailVerified).toBe(true);
  expect(
    (await server.request({ url: '/api/owners', headers: owner.headers })).json().data
      .emailVerified,
  ).toBe(true);

  const alreadyVerified = await sendCode(owner);
  expect(alreadyVerified.statusCode).toBe(409);
});

test('a wrong code is refused, and after five tries even the right one', async () => {
  const owner = await signUpOwner(server);
  await sendCode(owner);
  const code = await codeMailedTo(owner);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const wrong = await verify(owner, anotherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'That code is not right. Please check the email and try again.',
    });
  }
  const exhausted = await verify(owner, code);
  expect(exhausted.statusCode).toBe(400);
  expect(exhausted.json().error).toMatch(/ask for a new one/);
});

test('a code older than 10 minutes is refused', async () => {
  const owner = await signUpOwner(server);
  await sendCode(owner);
  const code = await codeMailedTo(owner);
  await server.app.db
    .update(emailVerificationCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) });
  expect((await verify(owner, code)).statusCode).toBe(400);
});

test('refuses a code that is not six digits, and asks for a session', async () => {
  const owner = await signUpOwner(server);
  const malformed = await verify(owner, '12ab56');
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().error).toBe('Enter the 6-digit code');

  const signedOut = await server.request({ method: 'POST', url: '/api/owners/verify-email/send' });
  expect(signedOut.statusCode).toBe(401);
});

test('mails at most five codes an hour', async () => {
  const owner = await signUpOwner(server);
  for (let request = 0; request < 5; request += 1)
    expect((await sendCode(owner)).statusCode).toBe(200);
  const throttled = await sendCode(owner);
  expect(throttled.statusCode).toBe(429);
  expect(throttled.json().error).toEqual(expect.any(String));
});
