import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteName } from '../routes/route-table';
import { loadRemotePages } from './remote-registry';
import { RemoteErrorPanel } from './remote-error-panel';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per remote page and attempt, kept so that coming back does not reload it. */
function remotePage(remote: RemoteName, path: string, attempt: number) {
  const key = `${remote} ${path} ${attempt}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      try {
        const routes = await loadRemotePages(remote, { retry: attempt > 0 });
        const route = routes.find((candidate) => candidate.path === path);
        if (!route) throw new Error(`Remote "${remote}" has no page for ${path}`);
        return { default: route.Component };
      } catch (error) {
        pages.delete(key);
        throw error;
      }
    });
    pages.set(key, page);
  }
  return page;
}

/** A page served by a remote: loaded on demand, with a retry panel in its place if it fails. */
export function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = remotePage(remote, path, attempt);

  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={() => (
        <RemoteErrorPanel remote={remote} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    >
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
