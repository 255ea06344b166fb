import { storedRole } from 'shared-api/stored-role';
import { loadRemotePages } from './remotes/remote-registry';
import { routeTable } from './routes/route-table';

const pattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);
const isHere = (route: { path: string }) => pattern(route.path).test(window.location.pathname);
const page = routeTable.find(isHere);
// A page both roles have comes from the signed-in role's remote.
const role = storedRole();
const remote = typeof page?.remote === 'string' ? page.remote : role && page?.remote[role];

// What the first screen draws starts loading now, beside the shared libraries, rather than one
// piece after another as the app renders: the page's remote and then the page's own code (federation
// then adds one round trip to the first screen instead of three in a row), and the frame around
// the signed-in pages. A failure here is shown by the page's own load a moment later, with its
// retry panel.
if (remote) {
  loadRemotePages(remote)
    .then((pages) => pages.find(isHere)?.Component.preload?.())
    .catch(() => {});
}
if (page?.layout === 'main') import('./layout/main-layout').catch(() => {});

import('./bootstrap');
