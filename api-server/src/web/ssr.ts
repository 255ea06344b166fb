import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fallbackTimeZone, supportedTimeZone, timeZoneCookie } from 'shared-api/contract/locale';
import { decryptCookieValue } from 'shared-api/contract/sealed-cookies';
import { ownerTokenHeader } from '../auth/plugin';
import { tenantTokenHeader } from '../tenants/tenant-access';
import { cookieValue } from './cookies';
import { cookieRole, type SignedInRole } from './remote-preloads';

/** What the shell's SSR module (`server/ssr.js`, built from `shell/src/ssr.tsx`) renders. */
interface SsrPage {
  html: string;
  styleTags: string;
  state: unknown;
  /** The locale its amounts and dates are written in, which the browser's hydration keeps. */
  locale: string;
  /** The time zone its times of day are written in, which the browser's hydration keeps. */
  timeZone?: string;
  /** The page's code-split part in its remote's browser build, named in its routes; absent on older builds. */
  chunk?: string | null;
  /** The named deferred parts the page drew (tabs), in the shell's browser build; absent on older builds. */
  parts?: unknown;
}

/** A page rendered on the server: the shell's page with it, and the name of the page's code's part. */
export interface RenderedPage {
  html: string;
  chunk: string | null;
  /** The named deferred parts the page drew, whose code the browser preloads with it too. */
  parts: string[];
}

interface SsrRequest {
  url: string;
  remote: { name: string; routes: unknown[] };
  role: SignedInRole | null;
  theme: 'light' | 'dark';
  sidebarCollapsed: boolean;
  userAgent: string;
  languages: string[];
  timeZone: string;
  serverFetch: typeof fetch;
  signal: AbortSignal;
}

/** The shell's SSR module: the libraries it shares with the remotes' Node builds, and the render. */
interface HostModule {
  shared: Record<string, unknown>;
  renderPage(request: SsrRequest): Promise<SsrPage | null>;
}

/** A remote's SSR module: its routes, as it exposes them to the shell in the browser. */
interface RemoteModule {
  routes: unknown[];
}

/** How long a page's render may take before it is aborted and the page is sent without SSR. */
export const defaultSsrBudgetMs = 1_000;
/** How many pages are rendered at once at most; a page asked for beyond that is sent without SSR. */
export const defaultMaxConcurrentRenders = 4;

export interface SsrOptions {
  budgetMs: number;
  maxConcurrentRenders: number;
}

export interface PageRequest {
  webRoot: string;
  /** The federation name and the build folder of the remote the route table names for the page. */
  remote: { name: string; folder: string };
  url: string;
  /** The request's Cookie header: the session's token and the display choices. */
  cookies: string | undefined;
  userAgent: string | undefined;
  /** The visitor's languages, most preferred first, from the request's Accept-Language. */
  languages: string[];
  log: FastifyBaseLogger;
}

const tokenHeaders: Record<SignedInRole, string> = {
  owner: ownerTokenHeader,
  tenant: tenantTokenHeader,
};

/**
 * The modules loaded, each with the time its file was written and the libraries it was given: a
 * rebuilt one is loaded anew, and so is a remote's when the shell's (whose libraries it uses) is.
 */
const loaded = new Map<
  string,
  { writtenAt: number; shared: Record<string, unknown> | undefined; exports: unknown }
>();

/**
 * An app's SSR module from its build folder (`server/ssr.js`), or null when the build has none. A
 * folder may be replaced while the server runs (a team's release), so the file's time is checked
 * per request. `shared` are the libraries a remote's build leaves to the host's (its externals).
 */
async function ssrModule<T>(
  webRoot: string,
  folder: string,
  shared?: Record<string, unknown>,
): Promise<T | null> {
  const file = path.join(webRoot, folder, 'dist', 'server', 'ssr.js');
  const written = await stat(file).then(
    (info) => info.mtimeMs,
    () => null,
  );
  if (written === null) return null;
  const kept = loaded.get(file);
  if (kept?.writtenAt === written && kept.shared === shared) return kept.exports as T;
  const code = await readFile(file, 'utf8');
  const run = compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: file,
  });
  const nodeRequire = createRequire(file);
  const module = { exports: {} as unknown };
  const requireShared = (request: string) =>
    shared && Object.hasOwn(shared, request) ? shared[request] : nodeRequire(request);
  run(module.exports, requireShared, module, file, path.dirname(file));
  loaded.set(file, { writtenAt: written, shared, exports: module.exports });
  return module.exports as T;
}

/**
 * The time zone the visitor's browser wrote in its cookie, when `Intl` knows it; UTC otherwise (a
 * first visit). The page says which it was written in, and the browser hydrates it in that one.
 */
function cookieTimeZone(cookieHeader: string | undefined): string {
  const sent = cookieValue(cookieHeader, timeZoneCookie);
  let zone: string | null = null;
  try {
    zone = sent ? supportedTimeZone(decodeURIComponent(sent)) : null;
  } catch {
    // Not URI-encoded as the browser writes it.
  }
  return zone ?? fallbackTimeZone;
}

/** The role's session token, from the sealed cookie the front-ends keep it in; null without one. */
async function cookieToken(
  cookieHeader: string | undefined,
  role: SignedInRole,
): Promise<string | null> {
  const sealed = cookieValue(cookieHeader, `${role}-token`);
  if (!sealed) return null;
  return decryptCookieValue(decodeURIComponent(sealed)).catch(() => null);
}

/**
 * The API as the render reaches it: this server's own routes, answered in process, with the
 * visitor's token when they have one. Reads only: rendering a page changes nothing. A read asked
 * for again is answered once.
 */
