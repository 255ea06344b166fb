import {
  createContext,
  createElement,
  Suspense,
  use,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { deferredCodeArrived, type PageRoute } from 'shared-ui/first-screen';
import type { RemoteName } from '../routes/route-table';
import { pageHydrated } from '../ssr/early-actions';
import { remotePages } from './remote-registry';
import { RemoteErrorPanel } from './remote-error-panel';

/**
 * The remotes' pages the server has at hand when it renders a page (SSR): it loads the page's
 * remote's build for Node itself, where the browser loads the remote through federation.
 */
export const ServerRemotePages = createContext<Partial<Record<RemoteName, PageRoute[]>>>({});

function RemoteRoute({
  remote,
  path,
  attempt,
}: {
  remote: RemoteName;
  path: string;
  attempt: number;
}) {
  const onServer = use(ServerRemotePages)[remote];
  const pages = onServer ?? use(remotePages(remote, attempt));
  const route = pages.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Remote "${remote}" has no page for ${path}`);
  // A page whose code loads on demand (`deferred`) is waited for here, and drawn in this boundary
  // rather than in its own (which React would hydrate in a pass after this one): the page and the
  // `Hydrated` mark below commit together, so what was done before hydration is done again on the
  // page's own handlers, not on its server HTML, and once the code its own deferred parts asked
  // for as it was hydrated has come.
  const page = route.Component as {
    preload?: () => Promise<void>;
    isLoaded?: () => boolean;
    loadedComponent?: () => ComponentType | undefined;
  };
  if (page.preload && !page.isLoaded?.()) use(page.preload());
  return (
    <>
      {createElement(page.loadedComponent?.() ?? route.Component)}
      <Hydrated />
    </>
  );
}

/** Tells the shell the page is React's: run once its Suspense boundary is hydrated (or rendered). */
function Hydrated() {
  useEffect(() => pageHydrated(deferredCodeArrived()), []);
  return null;
}

/** A page served by a remote: loaded on demand, with a retry panel in its place if it fails. */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);

  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={() => (
        <>
          <RemoteErrorPanel remote={remote} onRetry={() => setAttempt((n) => n + 1)} />
          <Hydrated />
        </>
      )}
    >
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <RemoteRoute remote={remote} path={path} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}
