import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ production: true });
}, startupTimeout);
afterAll(() => server.close());

test('the development outbox endpoint does not exist in production', async () => {
  const response = await server.request({ url: '/api/dev/outbox' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: 'No such API endpoint' });
});
