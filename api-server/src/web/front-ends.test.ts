import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  type TestApp,
  startTestApp,
  startupTimeout,
  temporaryFolder,
} from '../test-support/test-app';

const page = { accept: 'text/html,application/xhtml+xml' };
// How a browser revalidates what it keeps (fetch() would otherwise add `cache-control: no-cache`).
const revalidation = { 'cache-control': 'max-age=0' };

async function writeBuild(folder: string, files: Record<string, string>) {
  await mkdir(folder, { recursive: true });
  for (const [name, content] of Object.entries(files))
    await writeFile(path.join(folder, name), content);
}

let webRoot: string;
let server: TestApp;

beforeAll(async () => {
  webRoot = await temporaryFolder();
  await writeBuild(path.join(webRoot, 'shell', 'dist'), {
    'index.html': '<html>shell</html>',
    'remotes.json': '{"auth_app":"/remotes/auth-app/mf-manifest.json"}',
    'main.0a1b2c3d.js': 'console.log("shell")',
  });
  await writeBuild(path.join(webRoot, 'auth-app', 'dist'), {
    'index.html': '<html>auth-app alone</html>',
    'mf-manifest.json': '{"name":"auth_app","version":1}',
    'remoteEntry.js': 'var auth_app = "first build"',
    '412.deadbeef.js': 'console.log("sign-in chunk")',
  });
  server = await startTestApp({ webRoot });
}, startupTimeout);

afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

test('a client route asked for as a page gets the shell, revalidated on every load', async () => {
  for (const url of ['/owner/signin', '/properties/manage-property/123', '/']) {
    const response = await server.request({ url, headers: page });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<html>shell</html>');
    expect(response.headers['cache-control']).toBe('no-cache');
  }
});

test("a page has the browser preload its remote's manifest, entry and routes with it", async () => {
  const shell = path.join(webRoot, 'shell', 'dist');
  const remote = path.join(webRoot, 'owner-portal', 'dist');
  await writeBuild(shell, {
    'page-remotes.json': JSON.stringify([
      { path: '/owner/signin', remote: 'auth_app' },
      { path: '/properties/manage-property/:id', remote: 'owner_portal' },
      { path: '/maintenance', remote: { owner: 'owner_portal', tenant: 'tenant_portal' } },
    ]),
    'remotes.json': JSON.stringify({
      auth_app: 'https://auth.example.com/mf-manifest.json',
      owner_portal: '/remotes/owner-portal/mf-manifest.json',
    }),
  });
  await writeBuild(remote, {
    'mf-manifest.json': JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'routes', assets: { js: { sync: ['expose_routes.0a1b2c3d.js'] } } }],
    }),
  });
  try {
    const ownPage = await server.request({ url: '/properties/manage-property/42', headers: page });
    expect(ownPage.body).toBe('<html>shell</html>');
    expect(ownPage.headers.link).toBe(
      '</remotes/owner-portal/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '</remotes/owner-portal/remoteEntry.js>; rel=preload; as=script, ' +
        '</remotes/owner-portal/expose_routes.0a1b2c3d.js>; rel=preload; as=script',
    );
    // A remote on another origin: its manifest only, which this server cannot read.
    const elsewhere = await server.request({ url: '/owner/signin?next=1', headers: page });
    expect(elsewhere.headers.link).toBe(
      '<https://auth.example.com/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    // A page both roles have: the remote of the role whose session cookie comes with the request.
    const asOwner = await server.request({
      url: '/maintenance',
      headers: { ...page, cookie: 'theme=dark; owner-token=sealed' },
    });
    expect(asOwner.headers.link).toBe(ownPage.headers.link);
    expect(asOwner.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(ownPage.headers.vary).toBe('Accept-Encoding, Cookie');
    const signedOut = await server.request({ url: '/maintenance', headers: page });
    expect(signedOut.headers.link).toBeUndefined();
    const unlisted = await server.request({ url: '/nowhere', headers: page });
    expect(unlisted.headers.link).toBeUndefined();
  } finally {
    await rm(remote, { recursive: true });
    await rm(path.join(shell, 'page-remotes.json'));
    await writeFile(
      path.join(shell, 'remotes.json'),
      '{"auth_app":"/remotes/auth-app/mf-manifest.json"}',
    );
  }
});

test('the remotes manifest comes from the shell build, revalidated on every load', async () => {
  const response = await server.request({ url: '/remotes.json' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ auth_app: '/remotes/auth-app/mf-manifest.json' });
  expect(response.headers['cache-control']).toBe('no-cache');
});

