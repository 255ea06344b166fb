import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PageRoute } from 'shared-ui/first-screen';
import type { RemoteName } from '../routes/route-table';

type RemoteEntries = Record<RemoteName, string>;

/** Where each remote's `mf-manifest.json` lives, read once from `/remotes.json` served with the shell. */
let entries: Promise<RemoteEntries> | undefined;

function remoteEntries(): Promise<RemoteEntries> {
  entries ??= fetch('/remotes.json')
    .then((response) => {
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      return response.json() as Promise<RemoteEntries>;
    })
    .then((list) => {
      const absolute = Object.fromEntries(
        Object.entries(list).map(([name, entry]) => [
          name,
          new URL(entry, window.location.href).href,
        ]),
      ) as RemoteEntries;
      registerRemotes(Object.entries(absolute).map(([name, entry]) => ({ name, entry })));
      return absolute;
    })
    .catch((error: unknown) => {
      entries = undefined;
      throw error;
    });
  return entries;
}

/** The pages a remote exposes. `retry` drops what the runtime kept from an earlier failed load. */
async function loadRemotePages(remote: RemoteName, { retry = false } = {}): Promise<PageRoute[]> {
  const list = await remoteEntries();
  if (retry) registerRemotes([{ name: remote, entry: list[remote] }], { force: true });
  const exposed = await loadRemote<{ routes: PageRoute[] }>(`${remote}/routes`);
  if (!exposed?.routes) throw new Error(`Remote "${remote}" exposes no routes`);
  return exposed.routes;
}

/** A load that says, once it has settled, how: React's `use` then reads it without suspending. */
type TrackedLoad = Promise<PageRoute[]> & {
  status?: 'fulfilled' | 'rejected';
  value?: PageRoute[];
  reason?: unknown;
};

const loads = new Map<string, TrackedLoad>();

/**
 * One load per remote and attempt, kept so that moving between its pages does not load it again,
 * and so that the page's own load (started with the shell's first script) is the one it renders
 * from: a page the server rendered hydrates from it without suspending.
 */
export function remotePages(remote: RemoteName, attempt = 0): Promise<PageRoute[]> {
  const key = `${remote} ${attempt}`;
  let load = loads.get(key);
  if (!load) {
    const tracked: TrackedLoad = loadRemotePages(remote, { retry: attempt > 0 });
    tracked.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
      },
    );
    load = tracked;
    loads.set(key, load);
  }
  return load;
}
