// `shared-api/session`: the store, the session and the theme, without the API's endpoints and their
// cache (RTK Query), which load with the first page that reads or writes through the API. The sign-in
// screen draws from this alone; `shared-api` gives all of it and the endpoints.
export { genericErrorMessage } from './generic-error';
export { setNavigator, type Navigate } from './navigation';
export { storageKeys } from './storage-keys';
export { hasStoredSession, signIn, signOut, type SignInDetails } from './session/session-actions';
export {
  selectIsSignedIn,
  selectSessionRole,
  selectSessionUser,
  selectSignedOutRole,
  userUpdated,
  type SessionRole,
  type SessionUser,
} from './session/session-slice';
export {
  clearInvitation,
  invitationCookieNames,
  readInvitation,
  readSessionToken,
  saveInvitation,
  tokenCookieNames,
  type Invitation,
} from './session/tokens';
export {
  keepBrowserUiChoices,
  makeHydratedStore,
  makeStore,
  useAppDispatch,
  useAppSelector,
} from './store';
export type { AppDispatch, AppStore, DehydratedState, RootState } from './store';
export {
  selectIsLoading,
  selectSidebarCollapsed,
  selectThemeMode,
  sidebarToggled,
  themeToggled,
} from './ui-slice';
export type { ThemeMode } from './ui-slice';