function serverFetch(app: FastifyInstance, token: { header: string; value: string } | null) {
  const answers = new Map<string, Promise<LightMyRequestResponse>>();
  const send: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') {
      return Response.json({ error: 'Only reads render a page' }, { status: 405 });
    }
    const { pathname, search } = new URL(request.url);
    const url = pathname + search;
    let answering = answers.get(url);
    if (!answering) {
      const headers = Object.fromEntries(request.headers);
      answering = app.inject({
        method: 'GET',
        url,
        headers: token ? { ...headers, [token.header]: token.value } : headers,
      });
      answers.set(url, answering);
    }
    const answer = await answering;
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
  return send;
}

/** Where the markup goes: the shell's empty root element, as written or as minified. */
const shellRoot = /<div id=(?:"root"|'root'|root)><\/div>/;

/** A locale tag as `Intl` gives it (`de-DE`, `zh-Hant-TW`): nothing that needs escaping. */
const localeTag = /^[A-Za-z0-9-]+$/;
/** A time zone as `Intl` names it (`America/Argentina/Buenos_Aires`, `Etc/GMT+5`). */
const timeZoneName = /^[A-Za-z0-9_+/-]+$/;

/**
 * The store's state as a JSON data block: not run by the browser (so the CSP's ban on inline
 * scripts holds), and with every `<` escaped, so no text in the data can close the element or open
 * another. `data-locale` names the locale the page's amounts and dates were written in,
 * `data-time-zone` the time zone of its times of day.
 */
export function stateScript(state: unknown, locale?: string, timeZone?: string): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const lang = locale && localeTag.test(locale) ? ` data-locale="${locale}"` : '';
  const zone = timeZone && timeZoneName.test(timeZone) ? ` data-time-zone="${timeZone}"` : '';
  return `<script type="application/json" id="ssr-state"${lang}${zone}>${json}</script>`;
}

/**
 * The shell's page with a rendered page in its root, the page's styles (styled-components' own
 * tags, which its browser build takes over rather than adding again) at the end of its head, and
 * the store's state after the root; null when the shell's page cannot be read or has no empty root.
 * Read from disk on every request, since a build folder may be replaced while the server runs.
 */
async function shellPageWith(webRoot: string, page: SsrPage): Promise<string | null> {
  const shell = await readFile(path.join(webRoot, 'shell', 'dist', 'index.html'), 'utf8').catch(
    () => null,
  );
  const root = shell ? shellRoot.exec(shell) : null;
  const head = shell?.indexOf('</head>') ?? -1;
  if (!shell || !root || head < 0 || head > root.index) return null;
  const rootEnd = root.index + root[0].length;
  // Sliced rather than String.replace, which would read `$&` and the like in the markup.
  return (
    shell.slice(0, head) +
    page.styleTags +
    shell.slice(head, root.index) +
    `<div id="root">${page.html}</div>` +
    stateScript(page.state, page.locale, page.timeZone) +
    shell.slice(rootEnd)
  );
}

/** Renders under way now, across every request. */
let rendering = 0;

/**
 * The shell's page with the page at `url` rendered in it (SSR) for this visitor, and the name of
 * the page's code's part (for the server to preload), or null to send it
 * without: when the page is not one its remote marks `ssr`, a build has no SSR module, the visitor
 * has no good token for a signed-in page, a read or the render fails, `options.maxConcurrentRenders`
 * are already under way, or the render takes longer than `options.budgetMs` (it is then aborted).
 * Never rejects: a fault in one page's render is logged and the page goes without SSR.
 */
export async function renderedPage(
  app: FastifyInstance,
  request: PageRequest,
  options: SsrOptions,
): Promise<RenderedPage | null> {
  if (rendering >= options.maxConcurrentRenders) return null;
  rendering += 1;
  const signal = AbortSignal.timeout(options.budgetMs);
  try {
    return await render(app, request, signal);
  } catch (error) {
    if (signal.aborted) request.log.warn({ url: request.url }, 'The page took too long to render');
    else request.log.warn({ err: error, url: request.url }, 'The page could not be rendered');
    return null;
  } finally {
    rendering -= 1;
  }
}

async function render(
  app: FastifyInstance,
  { webRoot, remote, url, cookies, userAgent, languages }: PageRequest,
  signal: AbortSignal,
): Promise<RenderedPage | null> {
  const host = await ssrModule<HostModule>(webRoot, 'shell');
  if (!host) return null;
  const pages = await ssrModule<RemoteModule>(webRoot, remote.folder, host.shared);
  if (!Array.isArray(pages?.routes)) return null;
  const role = cookieRole(cookies);
  const token = role && (await cookieToken(cookies, role));
  const page = await host.renderPage({
    url,
    remote: { name: remote.name, routes: pages.routes },
    role: token ? role : null,
    theme: cookieValue(cookies, 'theme') === 'dark' ? 'dark' : 'light',
    sidebarCollapsed: cookieValue(cookies, 'sidebar') === 'collapsed',
    userAgent: userAgent ?? '',
    languages,
    timeZone: cookieTimeZone(cookies),
    serverFetch: serverFetch(app, token ? { header: tokenHeaders[role!], value: token } : null),
    signal,
  });
  if (signal.aborted) throw signal.reason;
  const html = page && (await shellPageWith(webRoot, page));
  if (!html) return null;
  const parts = Array.isArray(page.parts)
    ? page.parts.filter((part): part is string => typeof part === 'string')
    : [];
  return { html, chunk: typeof page.chunk === 'string' ? page.chunk : null, parts };
}
