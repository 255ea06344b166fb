export { api } from './api';
export { makeStore, useAppDispatch, useAppSelector } from './store';
export type { AppDispatch, AppStore, RootState } from './store';
export { selectThemeMode, themeToggled } from './ui-slice';
export type { ThemeMode } from './ui-slice';
