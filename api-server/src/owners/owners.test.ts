import { passwordMessages, phoneMessage } from 'shared-api/contract';
import { signUpOwner } from '../test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.request({ method: 'POST', url, payload, headers });

describe('POST /api/owners/create', () => {
  test('registers the owner and answers a session, never the password', async () => {
    const response = await post('/api/owners/create', {
      name: 'Ada Lovelace',
      email: '  Ada.Lovelace@Example.COM ',
      password: 'analytical-1',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.data).toEqual({
      _id: expect.any(String),
      ownerId: body.data._id,
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.com',
      phone: null,
      emailVerified: false,
      bankDetails: null,
      createdAt: expect.any(String),
    });
    expect(response.body).not.toMatch(/analytical-1|argon2/);
  });

  test('refuses an email already registered, whatever its case', async () => {
    await signUpOwner(server, { email: 'taken@example.com' });
    const response = await post('/api/owners/create', {
      name: 'B',
      email: 'TAKEN@example.com',
      password: 'secret-123',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'An account with this email already exists' });
  });

  test.each([
    ['short1!', passwordMessages.tooShort],
    ['onlyletters', passwordMessages.needsNumberOrSymbol],
  ])('refuses the password %s with the words of the form', async (password, message) => {
    const response = await post('/api/owners/create', {
      name: 'C',
      email: 'c@example.com',
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  test('names every missing or invalid field', async () => {
    const response = await post('/api/owners/create', { name: '  ', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'password', message: 'Password is required' },
      ]),
    );
  });

  test('refuses malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await server.request({
      method: 'POST',
      url: '/api/owners/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'The request body is not valid JSON' });

    const oversized = await post('/api/owners/create', { name: 'x'.repeat(2 * 1024 * 1024) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ error: 'The request is too large' });
  });
});

describe('POST /api/owners/login', () => {
  test('answers access_token at the top level', async () => {
    const owner = await signUpOwner(server);
    const response = await post('/api/owners/login', {
      email: owner.email.toUpperCase(),
      password: owner.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), data: owner.owner });
  });

  test('answers the same 401 for a wrong password and an unknown email', async () => {
    const owner = await signUpOwner(server);
    const wrongPassword = await post('/api/owners/login', {
      email: owner.email,
      password: 'not-it-1',
    });
    const unknownEmail = await post('/api/owners/login', {
      email: 'nobody@example.com',
      password: 'not-it-1',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: 'Invalid email or password' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });
});

describe('GET /api/owners', () => {
  test('answers the signed-in owner as data, with or without the trailing slash', async () => {
    const owner = await signUpOwner(server);
    for (const url of ['/api/owners', '/api/owners/']) {
      const response = await server.request({ url, headers: owner.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: owner.owner });
    }
  });

  test('answers 401 without a token, with a forged one and with a damaged one', async () => {
    const owner = await signUpOwner(server);
    const [header, payload] = owner.token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged signature').toString('base64url')}`;
    const attempts: Record<string, string>[] = [
      {},
      { 'x-access-token': forged },
      { 'x-access-token': 'not a token' },
    ];
    for (const headers of attempts) {
      const response = await server.request({ url: '/api/owners', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });
});

describe('PUT /api/owners/update', () => {
  test('stores the phone as + dial code and digits', async () => {
    const owner = await signUpOwner(server);
    const response = await server.request({
      method: 'PUT',
      url: '/api/owners/update',
      headers: owner.headers,
      payload: { phone: '+44 7700 900123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.phone).toBe('+447700900123');
    expect(
      (await server.request({ url: '/api/owners', headers: owner.headers })).json().data.phone,
    ).toBe('+447700900123');
  });

  test.each(['+33612345678', '+1 555 0100', '5125550100'])(
    'refuses the phone %s',
    async (phone) => {
      const owner = await signUpOwner(server);
      const response = await server.request({
        method: 'PUT',
        url: '/api/owners/update',
        headers: owner.headers,
        payload: { phone },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(phoneMessage);
    },
  );

  test('keeps the bank details and only ever shows the last four digits', async () => {
    const owner = await signUpOwner(server);
    const bankDetails = {
      accountName: 'Ada Lovelace',
      bankName: 'First Analytical Bank',
      accountNumber: '0001 2345 6789',
      routingNumber: '021000021',
    };
    const response = await server.request({
      method: 'PUT',
      url: '/api/owners/update',
      headers: owner.headers,
      payload: { bankDetails },
    });
    expect(response.statusCode).toBe(200);
    const masked = {
      accountName: 'Ada Lovelace',
      bankName: 'First Analytical Bank',
      accountNumber: '****6789',
      routingNumber: '****0021',
    };
    expect(response.json().data.bankDetails).toEqual(masked);

    const read = await server.request({ url: '/api/owners', headers: owner.headers });
    expect(read.json().data.bankDetails).toEqual(masked);
    expect(read.body).not.toMatch(/000123456789|021000021/);
  });

  test('refuses incomplete bank details', async () => {
    const owner = await signUpOwner(server);
    const response = await server.request({
      method: 'PUT',
      url: '/api/owners/update',
      headers: owner.headers,
      payload: {
        bankDetails: {
          accountName: 'Ada',
          bankName: '',
          accountNumber: '12',
          routingNumber: '021000021',
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'bankDetails.bankName', message: 'Bank name is required' },
      { field: 'bankDetails.accountNumber', message: 'Enter a valid account number' },
    ]);
  });

  test('needs a session', async () => {
    const response = await server.request({
      method: 'PUT',
      url: '/api/owners/update',
      payload: { phone: '+15125550100' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/owners/logout', () => {
  test('ends that session only, even when sent with an empty JSON body', async () => {
    const owner = await signUpOwner(server);
    const otherSession = (
      await post('/api/owners/login', { email: owner.email, password: owner.password })
    ).json().access_token;

    const response = await server.request({
      method: 'POST',
      url: '/api/owners/logout',
      headers: { ...owner.headers, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);

    expect((await server.request({ url: '/api/owners', headers: owner.headers })).statusCode).toBe(
      401,
    );
    expect(
      (await server.request({ url: '/api/owners', headers: { 'x-access-token': otherSession } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('every owner-only endpoint', () => {
  const ownerOnly = [
    ['POST', '/api/owners/logout'],
    ['GET', '/api/owners'],
    ['PUT', '/api/owners/update'],
    ['GET', '/api/owners/pending-activities'],
    ['POST', '/api/owners/verify-email/send'],
    ['POST', '/api/owners/verify-email'],
    ['GET', '/api/properties'],
    ['GET', '/api/properties/metrics'],
    ['POST', '/api/properties/create'],
    ['PUT', '/api/properties/update'],
  ] as const;

  test.each(ownerOnly)(
    '%s %s answers 401 without a session, and after sign-out',
    async (method, url) => {
      const payload = method === 'GET' ? undefined : {};
      const withoutToken = await server.request({ method, url, payload });
      expect(withoutToken.statusCode).toBe(401);
      expect(withoutToken.json()).toEqual({ error: 'Please sign in to continue' });

      const owner = await signUpOwner(server);
      await server.request({ method: 'POST', url: '/api/owners/logout', headers: owner.headers });
      const signedOut = await server.request({ method, url, payload, headers: owner.headers });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ error: 'Your session has ended. Please sign in again.' });
    },
  );
});

test('sign-in and the forgotten-password form refuse incomplete input', async () => {
  const signIn = await post('/api/owners/login', { email: 'ada@example.com' });
  expect(signIn.statusCode).toBe(400);
  expect(signIn.json().error).toBe('Password is required');

  const forgot = await post('/api/owners/password/forgot', { email: 'not an email' });
  expect(forgot.statusCode).toBe(400);
  expect(forgot.json().error).toBe('Enter a valid email address');
});
