import type {
  ChangeTenantPasswordPayload,
  ChangedTenantPasswordAnswer,
  MessageAnswer,
  SignInPayload,
  Tenant,
  TenantAnswer,
  UpdateTenantPayload,
} from '../contract';
import { api } from '../api';
import type { SessionFetchArgs } from '../api-types';
import { userUpdated, type SessionUser } from '../session/session-slice';
import { saveSessionToken } from '../session/tokens';

/** The signed-in tenant as `GET tenants` answers it under `tenant`. */
export interface TenantProfile {
  _id: string;
  tenantId: string;
  name: string;
  email: string;
  phone?: string | null;
  address?: string;
  leaseId?: string;
}

interface TenantSignInAnswer {
  data: { access_token: string };
}

interface TenantProfileAnswer {
  tenant: TenantProfile;
}

export interface TenantSession {
  token: string;
  tenant: TenantProfile;
}

/** What the invited tenant sends from /create-password: the stored invitation and the password. */
export interface TenantPasswordPayload {
  token: string;
  email: string;
  password: string;
}

export function sessionUserOfTenant(tenant: TenantProfile): SessionUser {
  return {
    name: tenant.name,
    email: tenant.email,
    phone: tenant.phone,
    leaseId: tenant.leaseId,
  };
}

/** The signed-in tenant's own record. */
export const signedInTenantRead = 'tenants';

/** A tenant's own account: signing in, and the password chosen at the end of the invitation. */
export const tenantsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Signs in, then reads the tenant's profile with the new token (the login answers only it). */
    tenantLogin: build.mutation<TenantSession, SignInPayload>({
      async queryFn(credentials, _api, _extraOptions, baseQuery) {
        const login = await baseQuery({ url: 'tenants/login', method: 'POST', body: credentials });
        if (login.error) return { error: login.error };
        const token = (login.data as TenantSignInAnswer).data.access_token;
        const profileRequest: SessionFetchArgs = { url: 'tenants', tenantToken: token };
        const profile = await baseQuery(profileRequest);
        if (profile.error) return { error: profile.error };
        return { data: { token, tenant: (profile.data as TenantProfileAnswer).tenant } };
      },
    }),
    createTenantPassword: build.mutation<unknown, TenantPasswordPayload>({
      query: (payload): SessionFetchArgs => ({
        url: 'tenants/password/create',
        method: 'POST',
        body: payload,
        tenantToken: payload.token,
      }),
    }),
    /** The signed-in tenant in full: their lease, its stage, the check and the payment. */
    getSignedInTenant: build.query<Tenant, void>({
      query: () => signedInTenantRead,
      transformResponse: (answer: { tenant: Tenant }) => answer.tenant,
      providesTags: ['Tenant'],
    }),
    updateTenantPhone: build.mutation<Tenant, UpdateTenantPayload>({
      query: (change) => ({ url: 'tenants/update', method: 'PUT', body: change }),
      transformResponse: (answer: TenantAnswer) => answer.data,
      invalidatesTags: ['Tenant'],
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        try {
          const { data: tenant } = await queryFulfilled;
          dispatch(userUpdated(sessionUserOfTenant(tenant)));
        } catch {
          // The base query has already told the user; the session keeps what it had.
        }
      },
    }),
    /** The other sessions end; this one carries on with the token the answer brings. */
    changeTenantPassword: build.mutation<ChangedTenantPasswordAnswer, ChangeTenantPasswordPayload>({
      async queryFn(change, _api, _extraOptions, baseQuery) {
        const changed = await baseQuery({
          url: 'tenants/password/change',
          method: 'POST',
          body: change,
        });
        if (changed.error) return { error: changed.error };
        const answer = changed.data as ChangedTenantPasswordAnswer;
        await saveSessionToken('tenant', answer.access_token);
        return { data: answer };
      },
    }),
    tenantLogout: build.mutation<MessageAnswer, void>({
      query: () => ({ url: 'tenants/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useTenantLoginMutation,
  useCreateTenantPasswordMutation,
  useGetSignedInTenantQuery,
  useUpdateTenantPhoneMutation,
  useChangeTenantPasswordMutation,
  useTenantLogoutMutation,
} = tenantsApi;
