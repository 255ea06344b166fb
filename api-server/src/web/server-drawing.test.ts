import { utimesSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encryptCookieValue } from 'shared-api/contract/sealed-cookies';
import { type SignedUpOwner, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy } from '../test-support/tenancy';
import { drawingTimeLimitMs } from './server-drawing';
import {
  type TestApp,
  type TestRequest,
  startTestApp,
  startupTimeout,
  temporaryFolder,
} from '../test-support/test-app';

// `serverFetch` answers through `app.inject`, whose light-my-request requires the ES-module-only
// `cookie`: plain Node 20 loads it (require(esm)), Jest's module loader below Node 24.9 cannot. Inject
// uses it only for its `cookies:` option, which `serverFetch` never passes.
jest.mock('light-my-request/node_modules/cookie/dist/index.js', () => ({
  stringifySetCookie: () => {
    throw new Error('Not expected: serverFetch passes no cookies to inject');
  },
}));

const page = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'identity' };
// How a browser revalidates what it keeps (fetch() would otherwise add `cache-control: no-cache`).
const revalidation = { 'cache-control': 'max-age=0' };

async function writeBuild(folder: string, files: Record<string, string>) {
  await mkdir(folder, { recursive: true });
  for (const [name, content] of Object.entries(files))
    await writeFile(path.join(folder, name), content);
}

// As the shell's build writes it: minified, the root's id unquoted.
const shellPage =
  '<!doctype html><html><head><title>Homestead</title></head><body><div id=root></div></body></html>';
const withFirstPaint = (fragment: string) =>
  shellPage.slice(0, shellPage.indexOf('<div id=root>')) +
  fragment +
  shellPage.slice(shellPage.indexOf('<div id=root>'));

const pageSlot = '<template id="first-paint-page"></template>';
const frameCss = '.frame{color:#123}';
const pageCss = '.page{color:#456}';

/**
 * The shell's drawing module, as plain CommonJS: the frame reads the visitor's profile, as the real
 * one does (and draws nothing when that read fails), and shows what it was given.
 */
const frameModule = `
exports.pageSlot = ${JSON.stringify(pageSlot)};
exports.drawFrame = async (role, { url, theme, sidebarCollapsed, userAgent, serverFetch }) => {
  const profile = await serverFetch(
    role === 'owner' ? 'http://localhost/api/owners' : 'http://localhost/api/tenants',
  );
  if (!profile.ok) return null;
  return {
    css: ${JSON.stringify(frameCss)},
    markup:
      '<nav data-role="' + role + '" data-theme="' + theme + '" data-url="' + url +
      '" data-collapsed="' + sidebarCollapsed + '" data-agent="' + userAgent + '">Frame</nav>' +
      '<main>' + exports.pageSlot + '</main>',
  };
};
`;

/**
 * A remote's drawing module: the page reads the signed-in visitor's profile through `serverFetch`
 * (and draws nothing when that fails, as the real pages do), tries a write, and shows both answers.
 * The write is the role's sign-out, so one that went through would end the session.
 */
const pageModule = (role: 'owner' | 'tenant', greeting = 'Hello') => `
exports.role = '${role}';
exports.drawPage = async ({ url, theme, serverFetch }) => {
  const profile = await serverFetch('http://localhost/api/${role}s');
  if (!profile.ok) return null;
  const answer = await profile.json();
  const name = ${role === 'owner' ? 'answer.data.name' : 'answer.tenant.name'};
  const write = await serverFetch('http://localhost/api/${role}s/logout', { method: 'POST' });
  return {
    css: ${JSON.stringify(pageCss)},
    markup:
      '<h1 data-theme="' + theme + '" data-url="' + url + '">${greeting} ' + name + '</h1>' +
      '<p>POST ' + write.status + '</p>',
  };
};
`;

/** The shell's page as the fixture modules draw it for this visitor. */
const drawnPage = ({
  role,
  url,
  name,
  theme = 'light',
  sidebarCollapsed = false,
  userAgent = 'node',
  greeting = 'Hello',
}: {
  role: 'owner' | 'tenant';
  url: string;
  name: string;
  theme?: 'light' | 'dark';
  sidebarCollapsed?: boolean;
  userAgent?: string;
  greeting?: string;
}) =>
  withFirstPaint(
    `<div id="first-paint"><style>${frameCss}${pageCss}</style>` +
      `<nav data-role="${role}" data-theme="${theme}" data-url="${url}" ` +
      `data-collapsed="${sidebarCollapsed}" data-agent="${userAgent}">Frame</nav><main>` +
      `<h1 data-theme="${theme}" data-url="${url}">${greeting} ${name}</h1><p>POST 405</p>` +
      '</main></div>',
  );

