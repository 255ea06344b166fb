import { rm } from 'node:fs/promises';
import { loadConfig } from '../config';
import { signUpOwner } from '../test-support/owners';
import {
  type TestApp,
  startTestApp,
  startupTimeout,
  temporaryFolder,
} from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ trustProxy: ['loopback'] });
}, startupTimeout);
afterAll(() => server.close());

const signIn = (email: string, password: string, address: string) =>
  server.request({
    method: 'POST',
    url: '/api/owners/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': address },
  });

test('ten failed sign-ins lock the account for a while, even with the right password', async () => {
  const owner = await signUpOwner(server);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await signIn(owner.email, 'wrong-guess-1', `10.0.0.${attempt}`)).statusCode).toBe(401);
  }
  const locked = await signIn(owner.email, owner.password, '10.0.1.1');
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual({
    error: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  });
  expect(locked.headers['retry-after']).toBe('900');
});

test('a successful sign-in forgets the failures before it', async () => {
  const owner = await signUpOwner(server);
  for (let attempt = 0; attempt < 9; attempt += 1)
    await signIn(owner.email, 'wrong-guess-1', '10.1.0.1');
  expect((await signIn(owner.email, owner.password, '10.1.0.1')).statusCode).toBe(200);
  for (let attempt = 0; attempt < 9; attempt += 1)
    await signIn(owner.email, 'wrong-guess-1', '10.1.0.1');
  expect((await signIn(owner.email, owner.password, '10.1.0.1')).statusCode).toBe(200);
});

test('one address may fail about a hundred times over many accounts, then waits', async () => {
  const office = '10.2.0.1';
  const owners = await Promise.all(Array.from({ length: 11 }, () => signUpOwner(server)));
  for (const owner of owners.slice(0, 10)) {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(owner.email, 'spray-123', office)).statusCode).toBe(401);
    }
  }
  const lastOwner = owners[10];
  if (!lastOwner) throw new Error('eleven owners were signed up');
  expect((await signIn(lastOwner.email, lastOwner.password, office)).statusCode).toBe(429);
  expect((await signIn(lastOwner.email, lastOwner.password, '10.2.0.2')).statusCode).toBe(200);
});

describe('behind one load balancer (TRUST_PROXY=true)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    const dataDir = await temporaryFolder();
    const { trustProxy } = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    await rm(dataDir, { recursive: true, force: true });
    proxied = await startTestApp({ trustProxy });
  }, startupTimeout);
  afterAll(() => proxied.close());

  test('an address is the one the load balancer saw, whatever the client wrote before it', async () => {
    const owners = await Promise.all(Array.from({ length: 11 }, () => signUpOwner(proxied)));
    const fromOneClient = (email: string, password: string, attempt: number) =>
      proxied.request({
        method: 'POST',
        url: '/api/owners/login',
        payload: { email, password },
        // The client writes the first entry; the load balancer appends the address it saw.
        headers: { 'x-forwarded-for': `198.51.100.${attempt % 250}, 203.0.113.7` },
      });
    for (const [index, owner] of owners.slice(0, 10).entries()) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await fromOneClient(owner.email, 'spray-123', index * 10 + attempt);
        expect(answer.statusCode).toBe(401);
      }
    }
    const lastOwner = owners[10];
    if (!lastOwner) throw new Error('eleven owners were signed up');
    expect((await fromOneClient(lastOwner.email, lastOwner.password, 101)).statusCode).toBe(429);
  });
});
