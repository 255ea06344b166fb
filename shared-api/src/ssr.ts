// `shared-api/ssr`: the store as the server renders a page with it (SSR), and what it sends of it
// in the page for the browser's store to start from (`makeHydratedStore`).
import { api } from './api';
import { ownersApi, sessionUserOfOwner } from './endpoints/owners';
import { sessionUserOfTenant, tenantsApi } from './endpoints/tenants';
import { signedIn, type SessionRole, type SessionUser } from './session/session-slice';
import { makeStore, type AppStore, type DehydratedState } from './store';
import type { UiState } from './ui-slice';

/**
 * A store for rendering a page on the server: the visitor's display choices (from their cookies),
 * and API calls made through `serverFetch` (which carries the visitor's token, when they have one).
 * Signed out until `signInServerStore`.
 */
export function makeServerStore({
  ui,
  serverFetch,
}: {
  ui: Omit<UiState, 'pendingRequests'>;
  serverFetch: typeof fetch;
}): AppStore {
  return makeStore(
    { ui: { ...ui, pendingRequests: 0 }, session: { user: null, role: null } },
    { serverFetch },
  );
}

/** The store's queries as they stand: a new value whenever one starts or is answered. */
export const queriesOf = (store: AppStore): unknown => store.getState().api?.queries;

/** Waits for the store's queries under way (those a render started) to be answered. */
export async function settleQueries(store: AppStore): Promise<void> {
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
}

/** Whether a query of this store failed: a page rendered with a failure is not sent. */
export function anyQueryFailed(store: AppStore): boolean {
  return Object.values(store.getState().api?.queries ?? {}).some(
    (query) => query?.status === 'rejected',
  );
}

/**
 * Lets go of what the store's queries keep (their answers, and the timers that would drop them a
 * minute later), once the page is rendered: a server renders many.
 */
export function releaseServerStore(store: AppStore): void {
  store.dispatch(api.util.resetApiState());
}

async function readSessionUser(store: AppStore, role: SessionRole): Promise<SessionUser | null> {
  if (role === 'owner') {
    const { data } = await store.dispatch(ownersApi.endpoints.getOwner.initiate());
    return data ? sessionUserOfOwner(data) : null;
  }
  const { data } = await store.dispatch(tenantsApi.endpoints.getSignedInTenant.initiate());
  return data ? sessionUserOfTenant(data) : null;
}

/**
 * Signs the store in as the visitor, whom the API knows by the token `serverFetch` carries: the
 * frame shows their name, as the browser keeps it after signing in. False when the token is not
 * (or no longer) good. The profile read stays in the cache, so the browser does not read it again.
 */
export async function signInServerStore(store: AppStore, role: SessionRole): Promise<boolean> {
  const user = await readSessionUser(store, role);
  if (user) store.dispatch(signedIn({ user, role }));
  return user !== null;
}

/**
 * What the page carries of the store once rendered: the display choices, the session of a
 * signed-in page, and the answered queries with the tags they provide, which RTK Query rehydrates
 * (`extractRehydrationInfo`).
 */
export function dehydrate(
  store: AppStore,
  { withSession }: { withSession: boolean },
): DehydratedState {
  const { ui, session, api: apiState } = store.getState();
  const answered = Object.fromEntries(
    Object.entries(apiState?.queries ?? {}).filter(([, query]) => query?.status === 'fulfilled'),
  );
  return {
    ui: { ...ui, pendingRequests: 0 },
    session: withSession ? session : null,
    api:
      apiState && Object.keys(answered).length > 0
        ? { queries: answered, mutations: {}, provided: apiState.provided }
        : null,
  };
}
