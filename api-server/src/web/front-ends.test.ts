import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { encryptCookieValue } from 'shared-api/contract/sealed-cookies';
import { defaultMaxConcurrentRenders, defaultSsrBudgetMs } from './ssr';
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
    expect(asOwner.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(ownPage.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const signedOut = await server.request({ url: '/maintenance', headers: page });
    expect(signedOut.headers.link).toBeUndefined();
    const unlisted = await server.request({ url: '/nowhere', headers: page });
    expect(unlisted.headers.link).toBeUndefined();
    // Matched as the route table's patterns: a trailing slash allowed, a parameter one segment.
    const trailingSlash = await server.request({
      url: '/properties/manage-property/42/',
      headers: page,
    });
    expect(trailingSlash.headers.link).toBe(ownPage.headers.link);
    const below = await server.request({ url: '/properties/manage-property/42/x', headers: page });
    expect(below.headers.link).toBeUndefined();
  } finally {
    await rm(remote, { recursive: true });
    await rm(path.join(shell, 'page-remotes.json'));
    await writeFile(
      path.join(shell, 'remotes.json'),
      '{"auth_app":"/remotes/auth-app/mf-manifest.json"}',
    );
  }
});

test("a page has the browser preload the shell's files its layout's first screen needs", async () => {
  const shell = path.join(webRoot, 'shell', 'dist');
  await writeBuild(shell, {
    'page-remotes.json': JSON.stringify([
      { path: '/owner/signin', remote: 'auth_app', layout: 'auth' },
      { path: '/owner', remote: 'auth_app', layout: 'main' },
    ]),
    'remotes.json': JSON.stringify({ auth_app: 'https://auth.example.com/mf-manifest.json' }),
    'first-screen.json': JSON.stringify({
      auth: ['libraries.0a1b2c3d.js', 'bootstrap.1a2b3c4d.js'],
      // Only file names are written into the header.
      main: ['libraries.0a1b2c3d.js', 'main-layout.2a3b4c5d.js', 'x.js>; rel=stylesheet'],
    }),
  });
  try {
    const signIn = await server.request({ url: '/owner/signin', headers: page });
    expect(signIn.headers.link).toBe(
      '<https://auth.example.com/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '</libraries.0a1b2c3d.js>; rel=preload; as=script, ' +
        '</bootstrap.1a2b3c4d.js>; rel=preload; as=script',
    );
    const dashboard = await server.request({ url: '/owner', headers: page });
    expect(dashboard.headers.link).toBe(
      '<https://auth.example.com/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '</libraries.0a1b2c3d.js>; rel=preload; as=script, ' +
        '</main-layout.2a3b4c5d.js>; rel=preload; as=script',
    );
  } finally {
    await rm(path.join(shell, 'page-remotes.json'));
    await rm(path.join(shell, 'first-screen.json'));
    await writeFile(
      path.join(shell, 'remotes.json'),
      '{"auth_app":"/remotes/auth-app/mf-manifest.json"}',
    );
  }
});

