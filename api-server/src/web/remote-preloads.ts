import { readFile } from 'node:fs/promises';
import path from 'node:path';

export type SignedInRole = 'owner' | 'tenant';

/**
 * A page of the shell and the remote that draws it, or one per role for the pages both roles
 * have, from the shell's build (`page-remotes.json`).
 */
interface PageRemote {
  path: string;
  remote: string | Record<SignedInRole, string>;
}

/** What a remote's `mf-manifest.json` says of where its entry and its `routes` module are. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

const readJson = async <T>(file: string): Promise<T | null> =>
  readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as T,
    () => null,
  );

const sessionCookies = (['owner', 'tenant'] as const).map((role) => ({
  role,
  cookie: new RegExp(`(?:^|;\\s*)${role}-token=`),
}));

/**
 * The role whose session cookie the browser sends (the front-ends keep each role's token in its
 * own cookie, `owner-token` or `tenant-token`), to preload the right remote for a page both roles
 * have. Only a hint: the API checks the token itself on every request.
 */
export function cookieRole(cookieHeader: string | undefined): SignedInRole | null {
  const roles = sessionCookies
    .filter(({ cookie }) => cookie.test(cookieHeader ?? ''))
    .map(({ role }) => role);
  return roles.length === 1 ? roles[0]! : null;
}

const matches = (pattern: string, pagePath: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pagePath);

/**
 * The scripts a remote's first page needs before it can draw, as the remote's manifest lists them:
 * its `remoteEntry.js` and its `routes` module. Only for a remote this server serves from
 * `/remotes/<folder>/` with the manifest's own addresses (`publicPath: 'auto'`).
 */
async function remoteScripts(webRoot: string, manifestUrl: string, folders: readonly string[]) {
  const folder = folders.find((name) => manifestUrl.startsWith(`/remotes/${name}/`));
  if (!folder) return [];
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

/**
 * A `Link` header that has the browser fetch, with the shell's page, what federation would otherwise
 * ask for one after another once the shell's scripts have run: the page's remote's manifest, its
 * entry and its `routes` module. Read from disk on every page request, so a remote redeployed (or
 * moved in `remotes.json`) is preloaded as it is now. Null for a page both roles have when the
 * role is not known, or when the builds do not say.
 */
export async function remotePreloads(
  webRoot: string,
  pagePath: string,
  folders: readonly string[],
  role: SignedInRole | null,
): Promise<string | null> {
  const shellBuild = path.join(webRoot, 'shell', 'dist');
  const [pages, remotes] = await Promise.all([
    readJson<PageRemote[]>(path.join(shellBuild, 'page-remotes.json')),
    readJson<Record<string, unknown>>(path.join(shellBuild, 'remotes.json')),
  ]);
  const drawnBy = pages?.find((page) => matches(page.path, pagePath))?.remote;
  const remote = typeof drawnBy === 'string' ? drawnBy : role && drawnBy?.[role];
  const manifestUrl = remote ? remotes?.[remote] : undefined;
  if (typeof manifestUrl !== 'string') return null;
  const scripts = await remoteScripts(webRoot, manifestUrl, folders);
  return [
    `<${manifestUrl}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ...scripts.map((script) => `<${script}>; rel=preload; as=script`),
  ].join(', ');
}