let webRoot: string;
let server: TestApp;
let owner: SignedUpOwner;
let ownerCookie: string;

const drawingOf = (folder: string) => path.join(webRoot, folder, 'dist', 'server', 'drawing.js');
const sealedCookie = async (role: 'owner' | 'tenant', token: string) =>
  `${role}-token=${encodeURIComponent(await encryptCookieValue(token))}`;

let releases = 0;

/**
 * Writes a drawing module as a release does: new content (or none, for null) and a new time for the
 * file, the time the server goes by. Node's `require.cache` forgets a module the server deletes from
 * it; Jest's ignores the deletion, so its registry is reset here in its place.
 */
async function release(file: string, source: string | null, writtenAt?: Date) {
  if (source === null) {
    await rm(file, { force: true });
  } else {
    await writeFile(file, source);
    releases += 1;
    const time = writtenAt ?? new Date(Date.UTC(2030, 0, 1) + releases * 1000);
    utimesSync(file, time, time);
  }
  jest.resetModules();
}

/** Runs `check` with the drawing module `file` replaced by `source`, then releases it back. */
async function replacing(file: string, source: string | null, check: () => Promise<void>) {
  const before = await readFile(file, 'utf8');
  await release(file, source);
  try {
    await check();
  } finally {
    await release(file, before);
  }
}

beforeAll(async () => {
  webRoot = await temporaryFolder();
  await writeBuild(path.join(webRoot, 'shell', 'dist'), {
    'index.html': shellPage,
    'page-remotes.json': JSON.stringify([
      { path: '/properties', remote: 'owner_portal' },
      { path: '/tenant', remote: 'tenant_portal' },
      { path: '/maintenance', remote: { owner: 'owner_portal', tenant: 'tenant_portal' } },
      { path: '/elsewhere', remote: 'far_portal' },
    ]),
    'remotes.json': JSON.stringify({
      owner_portal: '/remotes/owner-portal/mf-manifest.json',
      tenant_portal: '/remotes/tenant-portal/mf-manifest.json',
      far_portal: 'https://far.example.com/mf-manifest.json',
    }),
  });
  await writeBuild(path.join(webRoot, 'shell', 'dist', 'server'), { 'drawing.js': frameModule });
  for (const [folder, role] of [
    ['owner-portal', 'owner'],
    ['tenant-portal', 'tenant'],
  ] as const) {
    await writeBuild(path.join(webRoot, folder, 'dist'), {
      'mf-manifest.json': JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      }),
      'remoteEntry.js': `var ${role}_portal = "entry"`,
    });
    await writeBuild(path.join(webRoot, folder, 'dist', 'server'), {
      'drawing.js': pageModule(role),
    });
  }
  server = await startTestApp({ webRoot });
  owner = await signUpOwner(server, { name: 'Olive Owner' });
  ownerCookie = await sealedCookie('owner', owner.token);
}, startupTimeout);

afterAll(async () => {
  await server.close();
  await rm(webRoot, { recursive: true, force: true });
});

const ownerPage = (cookie?: string, url = '/properties'): TestRequest => ({
  url,
  headers: { ...page, ...(cookie && { cookie }) },
});

async function expectPlainShell(request: TestRequest) {
  const response = await server.request(request);
  expect(response.statusCode).toBe(200);
  expect(response.body).toBe(shellPage);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response;
}

async function expectStillSignedIn(headers: Record<string, string>, url: string) {
  const profile = await server.request({ url, headers });
  expect(profile.statusCode).toBe(200);
}

test("a signed-in owner's page is drawn on the server: the frame, with the page in its slot", async () => {
  const response = await server.request(ownerPage(`lang=en; ${ownerCookie}`));
  expect(response.statusCode).toBe(200);
  // The owner's name came from the API, read with the token the cookie sealed.
  expect(response.body).toBe(drawnPage({ role: 'owner', url: '/properties', name: 'Olive Owner' }));
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  // The visitor's own data: no shared cache may keep it, nor give it for another cookie.
  expect(response.headers['cache-control']).toBe('private, no-cache');
  expect(response.headers.vary).toContain('Cookie');
  expect(response.headers.link).toContain('</remotes/owner-portal/mf-manifest.json>');
  // The page's POST was refused (405 in the markup), so the session it would have ended is open.
  await expectStillSignedIn(owner.headers, '/api/owners');
});

