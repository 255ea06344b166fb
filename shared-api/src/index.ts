export { api } from './api';
export type { SessionFetchArgs } from './api-types';
export { serverErrorPath } from './base-query';
export {
  errorCatalogue,
  errorMessageFor,
  type CatalogueEntry,
  type CataloguedEndpoint,
  type FailureNotice,
} from './error-catalogue';
export * from './session';
export {
  locationsApi,
  useGetCitiesQuery,
  useGetCountriesQuery,
  useGetStatesQuery,
} from './endpoints/locations';
export {
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
  useCreatePropertyMutation,
  useGetPropertiesQuery,
} from './endpoints/properties';
export {
  sessionUserOfTenant,
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
  useChooseNotificationMailMutation,
  useGetNotificationMailChoicesQuery,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
} from './endpoints/notifications';
