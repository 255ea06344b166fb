import { createSlice } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';

export interface UiState {
  theme: ThemeMode;
  /** Calls to the API still in flight; the shell shows its loading overlay while any is. */
  pendingRequests: number;
}

const initialState: UiState = { theme: 'light', pendingRequests: 0 };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'light' ? 'dark' : 'light';
    },
    requestStarted(state) {
      state.pendingRequests += 1;
    },
    requestEnded(state) {
      state.pendingRequests = Math.max(0, state.pendingRequests - 1);
    },
  },
  selectors: {
    selectThemeMode: (state) => state.theme,
    selectIsLoading: (state) => state.pendingRequests > 0,
  },
});

export const { themeToggled, requestStarted, requestEnded } = uiSlice.actions;
export const { selectThemeMode, selectIsLoading } = uiSlice.selectors;
