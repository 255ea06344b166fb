import { loadRemotePages } from './remotes/remote-registry';
import { routeTable } from './routes/route-table';

const pattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);
const page = routeTable.find((route) => pattern(route.path).test(window.location.pathname));

// The page's remote starts loading now, beside the shared libraries, rather than after the app's
// first render: federation then adds one round trip to the first screen instead of three in a row.
if (page && typeof page.remote === 'string') {
  loadRemotePages(page.remote).catch(() => {
    // The page's own load, a moment later, shows the failure with its retry panel.
  });
}

import('./bootstrap');
