import { signUpOwner } from '../test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

describe('in production', () => {
  let withoutToken: TestApp;
  let withToken: TestApp;
  beforeAll(async () => {
    withoutToken = await startTestApp({ production: true });
    withToken = await startTestApp({ production: true, metricsToken: 'scrape-me-7' });
  }, startupTimeout);
  afterAll(async () => {
    await withoutToken.close();
    await withToken.close();
  });

  test('/api/metrics is not served without a token configured', async () => {
    expect((await withoutToken.request({ url: '/api/metrics' })).statusCode).toBe(404);
  });

  test('/api/metrics asks for its token when one is configured', async () => {
    const refused = await withToken.request({ url: '/api/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    const wrong = await withToken.request({
      url: '/api/metrics',
      headers: { authorization: 'Bearer scrape-me-8' },
    });
    expect(wrong.statusCode).toBe(401);
    const scraped = await withToken.request({
      url: '/api/metrics',
      headers: { authorization: 'Bearer scrape-me-7' },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toMatch(/http_requests_total/);
  });
});

describe('a signed-in answer', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  }, startupTimeout);
  afterAll(() => server.close());

  test('is kept by no cache', async () => {
    const owner = await signUpOwner(server);
    const answer = await server.request({ url: '/api/owners', headers: owner.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  test('a token signed with the key for a subject that is no account id answers 401', async () => {
    const token = await server.app.accessTokens.sign('owner', "1' or '1'='1", 0);
    const answer = await server.request({
      url: '/api/owners',
      headers: { 'x-access-token': token },
    });
    expect(answer.statusCode).toBe(401);
  });
});
