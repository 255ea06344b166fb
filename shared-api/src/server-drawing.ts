import { api } from './api';
import { ownersApi, sessionUserOfOwner } from './endpoints/owners';
import { sessionUserOfTenant, tenantsApi } from './endpoints/tenants';
import { signedIn, type SessionRole, type SessionUser } from './session/session-slice';
import { makeStore, type AppStore } from './store';
import type { ThemeMode } from './ui-slice';

/**
 * A store for drawing a page on the server, ahead of its scripts: the visitor's display choices
 * (from their cookies), and API calls made through `serverFetch` (which carries the visitor's
 * token). Signed out until `signInServerStore`.
 */
export function makeServerStore({
  theme,
  sidebarCollapsed,
  serverFetch,
}: {
  theme: ThemeMode;
  sidebarCollapsed: boolean;
  serverFetch: typeof fetch;
}): AppStore {
  return makeStore(
    {
      ui: { theme, sidebarCollapsed, pendingRequests: 0 },
      session: { user: null, role: null },
    },
    { serverFetch },
  );
}

/** The store's queries as they stand: a new value whenever one starts or is answered. */
export const queriesOf = (store: AppStore): unknown => store.getState().api?.queries;

/** Waits for the store's queries under way (those a render started) to be answered. */
export async function settleQueries(store: AppStore): Promise<void> {
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
}

/**
 * Lets go of what the store's queries keep (their answers, and the timers that would drop them a
 * minute later), once the page is drawn: a server draws many.
 */
export function releaseServerStore(store: AppStore): void {
  store.dispatch(api.util.resetApiState());
}

/** Whether a query of this store failed: a page drawn with a failure is not sent. */
export function anyQueryFailed(store: AppStore): boolean {
  return Object.values(store.getState().api?.queries ?? {}).some(
    (query) => query?.status === 'rejected',
  );
}

async function readSessionUser(store: AppStore, role: SessionRole): Promise<SessionUser | null> {
  const once = { subscribe: false };
  if (role === 'owner') {
    const { data } = await store.dispatch(ownersApi.endpoints.getOwner.initiate(undefined, once));
    return data ? sessionUserOfOwner(data) : null;
  }
  const { data } = await store.dispatch(
    tenantsApi.endpoints.getSignedInTenant.initiate(undefined, once),
  );
  return data ? sessionUserOfTenant(data) : null;
}

/**
 * Signs the store in as the visitor, whom the API knows by the store's token: the frame shows their
 * name, as the browser keeps it after signing in. False when the token is not (or no longer) good.
 */
export async function signInServerStore(store: AppStore, role: SessionRole): Promise<boolean> {
  const user = await readSessionUser(store, role);
  if (user) store.dispatch(signedIn({ user, role }));
  return user !== null;
}
