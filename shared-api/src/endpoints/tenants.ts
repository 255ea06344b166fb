import type { SignInPayload } from '../contract';
import { api } from '../api';
import type { SessionFetchArgs } from '../base-query';
import type { SessionUser } from '../session/session-slice';

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
  }),
});

export const { useTenantLoginMutation, useCreateTenantPasswordMutation } = tenantsApi;
