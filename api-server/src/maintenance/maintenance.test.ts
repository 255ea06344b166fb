import { type SignedUpOwner, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy } from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const svgText =
  '<?xml version="1.0"?>\n<!-- a leak -->\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>';

let server: TestApp;
let owner: SignedUpOwner;
let home: ActiveTenancy;

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server, { name: 'Olive Owner' });
  home = await activeTenancy(server, owner);
}, startupTimeout);

afterAll(() => server.close());

function requestForm(
  fields: Record<string, string> = {},
  photos: { name: string; content: Buffer | string; type?: string }[] = [],
) {
  const form = new FormData();
  const values = {
    title: 'Leaking kitchen tap',
    priority: 'High',
    date: '2026-12-01',
    description: 'The tap drips all night.',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const photo of photos) {
    form.append(
      'photos',
      new Blob([photo.content], { type: photo.type ?? 'image/png' }),
      photo.name,
    );
  }
  return form;
}

async function fileRequest(
  tenancy: ActiveTenancy,
  fields: Record<string, string> = {},
  photos: { name: string; content: Buffer | string; type?: string }[] = [],
) {
  return server.request({
    method: 'POST',
    url: '/api/maintenance',
    headers: tenancy.sessionHeaders,
    payload: requestForm(fields, photos),
  });
}

async function filed(tenancy: ActiveTenancy, fields: Record<string, string> = {}) {
  const response = await fileRequest(tenancy, fields);
  if (response.statusCode !== 201) throw new Error(`filing failed: ${response.body}`);
  return response.json().data.requestId as string;
}

