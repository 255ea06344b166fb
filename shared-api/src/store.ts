import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { ApiRehydration, ProductApi, StoreExtra } from './api-types';
import { persistSessionAndUi, readPersistedState } from './persistence';
import { sessionSlice, type SessionState } from './session/session-slice';
import { sidebarToggled, themeToggled, uiSlice, type UiState } from './ui-slice';

// The API's cache (RTK Query) joins the store when its code loads, which the sign-in screen leaves
// until the user signs in: the store itself is only the session and the theme.
const rootReducer = combineSlices(uiSlice, sessionSlice).withLazyLoadedSlices<
  WithSlice<ProductApi>
>();
const apiMiddleware = createDynamicMiddleware();

/**
 * RTK Query's `api.util.resetApiState()`, for signing in and out before its code is loaded (the
 * session tests hold the two to the same effect).
 */
export const apiStateReset = createAction('api/resetApiState');
const apiJoined = createAction('api/joined');

/** The API's state as the server left it after rendering the page, for the browser's store. */
export const apiRehydrated = createAction<ApiRehydration>('api/rehydrated');

let apiLoaded = false;
/**
 * The stores made before the API's code loaded, to be told once it has, each with the server's
 * queries to take over when it was made for a page the server rendered.
 */
const storesWithoutApi = new Map<AppStore, ApiRehydration | undefined>();

/**
 * Called once by the API module when it loads: its cache and middleware join every store, those
 * already made and those to come. A store made earlier builds the cache's empty state at once,
 * since RTK Query reads it before its first request.
 */
export function joinApi(loaded: ProductApi): void {
  if (apiLoaded) return;
  apiLoaded = true;
  rootReducer.inject(loaded);
  apiMiddleware.addMiddleware(loaded.middleware);
  for (const [store, rehydration] of storesWithoutApi) {
    store.dispatch(apiJoined());
    if (rehydration) store.dispatch(apiRehydrated(rehydration));
  }
  storesWithoutApi.clear();
}

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds the same store for the shell, a standalone remote, a test and a page rendered on the server.
 * Without a preloaded state it starts from what the browser kept (theme, signed-in user and role);
 * changes are kept again, except on the server.
 */
export function makeStore(preloadedState?: Partial<RootState>, extra: StoreExtra = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? readPersistedState(),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(apiMiddleware.middleware),
  });
  if (!extra.serverFetch) persistSessionAndUi(store);
  if (!apiLoaded) storesWithoutApi.set(store, undefined);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The store's state as the server rendered the page with it (SSR), sent in the page for the
 * browser's store to start from: the display choices, the session when the page is a signed-in
 * one, and the queries answered.
 */
export interface DehydratedState {
  ui: UiState;
  session: SessionState | null;
  api: ApiRehydration | null;
}

/**
 * The browser's store for a page the server rendered: it starts from the server's state, so that
 * hydration renders what the server did, and RTK Query takes over the server's answers once its
 * code has loaded, rather than asking for them again.
 */
export function makeHydratedStore({ ui, session, api: rehydration }: DehydratedState): AppStore {
  const store = makeStore({ ui, session: session ?? readPersistedState().session });
  if (!rehydration) return store;
  if (storesWithoutApi.has(store)) storesWithoutApi.set(store, rehydration);
  else store.dispatch(apiRehydrated(rehydration));
  return store;
}

/**
 * The display choices this browser keeps, where they differ from those the store has (a page the
 * server rendered with the choices its cookies said, which the browser may have lost or changed):
 * applied once the page is hydrated, since hydration renders what the server did.
 */
export function keepBrowserUiChoices(store: AppStore): void {
  const kept = readPersistedState().ui;
  const { ui } = store.getState();
  if (kept.theme !== ui.theme) store.dispatch(themeToggled());
  if (kept.sidebarCollapsed !== ui.sidebarCollapsed) store.dispatch(sidebarToggled());
}
