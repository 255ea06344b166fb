import { createSlice } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';

export interface UiState {
  theme: ThemeMode;
}

const initialState: UiState = { theme: 'light' };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'light' ? 'dark' : 'light';
    },
  },
  selectors: {
    selectThemeMode: (state) => state.theme,
  },
});

export const { themeToggled } = uiSlice.actions;
export const { selectThemeMode } = uiSlice.selectors;