test('the drawn page answers 304 while unchanged, and stays private', async () => {
  const first = await server.request(ownerPage(ownerCookie));
  const etag = first.headers.etag!;
  expect(etag).toBeTruthy();
  const unchanged = await server.request({
    ...ownerPage(ownerCookie),
    headers: { ...page, ...revalidation, cookie: ownerCookie, 'if-none-match': etag },
  });
  expect(unchanged.statusCode).toBe(304);
  expect(unchanged.headers['cache-control']).toBe('private, no-cache');
});

test('the drawing modules are given the display cookies, the browser and the address with its query', async () => {
  const url = '/properties?page=2';
  const dark = await server.request(ownerPage(`theme=dark; ${ownerCookie}`, url));
  expect(dark.body).toBe(drawnPage({ role: 'owner', url, theme: 'dark', name: 'Olive Owner' }));
  const light = await server.request(ownerPage(`${ownerCookie}; theme=darker`, url));
  expect(light.body).toBe(drawnPage({ role: 'owner', url, name: 'Olive Owner' }));
  const folded = await server.request(ownerPage(`sidebar=collapsed; ${ownerCookie}`, url));
  expect(folded.body).toBe(
    drawnPage({ role: 'owner', url, sidebarCollapsed: true, name: 'Olive Owner' }),
  );
  const open = await server.request(ownerPage(`${ownerCookie}; sidebar=expanded`, url));
  expect(open.body).toBe(drawnPage({ role: 'owner', url, name: 'Olive Owner' }));
  const userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1.15';
  const onAMac = await server.request({
    url,
    headers: { ...page, cookie: ownerCookie, 'user-agent': userAgent },
  });
  expect(onAMac.body).toBe(drawnPage({ role: 'owner', url, userAgent, name: 'Olive Owner' }));
});

test('without a good token in the cookie, the page is the plain shell', async () => {
  const sealedGarbage = await sealedCookie('owner', 'not-a-token');
  const ended = await signUpOwner(server, { name: 'Ended Owner' });
  const signOut = await server.request({
    method: 'POST',
    url: '/api/owners/logout',
    headers: ended.headers,
  });
  expect(signOut.statusCode).toBe(200);
  // A token of this owner, well signed, that expired a minute ago.
  const claims = (await server.app.accessTokens.read('owner', owner.token))!;
  const expiredToken = await server.app.accessTokens.sign(
    'owner',
    claims.subject,
    claims.sessionVersion,
    -60,
  );
  for (const token of [ended.token, expiredToken]) {
    const refused = await server.request({
      url: '/api/owners',
      headers: { 'x-access-token': token },
    });
    expect(refused.statusCode).toBe(401);
  }
  // Sealed, then one character of it changed: it no longer decrypts.
  const sealed = await encryptCookieValue(owner.token);
  const altered = sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21);
  for (const cookie of [
    undefined,
    'theme=dark; lang=en',
    'owner-token=',
    `owner-token=${owner.token}`,
    'owner-token=not%20sealed',
    // Not even URI-encoded: decoding it throws.
    'owner-token=%E0%A4%A',
    `owner-token=${altered}`,
    sealedGarbage,
    await sealedCookie('owner', ended.token),
    await sealedCookie('owner', expiredToken),
    // The owner's token, but in the cookie of the other role.
    await sealedCookie('tenant', owner.token),
  ]) {
    await expectPlainShell(ownerPage(cookie));
  }
  // A good token still draws the page after all these.
  const drawn = await server.request(ownerPage(ownerCookie));
  expect(drawn.body).toContain('Hello Olive Owner');
});

test('a page not drawn by a remote this server has is the plain shell, even when signed in', async () => {
  for (const url of ['/elsewhere', '/nowhere', '/properties/more']) {
    const response = await expectPlainShell(ownerPage(ownerCookie, url));
    expect(response.body).not.toContain('first-paint');
  }
});

