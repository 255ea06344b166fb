import { createSlice } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';

export interface UiState {
  theme: ThemeMode;
  /** The wide screens' sidebar folded to its icons. */
  sidebarCollapsed: boolean;
  /** Calls to the API still in flight; the shell shows its loading overlay while any is. */
  pendingRequests: number;
}

const initialState: UiState = { theme: 'light', sidebarCollapsed: false, pendingRequests: 0 };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'light' ? 'dark' : 'light';
    },
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
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
    selectSidebarCollapsed: (state) => state.sidebarCollapsed,
    selectIsLoading: (state) => state.pendingRequests > 0,
  },
});

export const { themeToggled, sidebarToggled, requestStarted, requestEnded } = uiSlice.actions;
export const { selectThemeMode, selectSidebarCollapsed, selectIsLoading } = uiSlice.selectors;