describe('filing a request', () => {
  it('keeps the fields, the photos and a first history entry', async () => {
    const response = await fileRequest(home, {}, [
      { name: 'tap.png', content: pngBytes },
      { name: 'drawing.svg', content: svgText, type: 'image/svg+xml' },
    ]);
    expect(response.statusCode).toBe(201);
    const request = response.json().data;
    expect(request).toMatchObject({
      title: 'Leaking kitchen tap',
      priority: 'High',
      date: '2026-12-01',
      description: 'The tap drips all night.',
      status: 'open',
      propertyId: home.property.propertyId,
      propertyName: home.property.name,
      tenant: { tenantId: home.tenant.tenant.tenantId, name: home.tenant.name },
      photoCount: 2,
    });
    expect(request.photos.map((photo: { contentType: string }) => photo.contentType)).toEqual([
      'image/png',
      'image/svg+xml',
    ]);
    expect(request.updates).toEqual([
      expect.objectContaining({
        kind: 'filed',
        author: { role: 'tenant', name: home.tenant.name },
        toStatus: 'open',
      }),
    ]);
  });

  it('serves a photo by its signed link as a sandboxed attachment, and refuses a forged link', async () => {
    const response = await fileRequest(home, {}, [
      { name: 'drawing.svg', content: svgText, type: 'image/svg+xml' },
    ]);
    const [photo] = response.json().data.photos;
    const served = await server.request({ url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-disposition']).toBe('attachment; filename="drawing.svg"');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).toBe(svgText);
    // Its first character changed to another, so the forged signature never equals the real one.
    const forged = await server.request({
      url: photo.url.replace(/signature=(.)/, (_: string, first: string) =>
        first === 'A' ? 'signature=B' : 'signature=A',
      ),
    });
    expect(forged.statusCode).toBe(404);
    const expired = await server.request({
      url: photo.url.replace(/expires=\d+/, 'expires=1000'),
    });
    expect(expired.statusCode).toBe(404);
  });

  it('refuses a file that is not an image by its content, and files nothing', async () => {
    const before = (
      await server.request({ url: '/api/maintenance', headers: home.sessionHeaders })
    ).json().data.length;
    const response = await fileRequest(home, {}, [
      { name: 'tap.png', content: pngBytes },
      { name: 'notes.png', content: 'just some text' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('notes.png is not a PNG, JPEG, WebP or SVG image');
    const after = (
      await server.request({ url: '/api/maintenance', headers: home.sessionHeaders })
    ).json().data.length;
    expect(after).toBe(before);
  });

  it('refuses a photo over 10 MB and more than 25 MB in all with 413', async () => {
    const big = Buffer.concat([pngBytes, Buffer.alloc(10 * 1024 * 1024)]);
    const oneTooLarge = await fileRequest(home, {}, [{ name: 'big.png', content: big }]);
    expect(oneTooLarge.statusCode).toBe(413);
    expect(oneTooLarge.json().error).toBe('big.png is over 10 MB');
    const nine = Buffer.concat([pngBytes, Buffer.alloc(9 * 1024 * 1024)]);
    const tooMuch = await fileRequest(
      home,
      {},
      [1, 2, 3].map((index) => ({ name: `photo${index}.png`, content: nine })),
    );
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json().error).toBe('The photos of a request can be at most 25 MB in all');
  });

  it('refuses more than 10 photos with 413', async () => {
    const photos = Array.from({ length: 11 }, (_, index) => ({
      name: `p${index}.png`,
      content: pngBytes,
    }));
    const response = await fileRequest(home, {}, photos);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('A request can have at most 10 photos');
  });

  it('names the missing fields with the form words', async () => {
    const response = await fileRequest(home, { title: '  ', date: '2026-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: 'title', message: 'Issue Type is required' },
      { field: 'date', message: 'Repair Date is not a real date' },
    ]);
  });

  it('needs a tenant session, and multipart', async () => {
    const asOwner = await server.request({
      method: 'POST',
      url: '/api/maintenance',
      headers: owner.headers,
      payload: requestForm(),
    });
    expect(asOwner.statusCode).toBe(401);
    const asJson = await server.request({
      method: 'POST',
      url: '/api/maintenance',
      headers: home.sessionHeaders,
      payload: { title: 'x' },
    });
    expect(asJson.statusCode).toBe(415);
  });
});

describe('the owner and the tenant working a request', () => {
  it('lists open requests first, most urgent first, newest first, and filters them', async () => {
    const low = await filed(home, { title: 'Squeaky door', priority: 'low' });
    const urgent = await filed(home, { title: 'No heating', priority: 'Urgent' });
    const other = await filed(home, { title: 'Paint', priority: 'whenever' });
    const list = await server.request({ url: '/api/maintenance', headers: owner.headers });
    const ids = list.json().data.map((request: { requestId: string }) => request.requestId);
    expect(ids.indexOf(urgent)).toBeLessThan(ids.indexOf(low));
    expect(ids.indexOf(low)).toBeLessThan(ids.indexOf(other));
    const urgentOnly = await server.request({
      url: '/api/maintenance?priority=urgent',
      headers: owner.headers,
    });
    expect(urgentOnly.json().data.map((request: { title: string }) => request.title)).toEqual([
      'No heating',
    ]);
    const ofProperty = await server.request({
      url: `/api/maintenance?propertyId=${home.property.propertyId}&status=open`,
      headers: owner.headers,
    });
    expect(ofProperty.json().data.length).toBeGreaterThanOrEqual(3);
  });

  it('moves a request along with comments from both sides, kept as history', async () => {
    const requestId = await filed(home);
    const started = await server.request({
      method: 'PUT',
      url: `/api/maintenance/${requestId}/status`,
      headers: owner.headers,
      payload: { status: 'in_progress' },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.status).toBe('in_progress');
    const commented = await server.request({
      method: 'POST',
      url: `/api/maintenance/${requestId}/comments`,
      headers: owner.headers,
      payload: { body: 'A plumber comes on Tuesday.' },
    });
    expect(commented.statusCode).toBe(201);
    const reply = await server.request({
      method: 'POST',
      url: `/api/maintenance/${requestId}/comments`,
      headers: home.sessionHeaders,
      payload: { body: 'Thank you!' },
    });
    expect(reply.statusCode).toBe(201);
    const cancel = await server.request({
      method: 'PUT',
      url: `/api/maintenance/${requestId}/status`,
      headers: home.sessionHeaders,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe('You can only cancel a request while it is open');
    const resolved = await server.request({
      method: 'PUT',
      url: `/api/maintenance/${requestId}/status`,
      headers: owner.headers,
      payload: { status: 'resolved' },
    });
    expect(resolved.json().data.status).toBe('resolved');
    const seen = await server.request({
      url: `/api/maintenance/${requestId}`,
      headers: home.sessionHeaders,
    });
    expect(
      seen
        .json()
        .data.updates.map(
          (update: { kind: string; toStatus: string | null; body: string | null }) => [
            update.kind,
            update.toStatus ?? update.body,
          ],
        ),
    ).toEqual([
      ['filed', 'open'],
      ['status', 'in_progress'],
      ['comment', 'A plumber comes on Tuesday.'],
      ['comment', 'Thank you!'],
      ['status', 'resolved'],
    ]);
    const reopen = await server.request({
      method: 'PUT',
      url: `/api/maintenance/${requestId}/status`,
      headers: owner.headers,
      payload: { status: 'open' },
    });
    expect(reopen.statusCode).toBe(409);
  });

  it('lets the tenant cancel an open request, but not the owner', async () => {
    const requestId = await filed(home);
    const byOwner = await server.request({
      method: 'PUT',
      url: `/api/maintenance/${requestId}/status`,
      headers: owner.headers,
      payload: { status: 'cancelled' },
    });
    expect(byOwner.statusCode).toBe(409);
    const byTenant = await server.request({
      method: 'PUT',
      url: `/api/maintenance/${requestId}/status`,
      headers: home.sessionHeaders,
      payload: { status: 'cancelled' },
    });
    expect(byTenant.json().data.status).toBe('cancelled');
    const again = await server.request({
      method: 'PUT',
      url: `/api/maintenance/${requestId}/status`,
      headers: home.sessionHeaders,
      payload: { status: 'cancelled' },
    });
    expect(again.statusCode).toBe(200);
    const history = again
      .json()
      .data.updates.filter((update: { kind: string }) => update.kind === 'status');
    expect(history).toHaveLength(1);
  });

  it('counts the open requests per property', async () => {
    const counts = await server.request({
      url: '/api/maintenance/open-counts',
      headers: owner.headers,
    });
    const list = await server.request({
      url: '/api/maintenance?status=open',
      headers: owner.headers,
    });
    const inProgress = await server.request({
      url: '/api/maintenance?status=in_progress',
      headers: owner.headers,
    });
    const expected = list.json().data.length + inProgress.json().data.length;
    expect(counts.json().data).toEqual({
      open: expected,
      byProperty: [{ propertyId: home.property.propertyId, open: expected }],
    });
  });
});