test('a page not drawn within the time limit is sent undrawn, without waiting longer', async () => {
  await replacing(
    drawingOf('owner-portal'),
    "exports.role = 'owner';\nexports.drawPage = () => new Promise(() => {});",
    async () => {
      const started = Date.now();
      const response = await expectPlainShell(ownerPage(ownerCookie));
      expect(response.body).not.toContain('first-paint');
      expect(Date.now() - started).toBeGreaterThanOrEqual(drawingTimeLimitMs - 50);
      expect(Date.now() - started).toBeLessThan(drawingTimeLimitMs + 1_500);
    },
  );
});

test('a drawing module that is missing, draws nothing or throws gives the plain shell', async () => {
  const shellDrawing = drawingOf('shell');
  const ownerDrawing = drawingOf('owner-portal');
  const cases: [string, string | null][] = [
    [shellDrawing, null],
    [ownerDrawing, null],
    [ownerDrawing, "exports.role = 'owner';\nexports.drawPage = async () => null;"],
    [shellDrawing, `exports.pageSlot = '<slot>';\nexports.drawFrame = async () => null;`],
    // A frame without its slot: no place for the page.
    [
      shellDrawing,
      "exports.pageSlot = '<slot>';\n" +
        "exports.drawFrame = async () => ({ css: '', markup: '<nav>Frame</nav>' });",
    ],
    [
      ownerDrawing,
      "exports.role = 'owner';\n" +
        "exports.drawPage = async () => { throw new Error('The page broke'); };",
    ],
    [
      shellDrawing,
      "exports.pageSlot = '<slot>';\n" +
        "exports.drawFrame = () => { throw new Error('The frame broke'); };",
    ],
    // A build that fails as it loads, and one that is not even JavaScript.
    [ownerDrawing, "throw new Error('The build is broken');"],
    [shellDrawing, 'exports.pageSlot = <<<;'],
  ];
  for (const [file, source] of cases) {
    await replacing(file, source, async () => {
      const response = await expectPlainShell(ownerPage(ownerCookie));
      expect(response.body).not.toContain('first-paint');
    });
  }
  // The server is still up, and draws the page again with the modules back.
  const drawn = await server.request(ownerPage(ownerCookie));
  expect(drawn.body).toBe(drawnPage({ role: 'owner', url: '/properties', name: 'Olive Owner' }));
});

test('serverFetch answers reads only: any other method is refused with 405', async () => {
  const writer = `
exports.role = 'owner';
exports.drawPage = async ({ serverFetch }) => {
  const statuses = [];
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const answer = await serverFetch('http://localhost/api/owners/logout', {
      method,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    statuses.push(method + ' ' + answer.status);
  }
  const refusal = await serverFetch('http://localhost/api/owners/update', {
    method: 'PUT',
    body: JSON.stringify({ name: 'Mallory' }),
  });
  const profile = await (await serverFetch('http://localhost/api/owners')).json();
  return {
    css: '',
    markup: '<p>' + statuses.join(', ') + '</p><p>' + JSON.stringify(await refusal.json()) +
      '</p><p>' + profile.data.name + '</p>',
  };
};
`;
  await replacing(drawingOf('owner-portal'), writer, async () => {
    const response = await server.request(ownerPage(ownerCookie));
    expect(response.body).toContain(
      '<p>POST 405, PUT 405, PATCH 405, DELETE 405</p>' +
        '<p>{"error":"Only reads draw a page"}</p><p>Olive Owner</p>',
    );
  });
  // Nothing was written: the owner is still signed in and still has their name.
  const profile = await server.request({ url: '/api/owners', headers: owner.headers });
  expect(profile.statusCode).toBe(200);
  expect(profile.json().data.name).toBe('Olive Owner');
});

