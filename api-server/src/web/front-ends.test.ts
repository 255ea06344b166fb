import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  type TestApp,
  type TestRequest,
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

describe("a remote's prerendered first paint", () => {
  const shellDist = () => path.join(webRoot, 'shell', 'dist');
  const prerendered = () => path.join(webRoot, 'auth-app', 'dist', 'prerendered');
  // As the shell's build writes it: minified, the root's id unquoted.
  const shellPage =
    '<!doctype html><html><head><title>Homestead</title></head><body><div id=root></div></body></html>';
  // `$&` would be read by String.replace: the markup must go in as it is.
  const light = '<div id="first-paint"><style>body{color:#000}</style><p>Sign in $&</p></div>';
  const dark = '<div id="first-paint"><style>body{color:#fff}</style><p>Sign in $&</p></div>';
  const withFirstPaint = (fragment: string) =>
    shellPage.slice(0, shellPage.indexOf('<div id=root>')) +
    fragment +
    shellPage.slice(shellPage.indexOf('<div id=root>'));
  const themes = { light: 'owner-signin.light.html', dark: 'owner-signin.dark.html' };
  const listing = [
    { path: '/owner/signin', themes },
    { path: '/maintenance', themes },
  ];
  const signIn = { url: '/owner/signin', headers: { ...page, 'accept-encoding': 'identity' } };

  /** Runs `check` with `file` holding `content` (or absent, for null), then puts it back. */
  async function replacing(file: string, content: string | null, check: () => Promise<void>) {
    const before = await readFile(file, 'utf8').catch(() => null);
    if (content === null) await rm(file, { force: true });
    else await writeFile(file, content);
    try {
      await check();
    } finally {
      if (before === null) await rm(file, { force: true });
      else await writeFile(file, before);
    }
  }

  async function expectPlainShell(request: TestRequest, shell = shellPage) {
    const response = await server.request(request);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shell);
  }

  beforeAll(async () => {
    await writeBuild(shellDist(), {
      'index.html': shellPage,
      'page-remotes.json': JSON.stringify([
        { path: '/owner/signin', remote: 'auth_app' },
        { path: '/signup', remote: 'auth_app' },
        { path: '/owner/signin/:step', remote: 'auth_app' },
        { path: '/maintenance', remote: { owner: 'auth_app', tenant: 'auth_app' } },
      ]),
    });
    await writeBuild(prerendered(), {
      'pages.json': JSON.stringify(listing),
      [themes.light]: light,
      [themes.dark]: dark,
    });
  });

  afterAll(async () => {
    await writeFile(path.join(shellDist(), 'index.html'), '<html>shell</html>');
    await rm(path.join(shellDist(), 'page-remotes.json'));
    await rm(prerendered(), { recursive: true });
  });

  test("is put before the shell's root for a visitor with no session, light by default", async () => {
    for (const url of ['/owner/signin', '/owner/signin/', '/owner/signin?next=%2Fproperties']) {
      for (const cookie of [undefined, 'theme=light; lang=en']) {
        const response = await server.request({
          url,
          headers: { ...signIn.headers, ...(cookie && { cookie }) },
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(withFirstPaint(light));
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
        expect(response.headers.link).toBe(
          '</remotes/auth-app/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
        );
      }
    }
    const get = await server.request(signIn);
    const head = await server.request({ ...signIn, method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('is the dark one for a `theme=dark` cookie', async () => {
    const response = await server.request({
      ...signIn,
      headers: { ...signIn.headers, cookie: 'lang=en; theme=dark' },
    });
    expect(response.body).toBe(withFirstPaint(dark));
    const notDark = await server.request({
      ...signIn,
      headers: { ...signIn.headers, cookie: 'theme=darker' },
    });
    expect(notDark.body).toBe(withFirstPaint(light));
  });

  test('is sent to a signed-in visitor too, to whom the app shows the sign-in as well', async () => {
    const response = await server.request({
      ...signIn,
      headers: { ...signIn.headers, cookie: 'theme=dark; owner-token=sealed' },
    });
    expect(response.body).toBe(withFirstPaint(dark));
  });

  test('is left out of a page not prerendered, and of a page both roles have', async () => {
    for (const url of ['/signup', '/owner', '/owner/signin/more', '/owner/signin.html']) {
      await expectPlainShell({ ...signIn, url });
    }
    // Listed by the remote, but its remote depends on the role, which no session says.
    await expectPlainShell({ ...signIn, url: '/maintenance' });
  });

  test('is left out when remotes.json loads the remote from another origin', async () => {
    const remotes = JSON.stringify({ auth_app: 'https://auth.example.com/mf-manifest.json' });
    await replacing(path.join(shellDist(), 'remotes.json'), remotes, async () => {
      await expectPlainShell(signIn);
    });
  });

  test('falls back to the plain shell when a file is missing or not as expected', async () => {
    const pages = path.join(prerendered(), 'pages.json');
    const listingWith = (name: string) =>
      JSON.stringify([{ path: '/owner/signin', themes: { light: name, dark: name } }]);
    await replacing(path.join(prerendered(), themes.light), null, () => expectPlainShell(signIn));
    await replacing(pages, null, () => expectPlainShell(signIn));
    for (const malformed of [
      '[{"path": "/owner/signin",',
      '{}',
      '[null]',
      '[{"path":"/owner/signin"}]',
    ])
      await replacing(pages, malformed, () => expectPlainShell(signIn));
    // A name must not reach outside the prerendered folder, even to a file that is there.
    await replacing(path.join(webRoot, 'auth-app', 'dist', 'outside.html'), light, async () => {
      await replacing(pages, listingWith('../outside.html'), () => expectPlainShell(signIn));
    });
    await mkdir(path.join(prerendered(), 'nested'));
    try {
      await replacing(path.join(prerendered(), 'nested', 'inside.html'), light, async () => {
        await replacing(pages, listingWith('nested/inside.html'), () => expectPlainShell(signIn));
      });
    } finally {
      await rm(path.join(prerendered(), 'nested'), { recursive: true });
    }
    // Nor does a shell build's own list of pages that is not JSON fail the page.
    await replacing(path.join(shellDist(), 'page-remotes.json'), '[{"path":', () =>
      expectPlainShell(signIn),
    );
    const noRoot = '<!doctype html><html><body><main></main></body></html>';
    await replacing(path.join(shellDist(), 'index.html'), noRoot, () =>
      expectPlainShell(signIn, noRoot),
    );
    // The root as written before minifying is found too.
    const quoted = '<html><body><div id="root"></div></body></html>';
    await replacing(path.join(shellDist(), 'index.html'), quoted, async () => {
      const response = await server.request(signIn);
      expect(response.body).toBe(`<html><body>${light}<div id="root"></div></body></html>`);
    });
  });

  test('answers 304 while unchanged, by an ETag of what it sends', async () => {
    const first = await server.request(signIn);
    const hash = createHash('sha1').update(withFirstPaint(light)).digest('base64url');
    expect(first.headers.etag).toBe(`"${hash}"`);
    const revalidate = {
      ...signIn,
      headers: { ...signIn.headers, ...revalidation, 'if-none-match': `"${hash}"` },
    };
    const unchanged = await server.request(revalidate);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(`"${hash}"`);
    expect(unchanged.headers['cache-control']).toBe('no-cache');
    // A new build of the page, or the other theme, is another body.
    await replacing(path.join(prerendered(), themes.light), dark, async () => {
      const changed = await server.request(revalidate);
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toBe(withFirstPaint(dark));
    });
    const darkOne = await server.request({
      ...revalidate,
      headers: { ...revalidate.headers, cookie: 'theme=dark' },
    });
    expect(darkOne.statusCode).toBe(200);
  });

  test('is compressed as the browser accepts, brotli first', async () => {
    for (const [acceptEncoding, encoding] of [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip, br;q=0', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await server.request({
        ...signIn,
        headers: { ...page, 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.body).toBe(withFirstPaint(light));
      if (encoding) expect(response.headers.etag).toMatch(new RegExp(`-${encoding}"$`));
      expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
    }
    const brotli = await server.request({
      ...signIn,
      headers: { ...page, 'accept-encoding': 'br' },
    });
    const unchanged = await server.request({
      ...signIn,
      headers: {
        ...page,
        ...revalidation,
        'accept-encoding': 'br',
        'if-none-match': brotli.headers.etag!,
      },
    });
    expect(unchanged.statusCode).toBe(304);
  });
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
