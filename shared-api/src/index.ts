export { api } from './api';
export type { SessionFetchArgs } from './base-query';
export { serverErrorPath } from './base-query';
export {
  errorCatalogue,
  errorMessageFor,
  genericErrorMessage,
  type CatalogueEntry,
  type CataloguedEndpoint,
  type FailureNotice,
} from './error-catalogue';
export { setNavigator, type Navigate } from './navigation';
export { storageKeys } from './storage-keys';
export { hasStoredSession, signIn, signOut, type SignInDetails } from './session/session-actions';
export {
  selectIsSignedIn,
  selectSessionRole,
  selectSessionUser,
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
export { makeStore, useAppDispatch, useAppSelector } from './store';
export type { AppDispatch, AppStore, RootState } from './store';
export { selectIsLoading, selectThemeMode, themeToggled } from './ui-slice';
export type { ThemeMode } from './ui-slice';
export {
  locationsApi,
  useGetCitiesQuery,
  useGetCountriesQuery,
  useGetStatesQuery,
} from './endpoints/locations';
export {
  ownerRead,
  ownersApi,
  sessionUserOfOwner,
  useChangeOwnerPasswordMutation,
  useGetOwnerQuery,
  useOwnerLoginMutation,
  useOwnerLogoutMutation,
  useRegisterOwnerMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useSendEmailVerificationCodeMutation,
  useUpdateOwnerMutation,
  useVerifyEmailMutation,
} from './endpoints/owners';
export {
  propertiesApi,
  propertiesRead,
  propertyRead,
  useCreatePropertyMutation,
  useGetPropertiesQuery,
} from './endpoints/properties';
export {
  sessionUserOfTenant,
  signedInTenantRead,
  tenantsApi,
  useChangeTenantPasswordMutation,
  useCreateTenantPasswordMutation,
  useGetSignedInTenantQuery,
  useTenantLoginMutation,
  useTenantLogoutMutation,
  useUpdateTenantPhoneMutation,
  type TenantPasswordPayload,
  type TenantProfile,
  type TenantSession,
} from './endpoints/tenants';
export {
  notificationsApi,
  notificationsRead,
  useChooseNotificationMailMutation,
  useGetNotificationMailChoicesQuery,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
} from './endpoints/notifications';
export { startEarlyReads, type ApiRead } from './early-reads';
