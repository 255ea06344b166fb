import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from './api';
import { persistSessionAndUi, readPersistedState } from './persistence';
import { sessionSlice } from './session/session-slice';
import { uiSlice } from './ui-slice';

type Api = typeof api;

// The API's cache (RTK Query) joins the store when its code loads, which the sign-in screen leaves
// until the user signs in: the store itself is only the session and the theme.
const rootReducer = combineSlices(uiSlice, sessionSlice).withLazyLoadedSlices<WithSlice<Api>>();
const apiMiddleware = createDynamicMiddleware();

/**
 * RTK Query's `api.util.resetApiState()`, for signing in and out before its code is loaded (the
 * session tests hold the two to the same effect).
 */
export const apiStateReset = createAction('api/resetApiState');
const apiJoined = createAction('api/joined');

let apiLoaded = false;
/** The stores made before the API's code loaded, to be told once it has. */
const storesWithoutApi = new Set<AppStore>();

/**
 * Called once by the API module when it loads: its cache and middleware join every store, those
 * already made and those to come. A store made earlier builds the cache's empty state at once,
 * since RTK Query reads it before its first request.
 */
export function joinApi(loaded: Api): void {
  if (apiLoaded) return;
  apiLoaded = true;
  rootReducer.inject(loaded);
  apiMiddleware.addMiddleware(loaded.middleware);
  for (const store of storesWithoutApi) store.dispatch(apiJoined());
  storesWithoutApi.clear();
}

export type RootState = ReturnType<typeof rootReducer>;

/** What the store's thunks, and so the API calls, are given besides the store itself. */
export interface StoreExtra {
  /**
   * A store made on the server to draw a page ahead of its scripts: how its API calls reach the
   * API there (with the visitor's token), in place of the browser's `fetch`.
   */
  serverFetch?: typeof fetch;
}

/**
 * Builds the same store for the shell, a standalone remote, a test and a page drawn on the server.
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
  if (!apiLoaded) storesWithoutApi.add(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
