import { api } from 'shared-api';
import type { CreateLeasePayload, Lease, LeaseAnswer } from 'shared-api/contract';

/** Add-tenant makes the lease first when the owner wrote new terms for it. */
export const addTenantApi = api.injectEndpoints({
  endpoints: (build) => ({
    createLeaseForNewTenant: build.mutation<Lease, CreateLeasePayload>({
      query: (lease) => ({ url: 'leases/create', method: 'POST', body: lease }),
      transformResponse: (answer: LeaseAnswer) => answer.lease,
      invalidatesTags: ['Lease', 'Property'],
    }),
  }),
});

export const { useCreateLeaseForNewTenantMutation } = addTenantApi;
