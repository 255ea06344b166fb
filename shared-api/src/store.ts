import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { persistSessionAndTheme, readPersistedState } from './persistence';
import { sessionSlice } from './session/session-slice';
import { uiSlice } from './ui-slice';

const rootReducer = combineSlices(api, uiSlice, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds the same store for the shell, a standalone remote and a test. Without a preloaded state
 * it starts from what the browser kept (theme, signed-in user and role); changes are kept again.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const persistence = createListenerMiddleware();
  persistSessionAndTheme(persistence.startListening.withTypes<RootState>());
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? readPersistedState(),
    middleware: (getDefault) => getDefault().prepend(persistence.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
