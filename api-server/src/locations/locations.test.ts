import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

test('GET /api/locations/countries answers every country with its ISO code, cacheable', async () => {
  const response = await server.request({ url: '/api/locations/countries' });
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  expect(data.length).toBeGreaterThan(200);
  expect(data).toEqual(
    expect.arrayContaining([
      { name: 'United States', iso2: 'US' },
      { name: 'Nigeria', iso2: 'NG' },
    ]),
  );
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
});

test('GET /api/locations/countries/{iso2}/states answers the states of a country', async () => {
  const response = await server.request({ url: '/api/locations/countries/ng/states' });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toContainEqual({ name: 'Lagos', isoCode: 'LA' });
});

test('GET /api/locations/countries/{iso2}/states/{stateCode}/cities answers the cities of a state', async () => {
  const response = await server.request({ url: '/api/locations/countries/US/states/TX/cities' });
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  expect(data).toContainEqual({ name: 'Austin' });
  expect(data).not.toContainEqual({ name: 'Sacramento' });
});

test('answers 404 for an unknown country or state', async () => {
  for (const url of [
    '/api/locations/countries/XX/states',
    '/api/locations/countries/XX/states/TX/cities',
    '/api/locations/countries/US/states/ZZ/cities',
  ]) {
    const response = await server.request({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBeUndefined();
  }
});
