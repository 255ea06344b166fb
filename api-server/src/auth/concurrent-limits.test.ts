import { mailsTo, signUpOwner } from '../test-support/owners';
import { activeTenancy } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const parallel = <Result>(count: number, send: (index: number) => Promise<Result>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));

test('of 60 guesses at one password sent at once, at most the limit of 10 are checked', async () => {
  const owner = await signUpOwner(server);
  const answers = await parallel(60, (index) =>
    server.request({
      method: 'POST',
      url: '/api/owners/login',
      payload: { email: owner.email, password: index === 59 ? owner.password : `guess-${index}` },
    }),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  const checked = statuses.filter((status) => status !== 429);
  expect(checked.length).toBeGreaterThan(0);
  expect(checked.length).toBeLessThanOrEqual(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(60 - checked.length);
});

test('20 reset requests at once mail at most the 5 an hour allows', async () => {
  const owner = await signUpOwner(server);
  await parallel(20, () =>
    server.request({
      method: 'POST',
      url: '/api/owners/password/forgot',
      payload: { email: owner.email },
    }),
  );
  await server.app.mailer.settled();
  expect((await mailsTo(server, owner.email)).length).toBeLessThanOrEqual(5);
});

test('13 e-mail codes asked for at once send at most 5', async () => {
  const owner = await signUpOwner(server);
  const answers = await parallel(13, () =>
    server.request({
      method: 'POST',
      url: '/api/owners/verify-email/send',
      headers: owner.headers,
    }),
  );
  const sent = answers.filter((answer) => answer.statusCode === 200);
  expect(sent.length).toBeLessThanOrEqual(5);
  expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(13 - sent.length);
});

test("a tenant's wrong current passwords are throttled like the owner's", async () => {
  const owner = await signUpOwner(server);
  const home = await activeTenancy(server, owner);
  const change = (currentPassword: string) =>
    server.request({
      method: 'POST',
      url: '/api/tenants/password/change',
      headers: home.sessionHeaders,
      payload: { currentPassword, password: 'new-home-2' },
    });
  const statuses: number[] = [];
  for (let guess = 0; guess < 15; guess += 1)
    statuses.push((await change(`guess-${guess}`)).statusCode);
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
  expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  expect((await change(home.password)).statusCode).toBe(429);
});