test('the drawing modules are never sent to browsers', async () => {
  for (const url of [
    '/server/drawing.js',
    '/remotes/owner-portal/server/drawing.js',
    '/remotes/tenant-portal/server/drawing.js',
  ]) {
    const response = await server.request({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('drawPage');
    expect(response.body).not.toContain('drawFrame');
  }
  // Asked for as a page, the shell's address is a client route like any other: the shell's page.
  await expectPlainShell({ url: '/server/drawing.js', headers: page });
  // Every other file of the builds is served.
  const entry = await server.request({ url: '/remotes/owner-portal/remoteEntry.js' });
  expect(entry.statusCode).toBe(200);
  expect(entry.body).toBe('var owner_portal = "entry"');
  const manifest = await server.request({ url: '/remotes/tenant-portal/mf-manifest.json' });
  expect(manifest.statusCode).toBe(200);
  const remotes = await server.request({ url: '/remotes.json' });
  expect(remotes.statusCode).toBe(200);
});

test.each([
  '//server/drawing.js',
  '/remotes/owner-portal//server/drawing.js',
  '/remotes/owner-portal/x/../server/drawing.js',
  '/x/%2e%2e/server/drawing.js',
  '/%73erver/drawing.js',
])('%s, another way to write the address, is not sent either', async (url) => {
  const response = await server.request({ url });
  expect(response.statusCode).toBe(404);
  expect(response.body).not.toContain('drawPage');
  expect(response.body).not.toContain('drawFrame');
});

test('a drawing module released while the server runs is used from the next request', async () => {
  const file = drawingOf('owner-portal');
  const first = await readFile(file, 'utf8');
  expect((await server.request(ownerPage(ownerCookie))).body).toContain('Hello Olive Owner');
  try {
    // The module is kept while its file's time is the same (it is not loaded on every request)...
    const { mtime } = await stat(file);
    await release(file, pageModule('owner', 'Still kept'), mtime);
    expect((await server.request(ownerPage(ownerCookie))).body).toContain('Hello Olive Owner');
    // ...and loaded anew once a release writes it.
    await release(file, pageModule('owner', 'Welcome back'));
    const response = await server.request(ownerPage(ownerCookie));
    expect(response.body).toBe(
      drawnPage({
        role: 'owner',
        url: '/properties',
        name: 'Olive Owner',
        greeting: 'Welcome back',
      }),
    );
    // The shell's frame too.
    await replacing(
      drawingOf('shell'),
      frameModule.replace("'\">Frame</nav>'", "'\">New frame</nav>'"),
      async () => {
        const withNewFrame = await server.request(ownerPage(ownerCookie));
        expect(withNewFrame.body).toContain('>New frame</nav>');
        expect(withNewFrame.body).toContain('Welcome back Olive Owner');
      },
    );
  } finally {
    await release(file, first);
  }
  expect((await server.request(ownerPage(ownerCookie))).body).toContain('Hello Olive Owner');
});

describe("a tenant's page", () => {
  let home: ActiveTenancy;
  let tenantCookie: string;

  beforeAll(async () => {
    home = await activeTenancy(server, await signUpOwner(server, { name: 'Landlord Lee' }));
    tenantCookie = await sealedCookie('tenant', home.sessionHeaders['x-access-tenant-token']);
  });

  test("is drawn with the tenant's session, from the tenant cookie", async () => {
    const response = await server.request({
      url: '/tenant',
      headers: { ...page, cookie: `theme=dark; ${tenantCookie}` },
    });
    expect(response.body).toBe(
      drawnPage({ role: 'tenant', url: '/tenant', theme: 'dark', name: home.tenant.name }),
    );
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers.link).toContain('</remotes/tenant-portal/mf-manifest.json>');
    // The tenant's sign-out was refused too.
    await expectStillSignedIn(home.sessionHeaders, '/api/tenants');
  });

  test('a page both roles have is drawn by the remote of the role whose cookie comes', async () => {
    const asTenant = await server.request({
      url: '/maintenance',
      headers: { ...page, cookie: tenantCookie },
    });
    expect(asTenant.body).toBe(
      drawnPage({ role: 'tenant', url: '/maintenance', name: home.tenant.name }),
    );
    const asOwner = await server.request(ownerPage(ownerCookie, '/maintenance'));
    expect(asOwner.body).toBe(
      drawnPage({ role: 'owner', url: '/maintenance', name: 'Olive Owner' }),
    );
    // With both cookies, the role is not known: no remote, no drawing.
    await expectPlainShell(ownerPage(`${ownerCookie}; ${tenantCookie}`, '/maintenance'));
  });

  test("is not drawn with an owner's cookie, nor with the owner's token in the tenant cookie", async () => {
    for (const cookie of [ownerCookie, await sealedCookie('tenant', owner.token)]) {
      await expectPlainShell({ url: '/tenant', headers: { ...page, cookie } });
    }
    // Nor is an owner's page drawn with the tenant's cookie.
    await expectPlainShell(ownerPage(tenantCookie));
  });
});
