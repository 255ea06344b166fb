import { signUpOwner } from '../test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';
import { passwordsWithCost } from './passwords';

const bogusReset = (server: TestApp, index: number) =>
  server.request({
    method: 'POST',
    url: '/api/owners/password/reset',
    payload: { token: `not-a-link-${index}`, password: 'brand-new-2' },
  });

describe('passwords are hashed only for a request that may go on', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  }, startupTimeout);
  afterAll(() => server.close());

  test('a reset link that does not work is refused before the new password is hashed', async () => {
    const hashed = jest.spyOn(server.app.passwords, 'hash');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => bogusReset(server, index)),
    );
    const hashes = hashed.mock.calls.length;
    hashed.mockRestore();
    expect(hashes).toBe(0);
    const statuses = answers.map((answer) => answer.statusCode);
    // 20 links that do not work per address in 15 minutes, however many come at once; the rest wait.
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  test('a taken e-mail is refused before the password is hashed', async () => {
    const owner = await signUpOwner(server);
    const hashed = jest.spyOn(server.app.passwords, 'hash');
    const answer = await server.request({
      method: 'POST',
      url: '/api/owners/create',
      payload: { name: 'Someone Else', email: owner.email, password: 'another-one-3' },
    });
    const hashes = hashed.mock.calls.length;
    hashed.mockRestore();
    expect(answer.statusCode).toBe(409);
    expect(hashes).toBe(0);
  });
});

test('hashing runs a few at a time, and a burst beyond what may wait is refused with a 503', async () => {
  const passwords = passwordsWithCost(
    { memoryCost: 256, timeCost: 1, parallelism: 1 },
    { atOnce: 1, waiting: 2 },
  );
  const answers = await Promise.allSettled(
    Array.from({ length: 6 }, (_, index) => passwords.hash(`password-${index}`)),
  );
  expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
  const refused = answers.filter((answer) => answer.status === 'rejected');
  expect(refused).toHaveLength(3);
  expect(refused[0]).toMatchObject({ reason: { statusCode: 503 } });
});

describe('a new password', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  }, startupTimeout);
  afterAll(() => server.close());

  test.each(['12345678', 'Password1', 'qwerty123'])(
    'is refused when it is among the most breached: %s',
    async (password) => {
      const answer = await server.request({
        method: 'POST',
        url: '/api/owners/create',
        payload: { name: 'Common Choice', email: `common.${password}@example.com`, password },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        error: 'This password is one of the most common in data breaches. Please choose another.',
      });
    },
  );
});
