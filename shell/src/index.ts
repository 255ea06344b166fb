import type { ApiRead } from 'shared-api';
import { storedRole } from 'shared-api/stored-role';
import { loadRemotePages } from './remotes/remote-registry';
import { routeTable } from './routes/route-table';

/** The path's parameters by name when `path` (such as `/tenants/:id`) is this address, or null. */
function paramsHere(path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/:([^/]+)/g, (_parameter, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}/?$`).exec(window.location.pathname);
  return match && Object.fromEntries(names.map((name, i) => [name, decoded(match[i + 1]!)]));
}

/** A path segment as the router gives it to the page, or as it is when it is not well encoded. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const isHere = (route: { path: string }) => paramsHere(route.path) !== null;
const page = routeTable.find(isHere);
// A page both roles have comes from the signed-in role's remote.
const role = storedRole();
const remote = typeof page?.remote === 'string' ? page.remote : role && page?.remote[role];

// What the first screen draws starts loading now, beside the shared libraries, rather than one
// piece after another as the app renders: the page's remote and then the page's own code (federation
// then adds one round trip to the first screen instead of three in a row), the frame around the
// signed-in pages, and what the page and the frame read from the API. A failure here is shown by
// the page's own load a moment later, with its retry panel.
if (remote) {
  loadRemotePages(remote)
    .then(async (pages) => {
      const here = pages.find(isHere);
      here?.Component.preload?.();
      if (page?.layout !== 'main' || !role) return;
      const { notificationsRead, startEarlyReads } = await import('shared-api');
      const reads: ApiRead[] = [
        notificationsRead(),
        ...(here?.reads?.(paramsHere(here.path)!, new URLSearchParams(window.location.search)) ??
          []),
      ];
      await startEarlyReads(reads);
    })
    .catch(() => {});
}
// The same chunk as the router's own import of the frame: by name, since the two sit in different
// chunks and would otherwise each get a copy.
if (page?.layout === 'main')
  import(/* webpackChunkName: "main-layout" */ './layout/main-layout').catch(() => {});

import('./bootstrap');
