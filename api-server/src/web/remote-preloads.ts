import { readFile } from 'node:fs/promises';
import path from 'node:path';
import FindMyWay from 'find-my-way';
import { cookieValue } from './cookies';

const signedInRoles = ['owner', 'tenant'] as const;
export type SignedInRole = (typeof signedInRoles)[number];

/**
 * A page of the shell and the remote that renders it, or one per role for the pages both roles
 * have, from the shell's build (`page-remotes.json`).
 */
interface PageEntry {
  path: string;
  remote: string | Record<SignedInRole, string>;
  /** `auth` for the sign-in and sign-up screens, `main` inside the signed-in frame. */
  layout?: string;
}

/**
 * Where the remote that renders a page comes from: its manifest's address (`remotes.json`), and the
 * folder this server serves it from, or null when it is loaded from elsewhere.
 */
export interface PageRemote {
  /** Its federation name (`owner_portal`). */
  name: string;
  manifestUrl: string;
  folder: string | null;
  /** The page's layout, which names the shell's files its first screen needs. */
  layout: string | null;
}

/** What a remote's `mf-manifest.json` says of where its entry and its `routes` module are. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** A JSON file's content, or null when it is missing or not JSON. */
export const readJson = async <T>(file: string): Promise<T | null> =>
  readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as T)
    .catch(() => null);

/**
 * The role whose session cookie the browser sends (the front-ends keep each role's token in its
 * own cookie, `owner-token` or `tenant-token`), to preload the right remote for a page both roles
 * have. Only a hint: the API checks the token itself on every request.
 */
export function cookieRole(cookieHeader: string | undefined): SignedInRole | null {
  const roles = signedInRoles.filter(
    (role) => cookieValue(cookieHeader, `${role}-token`) !== undefined,
  );
  return roles.length === 1 ? roles[0]! : null;
}

/**
 * The shell's page at `pagePath`, its route table's `:param` patterns matched by Fastify's own router
 * (find-my-way, already loaded): react-router, which the browser matches them with, would bring
 * React into the API server. A trailing slash is allowed, as the browser's router allows it.
 */
function pageRouter(pages: PageEntry[]) {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  for (const page of pages) {
    const usable = typeof page?.path === 'string' && page.path.startsWith('/');
    if (usable && !router.hasRoute('GET', page.path)) router.on('GET', page.path, () => {}, page);
  }
  return router;
}

/** The router of the last `page-remotes.json` read, made again only when its text changes. */
let routerOf: { text: string; router: ReturnType<typeof pageRouter> } | null = null;

async function pageAt(file: string, pagePath: string): Promise<PageEntry | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  if (routerOf?.text !== text) {
    let pages: unknown;
    try {
      pages = JSON.parse(text);
    } catch {
      return null;
    }
    if (!Array.isArray(pages)) return null;
    routerOf = { text, router: pageRouter(pages as PageEntry[]) };
  }
  return (routerOf.router.find('GET', pagePath)?.store as PageEntry | undefined) ?? null;
}

/**
 * The remote that renders a page, from the shell's build (`page-remotes.json` and `remotes.json`),
 * read on every page request so a remote moved in `remotes.json` counts at once. For a page both
 * roles have, the remote of `role`; null when the role is not known, or when the builds do not say.
 */
export async function pageRemote(
  webRoot: string,
  pagePath: string,
  folders: readonly string[],
  role: SignedInRole | null,
): Promise<PageRemote | null> {
  const shellBuild = path.join(webRoot, 'shell', 'dist');
  const [page, remotes] = await Promise.all([
    pageAt(path.join(shellBuild, 'page-remotes.json'), pagePath),
    readJson<Record<string, unknown>>(path.join(shellBuild, 'remotes.json')),
  ]);
  const renderedBy = page?.remote;
  const remote = typeof renderedBy === 'string' ? renderedBy : role && renderedBy?.[role];
  if (!remote) return null;
  const manifestUrl = remotes?.[remote];
  if (typeof manifestUrl !== 'string') return null;
  // Only a remote at this server's own `/remotes/<folder>/` has its build on this disk.
  const folder = folders.find((name) => manifestUrl.startsWith(`/remotes/${name}/`)) ?? null;
  return { name: remote, manifestUrl, folder, layout: page?.layout ?? null };
}

/**
 * The scripts a remote's first page needs before it can render, as the remote's manifest lists them:
 * its `remoteEntry.js` and its `routes` module. Only when the manifest gives its own addresses
 * (`publicPath: 'auto'`).
 */
async function remoteScripts(webRoot: string, folder: string) {
  const manifest = await readJson<RemoteManifest>(
    path.join(webRoot, folder, 'dist', 'mf-manifest.json'),
  );
  const entry = manifest?.metaData?.remoteEntry;
  if (!manifest || !entry?.name || manifest.metaData?.publicPath !== 'auto') return [];
  const routes = manifest.exposes?.find((exposed) => exposed.name === 'routes');
  return [
    entry.path ? `${entry.path}/${entry.name}` : entry.name,
    ...(routes?.assets?.js?.sync ?? []),
  ].map((file) => `/remotes/${folder}/${file}`);
}

/** A file name as webpack writes one (`libraries.1a2b3c4d.js`): nothing to escape in a header. */
const plainFile = /^[\w.-]+\.js$/;

