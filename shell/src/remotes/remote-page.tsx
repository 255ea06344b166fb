import { Suspense, use, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { PageRoute } from 'shared-ui/first-screen';
import type { RemoteName } from '../routes/route-table';
import { FirstPaintHandOver } from './first-paint';
import { loadRemotePages } from './remote-registry';
import { RemoteErrorPanel } from './remote-error-panel';

const loads = new Map<string, Promise<PageRoute[]>>();

/** One load per remote and attempt, kept so that moving between its pages does not load it again. */
function remotePages(remote: RemoteName, attempt: number): Promise<PageRoute[]> {
  const key = `${remote} ${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemotePages(remote, { retry: attempt > 0 });
    loads.set(key, load);
  }
  return load;
}

function RemoteRoute({
  remote,
  path,
  attempt,
}: {
  remote: RemoteName;
  path: string;
  attempt: number;
}) {
  const route = use(remotePages(remote, attempt)).find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Remote "${remote}" has no page for ${path}`);
  return (
    <>
      <route.Component />
      <FirstPaintHandOver />
    </>
  );
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
          <FirstPaintHandOver />
        </>
      )}
    >
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <RemoteRoute remote={remote} path={path} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}