describe('a page rendered on the server (SSR)', () => {
  const shellDist = () => path.join(webRoot, 'shell', 'dist');
  const ssrFile = (app: string) => path.join(webRoot, app, 'dist', 'server', 'ssr.js');
  // As the shell's build writes it: minified, the root's id unquoted.
  const shellPage =
    '<!doctype html><html><head><title>Homestead</title></head><body><div id=root></div></body></html>';
  const signIn = { url: '/owner/signin', headers: { ...page, 'accept-encoding': 'identity' } };
  const rendered = (html: string, styles: string, state: string) =>
    '<!doctype html><html><head><title>Homestead</title>' +
    styles +
    `</head><body><div id="root">${html}</div>` +
    `<script type="application/json" id="ssr-state" data-time-zone="UTC">${state}</script></body></html>`;

  // The shell's SSR module as the server runs it: it shares a library with the remote's, and
  // renders what the test asks for by the page's address. A stand-in for the built one, whose
  // render the browser journeys drive (e2e/tests/ssr.spec.ts).
  const host = `
    const { appendFileSync, existsSync, writeFileSync } = require('node:fs');
    const path = require('node:path');
    exports.shared = { 'shared-library': { word: 'shared' } };
    exports.renderPage = async (request) => {
      const { pathname } = new URL(request.url, 'http://localhost');
      if (pathname === '/throws') throw new Error('the render broke');
      if (pathname === '/none') return null;
      if (pathname === '/held') {
        // Held, whatever the budget, until the test writes released.txt.
        appendFileSync(path.join(__dirname, 'held.txt'), request.url + ' ');
        await new Promise((resolve) => {
          const released = setInterval(() => {
            if (!existsSync(path.join(__dirname, 'released.txt'))) return;
            clearInterval(released);
            resolve();
          }, 10);
        });
      }
      if (pathname === '/slow') {
        await new Promise((resolve) =>
          request.signal.addEventListener('abort', () => {
            writeFileSync(path.join(__dirname, 'aborted.txt'), request.url);
            resolve();
          }),
        );
      }
      return {
        html: '<h1>' + request.remote.routes[0].title + ' $&amp;</h1>',
        styleTags: '<style data-styled="true">h1{color:red}</style>',
        state: { ui: { theme: request.theme }, role: request.role, text: '</script><!--' },
        locale: request.languages[0] === '*' ? undefined : request.languages[0],
        timeZone: request.timeZone,
        chunk: 'sign-in-page',
        parts: ['tabs', 'not-built', 5],
      };
    };`;
  // The remote's: its routes, with what it takes from the host's.
  const remote = `
    const { word } = require('shared-library');
    exports.routes = [{ path: '/owner/signin', title: 'Sign in, ' + word }];`;
  const state = (theme: string) =>
    `{"ui":{"theme":"${theme}"},"role":null,"text":"\\u003c/script>\\u003c!--"}`;
  const signInPage = (theme = 'light') =>
    rendered(
      '<h1>Sign in, shared $&amp;</h1>',
      '<style data-styled="true">h1{color:red}</style>',
      state(theme),
    );
  const stateOf = (body: string) =>
    JSON.parse(
      /<script type="application\/json" id="ssr-state"[^>]*>([^<]*)<\/script>/.exec(body)![1]!,
    );

  async function expectPlainShell(request: TestRequest) {
    const response = await server.request(request);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shellPage);
  }

  beforeAll(async () => {
    const pages = ['/owner/signin', '/throws', '/none', '/slow', '/held', '/signup'];
    await writeBuild(shellDist(), {
      'index.html': shellPage,
      'page-remotes.json': JSON.stringify(pages.map((url) => ({ path: url, remote: 'auth_app' }))),
    });
    await writeBuild(path.dirname(ssrFile('shell')), { 'ssr.js': host });
    await writeBuild(path.dirname(ssrFile('auth-app')), { 'ssr.js': remote });
  });

  afterAll(async () => {
    await writeFile(path.join(shellDist(), 'index.html'), '<html>shell</html>');
    await rm(path.join(shellDist(), 'page-remotes.json'));
    await rm(path.dirname(ssrFile('shell')), { recursive: true });
    await rm(path.dirname(ssrFile('auth-app')), { recursive: true });
  });

  test("is rendered in the visitor's most preferred language, which the page names for hydration", async () => {
    const german = await server.request({
      ...signIn,
      headers: { ...signIn.headers, 'accept-language': 'en;q=0.5, de-DE, fr;q=0.8' },
    });
    expect(german.body).toContain(
      '<script type="application/json" id="ssr-state" data-locale="de-DE" data-time-zone="UTC">',
    );
    // A locale that is not a plain tag is not written into the page.
    const odd = await server.request({
      ...signIn,
      headers: { ...signIn.headers, 'accept-language': 'x"><b>' },
    });
    expect(odd.body).toContain(
      '<script type="application/json" id="ssr-state" data-time-zone="UTC">',
    );
    expect(odd.body).not.toContain('<b>');
  });

  test("is rendered in the time zone the visitor's browser keeps in its cookie, which the page names for hydration", async () => {
    const berlin = await server.request({
      ...signIn,
      headers: { ...signIn.headers, cookie: 'time-zone=Europe%2FBerlin' },
    });
    expect(berlin.body).toContain(
      '<script type="application/json" id="ssr-state" data-time-zone="Europe/Berlin">',
    );
    // Without one, or with one Intl does not know: UTC, which the page names all the same.
    for (const cookie of [
      '',
      'time-zone=Mars%2FOlympus',
      'time-zone=%22%3E%3Cb%3E',
      'time-zone=%E0%A4%A',
    ]) {
      const response = await server.request({ ...signIn, headers: { ...signIn.headers, cookie } });
      expect(response.body).toContain(
        '<script type="application/json" id="ssr-state" data-time-zone="UTC">',
      );
    }
  });

  test("puts the page in the shell's root, its styles in the head and the store's state after", async () => {
    const response = await server.request(signIn);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(signInPage());
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const dark = await server.request({
      ...signIn,
      headers: { ...signIn.headers, cookie: 'lang=en; theme=dark' },
    });
    expect(dark.body).toBe(signInPage('dark'));
  });

  test("has the browser preload the rendered page's own code with it, and the remote's copies of what the shell does not share", async () => {
    const remoteBuild = path.join(webRoot, 'auth-app', 'dist');
    const manifest = path.join(shellDist(), 'mf-manifest.json');
    await writeBuild(remoteBuild, {
      'page-chunks.json': JSON.stringify({
        'sign-in-page': {
          files: ['12.0a1b2c3d.js', 'sign-in-page.1a2b3c4d.js', 'x.js>; rel=stylesheet'],
          shared: { react: ['34.2a3b4c5d.js'], 'shared-features': ['56.3a4b5c6d.js'] },
        },
        'other-page': { files: ['other-page.4a5b6c7d.js'], shared: {} },
      }),
    });
    await writeFile(manifest, JSON.stringify({ shared: [{ name: 'react' }] }));
    try {
      const response = await server.request(signIn);
      expect(response.body).toBe(signInPage());
      expect(response.headers.link).toBe(
        '</remotes/auth-app/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
          '</remotes/auth-app/12.0a1b2c3d.js>; rel=preload; as=script, ' +
          '</remotes/auth-app/sign-in-page.1a2b3c4d.js>; rel=preload; as=script, ' +
          '</remotes/auth-app/56.3a4b5c6d.js>; rel=preload; as=script',
      );
      // A page sent without SSR: no page's code is named.
      const plain = await server.request({ ...signIn, url: '/none' });
      expect(plain.headers.link).toBe(
        '</remotes/auth-app/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      );
    } finally {
      await rm(path.join(remoteBuild, 'page-chunks.json'));
      await rm(manifest);
    }
    // A build that does not list its pages' parts.
    const response = await server.request(signIn);
    expect(response.headers.link).toBe(
      '</remotes/auth-app/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    );
  });

  test("has the browser preload the shell's files of the deferred parts the rendered page drew", async () => {
    await writeBuild(shellDist(), {
      'first-screen.json': JSON.stringify({
        parts: {
          tabs: ['474.1a2b3c4d.js', 'tabs.2b3c4d5e.js', 'x.js>; rel=stylesheet'],
          modal: ['modal.3c4d5e6f.js'],
        },
      }),
    });
    try {
      const response = await server.request(signIn);
      expect(response.body).toBe(signInPage());
      expect(response.headers.link).toBe(
        '</remotes/auth-app/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
          '</474.1a2b3c4d.js>; rel=preload; as=script, ' +
          '</tabs.2b3c4d5e.js>; rel=preload; as=script',
      );
      // A page sent without SSR drew none.
      const plain = await server.request({ ...signIn, url: '/none' });
      expect(plain.headers.link).toBe(
        '</remotes/auth-app/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      );
    } finally {
      await rm(path.join(shellDist(), 'first-screen.json'));
    }
  });

  test("carries the API package's files its first screen does not load, for the browser to preload on the first input", async () => {
    await writeBuild(shellDist(), {
      'first-screen.json': JSON.stringify({
        parts: { tabs: ['474.1a2b3c4d.js'] },
        api: ['474.1a2b3c4d.js', '86.4d5e6f7a.js', '926.5e6f7a8b.js', 'x.js"><script>'],
      }),
    });
    try {
      const template =
        '<template id="preload-on-input">' +
        '<link rel="preload" as="script" href="/86.4d5e6f7a.js">' +
        '<link rel="preload" as="script" href="/926.5e6f7a8b.js"></template>';
      const response = await server.request(signIn);
      // Before the body's end, and nowhere else; not the files the page preloads anyway (tabs).
      expect(response.body).toBe(signInPage().replace('</body>', `${template}</body>`));
      expect(response.headers.link).not.toContain('86.4d5e6f7a.js');
      // A page sent without SSR has no holder to add them.
      const plain = await server.request({ ...signIn, url: '/none' });
      expect(plain.body).not.toContain('preload-on-input');
    } finally {
      await rm(path.join(shellDist(), 'first-screen.json'));
    }
  });

  test('serialises the state as JSON the page does not run, no `<` in it to end the element', async () => {
    const { body } = await server.request(signIn);
    expect(stateOf(body).text).toBe('</script><!--');
    // The page's one script element is the data block: nothing inline for the CSP to allow.
    expect(body.match(/<script/g)).toHaveLength(1);
  });

  test('renders for the role whose sealed token cookie comes with the request, if it opens', async () => {
    const sealed = encodeURIComponent(await encryptCookieValue('owner-jwt'));
    const owner = await server.request({
      ...signIn,
      headers: { ...signIn.headers, cookie: `owner-token=${sealed}` },
    });
    expect(stateOf(owner.body).role).toBe('owner');
    const forged = await server.request({
      ...signIn,
      headers: { ...signIn.headers, cookie: 'owner-token=forged' },
    });
    expect(stateOf(forged.body).role).toBeNull();
  });

  test("a rebuilt shell's module gives its libraries to the remote's, which is loaded again", async () => {
    expect((await server.request(signIn)).body).toBe(signInPage());
    const rebuilt = host.replace("word: 'shared'", "word: 'rebuilt'");
    await replacing(ssrFile('shell'), rebuilt, async () => {
      const response = await server.request(signIn);
      expect(response.body).toContain('<h1>Sign in, rebuilt $&amp;</h1>');
    });
  });

  test('sends the page without SSR when the render fails, declines or is not there', async () => {
    await expectPlainShell({ ...signIn, url: '/throws' });
    await expectPlainShell({ ...signIn, url: '/none' });
    // A page no remote is named for.
    await expectPlainShell({ ...signIn, url: '/nowhere' });
    await replacing(ssrFile('auth-app'), null, () => expectPlainShell(signIn));
    await replacing(ssrFile('auth-app'), 'exports.routes = "not a list";', () =>
      expectPlainShell(signIn),
    );
    await replacing(ssrFile('shell'), 'throw new Error("a broken build")', () =>
      expectPlainShell(signIn),
    );
    // A shell page with no empty root to put it in.
    const noRoot = '<!doctype html><html><head></head><body><main></main></body></html>';
    await replacing(path.join(shellDist(), 'index.html'), noRoot, async () => {
      const response = await server.request(signIn);
      expect(response.body).toBe(noRoot);
    });
  });

  test('aborts a render that takes longer than its budget, and sends the page without', async () => {
    const started = Date.now();
    await expectPlainShell({ ...signIn, url: '/slow?budget' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(defaultSsrBudgetMs - 50);
    const aborted = path.join(path.dirname(ssrFile('shell')), 'aborted.txt');
    expect(await readFile(aborted, 'utf8')).toBe('/slow?budget');
  });

  test('renders so many pages at once at most; a page beyond them goes without SSR', async () => {
    const folder = path.dirname(ssrFile('shell'));
    const held = Array.from({ length: defaultMaxConcurrentRenders }, (_, i) =>
      server.request({ ...signIn, url: `/held?${i}` }),
    );
    const heldCount = async () =>
      (await readFile(path.join(folder, 'held.txt'), 'utf8').catch(() => ''))
        .split(' ')
        .filter(Boolean).length;
    // Bounded, so that a broken run fails rather than polls on after the test's timeout.
    for (const until = Date.now() + 20_000; Date.now() < until; await sleep(10)) {
      if ((await heldCount()) === defaultMaxConcurrentRenders) break;
    }
    expect(await heldCount()).toBe(defaultMaxConcurrentRenders);
    await expectPlainShell(signIn);
    await writeFile(path.join(folder, 'released.txt'), '');
    await Promise.all(held);
    expect((await server.request(signIn)).body).toBe(signInPage());
  });

  test('answers 304 while unchanged, by an ETag of what it sends', async () => {
    const first = await server.request(signIn);
    const hash = createHash('sha1').update(signInPage()).digest('base64url');
    expect(first.headers.etag).toBe(`"${hash}"`);
    const unchanged = await server.request({
      ...signIn,
      headers: { ...signIn.headers, ...revalidation, 'if-none-match': `"${hash}"` },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  test('is compressed as the browser accepts, brotli first', async () => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, br;q=0', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await server.request({
        ...signIn,
        headers: { ...page, 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.body).toBe(signInPage());
    }
  });
});

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