test("a remote's entry files are served under its own path and revalidated on every load", async () => {
  const entry = await server.request({ url: '/remotes/auth-app/remoteEntry.js' });
  expect(entry.body).toBe('var auth_app = "first build"');
  expect(entry.headers['cache-control']).toBe('no-cache');

  const manifest = await server.request({ url: '/remotes/auth-app/mf-manifest.json' });
  expect(manifest.json()).toEqual({ name: 'auth_app', version: 1 });
  expect(manifest.headers['cache-control']).toBe('no-cache');

  const standalonePage = await server.request({ url: '/remotes/auth-app/', headers: page });
  expect(standalonePage.body).toBe('<html>auth-app alone</html>');
  expect(standalonePage.headers['cache-control']).toBe('no-cache');
});

test('content-hashed scripts are cached for good', async () => {
  for (const url of ['/main.0a1b2c3d.js', '/remotes/auth-app/412.deadbeef.js']) {
    const response = await server.request({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

describe('files compressed at build time', () => {
  const shellDist = () => path.join(webRoot, 'shell', 'dist');
  const shellPage = '<html>shell, compressed copies beside it</html>';
  const script = 'console.log("a script long enough to be worth compressing");'.repeat(20);

  beforeAll(async () => {
    await writeFile(path.join(shellDist(), 'index.html.br'), brotliCompressSync(shellPage));
    await writeFile(path.join(shellDist(), 'index.html.gz'), gzipSync(shellPage));
    await writeFile(path.join(shellDist(), '59.1a2b3c4d.js'), script);
    await writeFile(path.join(shellDist(), '59.1a2b3c4d.js.br'), brotliCompressSync(script));
    await writeFile(path.join(shellDist(), '59.1a2b3c4d.js.gz'), gzipSync(script));
  });

  test('are chosen by the Accept-Encoding the browser sends, brotli first', async () => {
    const brotli = await server.request({
      url: '/59.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.body).toBe(script);
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await server.request({
      url: '/59.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe(script);

    const plain = await server.request({
      url: '/59.1a2b3c4d.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  test('a page gets the compressed shell, revalidated by its ETag', async () => {
    const first = await server.request({
      url: '/owner/signin',
      headers: { ...page, 'accept-encoding': 'br' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.body).toBe(shellPage);
    expect(first.headers['cache-control']).toBe('no-cache');

    const entry = await server.request({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    const etag = entry.headers.etag;
    expect(etag).toBeTruthy();
    const again = await server.request({
      url: '/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(etag), ...revalidation },
    });
    expect(again.statusCode).toBe(304);
  });
});

test("a remote's manifest answers 304 while unchanged", async () => {
  const first = await server.request({ url: '/remotes/auth-app/mf-manifest.json' });
  const etag = String(first.headers.etag);
  const unchanged = await server.request({
    url: '/remotes/auth-app/mf-manifest.json',
    headers: { 'if-none-match': etag, ...revalidation },
  });
  expect(unchanged.statusCode).toBe(304);
});

test("a page request under a remote's path gets the remote's standalone page", async () => {
  const response = await server.request({ url: '/remotes/auth-app/owner/signin', headers: page });
  expect(response.body).toBe('<html>auth-app alone</html>');
});

test("replacing a remote's built folder takes effect without a restart", async () => {
  const dist = path.join(webRoot, 'auth-app', 'dist');
  const next = path.join(webRoot, 'auth-app', 'dist-next');
  await writeBuild(next, {
    'index.html': '<html>auth-app second build</html>',
    'remoteEntry.js': 'var auth_app = "second build"',
    'mf-manifest.json': '{"version":2}',
  });
  await rm(dist, { recursive: true });
  await rename(next, dist);

  expect((await server.request({ url: '/remotes/auth-app/remoteEntry.js' })).body).toBe(
    'var auth_app = "second build"',
  );
  expect((await server.request({ url: '/remotes/auth-app/mf-manifest.json' })).json()).toEqual({
    version: 2,
  });
  expect((await server.request({ url: '/remotes/auth-app/', headers: page })).body).toBe(
    '<html>auth-app second build</html>',
  );
  expect((await server.request({ url: '/remotes/auth-app/412.deadbeef.js' })).statusCode).toBe(404);
});

test('unknown API paths answer 404 in JSON, even when asked for as a page', async () => {
  for (const headers of [{}, page]) {
    const response = await server.request({ url: '/api/no-such-thing', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No such API endpoint' });
  }
});

test('a missing file that is not a page request answers 404', async () => {
  const response = await server.request({ url: '/missing.0a1b2c3d.js' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: 'Not found' });
});

test('a page request for an app that is not built answers 404', async () => {
  const response = await server.request({ url: '/remotes/tenant-portal/tenant', headers: page });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: 'Not found' });
});
