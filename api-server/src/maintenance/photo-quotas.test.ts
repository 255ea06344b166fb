import { signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

const megabyte = 1024 * 1024;
const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const photoOf = (bytes: number) =>
  Buffer.concat([pngHeader, Buffer.alloc(bytes - pngHeader.length)]);

function fileWithPhoto(server: TestApp, home: ActiveTenancy, bytes: number) {
  const form = new FormData();
  form.append('title', 'Cracked window');
  form.append('priority', 'Medium');
  form.append('date', '2026-12-01');
  form.append('description', 'Please have a look.');
  form.append('photos', new Blob([photoOf(bytes)], { type: 'image/png' }), 'window.png');
  return server.request({
    method: 'POST',
    url: '/api/maintenance',
    headers: home.sessionHeaders,
    payload: form,
  });
}

describe("a tenant's photos", () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({
      photoQuotas: { tenantBytes: 2.5 * megabyte, ownerBytes: 100 * megabyte },
    });
  }, startupTimeout);
  afterAll(() => server.close());

  test('stay within the quota however many requests are sent at once', async () => {
    const home = await activeTenancy(server, await signUpOwner(server));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fileWithPhoto(server, home, megabyte)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 413, 413, 413, 413]);
    expect(answers.find((answer) => answer.statusCode === 413)?.json()).toEqual({
      error: 'Your photos would pass the 3 MB you can keep. Please send fewer or smaller photos.',
    });
    // A request without photos is still filed.
    const form = new FormData();
    form.append('title', 'Squeaky door');
    form.append('priority', 'Low');
    form.append('date', '2026-12-01');
    form.append('description', 'No photo needed.');
    const plain = await server.request({
      method: 'POST',
      url: '/api/maintenance',
      headers: home.sessionHeaders,
      payload: form,
    });
    expect(plain.statusCode).toBe(201);
  });
});

describe("an owner's tenants' photos together", () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({
      photoQuotas: { tenantBytes: 100 * megabyte, ownerBytes: 1.5 * megabyte },
    });
  }, startupTimeout);
  afterAll(() => server.close());

  test('stay within the owner’s quota', async () => {
    const owner = await signUpOwner(server);
    const first = await activeTenancy(server, owner);
    const second = await activeTenancy(server, owner);
    expect((await fileWithPhoto(server, first, megabyte)).statusCode).toBe(201);
    const refused = await fileWithPhoto(server, second, megabyte);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error: 'This home has no room for more photos. Please ask the owner to remove some.',
    });
  });
});

describe('uploads read at once', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ uploadLimits: { atOnce: 1, waiting: 1 } });
  }, startupTimeout);
  afterAll(() => server.close());

  test('are a few: a burst beyond those waiting is answered 503 without being read', async () => {
    const home = await activeTenancy(server, await signUpOwner(server));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fileWithPhoto(server, home, megabyte)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    expect(answers.find((answer) => answer.statusCode === 503)?.json()).toEqual({
      error: 'The server is busy. Please try again in a moment.',
    });
  });
});
