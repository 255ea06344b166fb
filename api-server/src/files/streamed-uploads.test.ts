import { type FSWatcher, watch } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { signUpOwner } from '../test-support/owners';
import {
  type ActiveTenancy,
  activeTenancy,
  createLease,
  documentForm,
  inviteTenant,
} from '../test-support/tenancy';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

const megabyte = 1024 * 1024;
const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const photoOf = (bytes: number) =>
  Buffer.concat([pngHeader, Buffer.alloc(bytes - pngHeader.length)]);
const pdfOf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9)]);

function requestForm(photos: Buffer[]) {
  const form = new FormData();
  form.append('title', 'Cracked window');
  form.append('priority', 'Medium');
  form.append('date', '2026-12-01');
  form.append('description', 'Please have a look.');
  for (const photo of photos) {
    form.append('photos', new Blob([photo], { type: 'image/png' }), 'window.png');
  }
  return form;
}

const fileRequest = (server: TestApp, home: ActiveTenancy, photos: Buffer[]) =>
  server.request({
    method: 'POST',
    url: '/api/maintenance',
    headers: home.sessionHeaders,
    payload: requestForm(photos),
  });

const filesFolder = (server: TestApp) => path.join(server.config.dataDir, 'files');
const storedFiles = async (server: TestApp) => readdir(filesFolder(server)).catch(() => []);

async function reservations(server: TestApp) {
  const { rows } = (await server.app.db.execute(
    sql`select count(*)::int as "count" from photo_room_reservations`,
  )) as unknown as { rows: { count: number }[] };
  return rows[0]?.count;
}

/**
 * Resolves once `check` holds, looking again every 50 ms; stops once the test's server has closed,
 * so that the loop of a test that failed does not keep jest's worker alive.
 */
async function until(server: TestApp, check: () => Promise<boolean>) {
  while (!(await check())) {
    if (!server.app.server.listening) throw new Error('The server closed before the check held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('an upload', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  }, startupTimeout);
  afterAll(() => server.close());

  test('streams to storage as it arrives, before its body has ended', async () => {
    const home = await activeTenancy(server, await signUpOwner(server));
    const form = new Response(requestForm([photoOf(8 * megabyte)]));
    const contentType = form.headers.get('content-type') ?? '';
    const body = Buffer.from(await form.arrayBuffer());
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('Not listening');
    const answer = new Promise<number>((resolve, reject) => {
      const sending = httpRequest(
        {
          host: '127.0.0.1',
          port: address.port,
          method: 'POST',
          path: '/api/maintenance',
          headers: {
            ...home.sessionHeaders,
            'content-type': contentType,
            'content-length': String(body.length),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      sending.on('error', reject);
      // All but the last megabyte: the rest is sent only once the storage holds part of the photo.
      sending.write(body.subarray(0, body.length - megabyte));
      until(server, async () => {
        for (const name of await storedFiles(server)) {
          if ((await stat(path.join(filesFolder(server), name))).size > 0) return true;
        }
        return false;
      }).then(() => sending.end(body.subarray(body.length - megabyte)), reject);
    });
    expect(await answer).toBe(201);
  });

  test('past 10 MB ends with a 413 and leaves no file and no reserved room behind', async () => {
    const home = await activeTenancy(server, await signUpOwner(server));
    const before = await storedFiles(server);
    const refused = await fileRequest(server, home, [
      photoOf(2 * megabyte),
      photoOf(11 * megabyte),
    ]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ error: 'window.png is over 10 MB' });
    expect(await storedFiles(server)).toEqual(before);
    expect(await reservations(server)).toBe(0);
    // The same tenant can still file within the limits.
    expect((await fileRequest(server, home, [photoOf(megabyte)])).statusCode).toBe(201);
  });

  test('that is not an image by its first bytes is refused with 415, nothing kept', async () => {
    const home = await activeTenancy(server, await signUpOwner(server));
    const before = await storedFiles(server);
    const refused = await fileRequest(server, home, [Buffer.alloc(3 * megabyte, 0x41)]);
    expect(refused.statusCode).toBe(415);
    expect(await storedFiles(server)).toEqual(before);
    expect(await reservations(server)).toBe(0);
  });

  test('of a document past 10 MB ends with a 413 and leaves no file behind', async () => {
    const owner = await signUpOwner(server);
    const lease = await createLease(server, owner);
    const tenant = await inviteTenant(server, owner, lease.leaseId);
    const before = await storedFiles(server);
    const refused = await server.request({
      method: 'POST',
      url: '/api/tenants/background-check/documents/proofOfIncome',
      headers: tenant.headers,
      payload: documentForm(pdfOf(10 * megabyte + 1), 'payslip.pdf'),
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ error: 'A document can be at most 10 MB' });
    expect(await storedFiles(server)).toEqual(before);
    const accepted = await server.request({
      method: 'POST',
      url: '/api/tenants/background-check/documents/proofOfIncome',
      headers: tenant.headers,
      payload: documentForm(pdfOf(10 * megabyte), 'payslip.pdf'),
    });
    expect(accepted.statusCode).toBe(201);
  });
});

describe('photos sent together against a quota', () => {
  let server: TestApp;
  let watcher: FSWatcher | null = null;
  beforeAll(async () => {
    server = await startTestApp({
      photoQuotas: { tenantBytes: 2.5 * megabyte, ownerBytes: 100 * megabyte },
    });
  }, startupTimeout);
  afterAll(async () => {
    watcher?.close();
    await server.close();
  });

  test('are counted before they are stored: only those within it ever reach storage', async () => {
    const home = await activeTenancy(server, await signUpOwner(server));
    await mkdir(filesFolder(server), { recursive: true });
    // The tenancy's own documents (the driver's license of the background check) are there before.
    const before = (await storedFiles(server)).length;
    const everStored = new Set<string>();
    watcher = watch(filesFolder(server), (_event, name) => {
      if (name) everStored.add(name);
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => fileRequest(server, home, [photoOf(megabyte)])),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 201, 413, 413, 413, 413,
    ]);
    await until(server, async () => (await storedFiles(server)).length === before + 2);
    expect(everStored.size).toBe(2);
    expect(await reservations(server)).toBe(0);
  });
});