/** The shell's build's list of the files its first screens and deferred parts load (`first-screen.json`). */
type FirstScreenFiles = Record<string, unknown> & { parts?: Record<string, unknown> };

/**
 * The shell's own files a first screen in `layout` loads before it is hydrated, as its build lists
 * them: the shared libraries (React, styled-components, the store, the router), the design
 * system's and the API's first-screen parts, the code that hydrates, and the signed-in frame.
 */
function shellScripts(files: FirstScreenFiles | null, layout: string | null): string[] {
  if (!layout) return [];
  return scriptFiles(files?.[layout]).map((file) => `/${file}`);
}

/**
 * The shell's files of the named deferred parts a rendered page drew (`parts`, such as the tabs),
 * as its build lists them (`parts`): the page is ready once their code has come, which would
 * otherwise be asked for only as the page is hydrated.
 */
function partScripts(files: FirstScreenFiles | null, parts: readonly string[]): string[] {
  const listed = files?.parts;
  if (parts.length === 0 || !listed || typeof listed !== 'object') return [];
  return parts
    .flatMap((part) => (Object.hasOwn(listed, part) ? scriptFiles(listed[part]) : []))
    .map((file) => `/${file}`);
}

/** A page's code-split part in a remote's build (`page-chunks.json`). */
interface PageChunk {
  files?: unknown;
  /** For each shared package the part uses, the files of the remote's own copy. */
  shared?: Record<string, unknown>;
}

const scriptFiles = (files: unknown): string[] =>
  Array.isArray(files)
    ? files.filter((file): file is string => typeof file === 'string' && plainFile.test(file))
    : [];

/**
 * The files of a page's code-split part (`chunk`, its `webpackChunkName`) in a remote's build, as
 * the build lists them (`page-chunks.json`), with the remote's own copy of each shared package the
 * part uses that the shell does not provide (its `mf-manifest.json`), as federation then loads it;
 * none when the build does not name the part.
 */
async function pageChunkScripts(webRoot: string, folder: string, chunk: string): Promise<string[]> {
  const [chunks, shell] = await Promise.all([
    readJson<Record<string, PageChunk>>(path.join(webRoot, folder, 'dist', 'page-chunks.json')),
    readJson<{ shared?: { name?: unknown }[] }>(
      path.join(webRoot, 'shell', 'dist', 'mf-manifest.json'),
    ),
  ]);
  const part = chunks && Object.hasOwn(chunks, chunk) ? chunks[chunk] : null;
  if (!part || typeof part !== 'object') return [];
  const provided = new Set((shell?.shared ?? []).map((library) => library?.name));
  const ownCopies = Object.entries(part.shared ?? {})
    .filter(([name]) => !provided.has(name))
    .flatMap(([, files]) => scriptFiles(files));
  return [...scriptFiles(part.files), ...ownCopies].map((file) => `/remotes/${folder}/${file}`);
}

/** The id of the page's `<template>` of preloads asked for on its first input (`onFirstInput`). */
const inputPreloadsId = 'preload-on-input';

/**
 * What has the browser fetch, with the shell's page, what it would otherwise ask for one after
 * another once the shell's first script has run.
 *
 * `link`, a `Link` header: the shell's files the page's first screen needs (its first script, then
 * the shared libraries, the largest), the page's remote's manifest, and for a remote this server
 * serves, its entry, its `routes` module and, for a page rendered on the server, the files of the
 * page's own code (`chunk`), which hydration waits for, and of the named deferred parts it drew
 * (`parts`: tabs), which the page waits for to be ready.
 *
 * `onFirstInput`, for a page rendered on the server to carry: the API package's files (RTK Query
 * and the endpoints) its first screen does not load, a sign-in's, as preload links in an inert
 * `<template>` (or nothing). The shell's first script adds them to the page when a field is first
 * focused or typed into before hydration: "Sign in" needs them, and they then come beside the
 * app's code rather than after it, while a visitor who only looks does not download them.
 *
 * Read from disk on every page request, so a front-end redeployed is preloaded as it is now.
 */
export async function remotePreloads(
  webRoot: string,
  remote: PageRemote,
  chunk: string | null = null,
  parts: readonly string[] = [],
): Promise<{ link: string; onFirstInput: string }> {
  const [firstScreen, scripts, page] = await Promise.all([
    // Read once for the page's layout, the parts it drew and the API package.
    remote.layout || parts.length > 0
      ? readJson<FirstScreenFiles>(path.join(webRoot, 'shell', 'dist', 'first-screen.json'))
      : null,
    remote.folder ? remoteScripts(webRoot, remote.folder) : [],
    remote.folder && chunk ? pageChunkScripts(webRoot, remote.folder, chunk) : [],
  ]);
  const shell = shellScripts(firstScreen, remote.layout);
  const drawn = partScripts(firstScreen, parts);
  const preloaded = [...new Set([...shell, ...scripts, ...page, ...drawn])];
  const link = [
    `<${remote.manifestUrl}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ...preloaded.map((script) => `<${script}>; rel=preload; as=script`),
  ].join(', ');
  const api = scriptFiles(firstScreen?.api)
    .map((file) => `/${file}`)
    .filter((script) => !preloaded.includes(script));
  const onFirstInput =
    api.length > 0
      ? `<template id="${inputPreloadsId}">${api
          .map((script) => `<link rel="preload" as="script" href="${script}">`)
          .join('')}</template>`
      : '';
  return { link, onFirstInput };
}
