import { api } from 'shared-api';
import type {
  CreateLeasePayload,
  Lease,
  LeaseAnswer,
  LeaseListAnswer,
  PropertyTenantsAnswer,
  Tenant,
  UpdateLeasePayload,
} from 'shared-api/contract';

/** A property's leases. */
const propertyLeasesQuery = (propertyId: string) => ({
  url: 'leases/',
  params: { propertyId },
});

export interface LeaseChanges {
  leaseId: string;
  changes: UpdateLeasePayload;
}

/** A property's leases and tenants, and the lease modal's writes. */
export const managePropertyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPropertyLeases: build.query<Lease[], string>({
      query: propertyLeasesQuery,
      transformResponse: (answer: LeaseListAnswer) => answer.lease,
      providesTags: ['Lease'],
    }),
    getPropertyTenants: build.query<Tenant[], string>({
      query: (propertyId) => ({ url: 'tenants/', params: { propertyId } }),
      transformResponse: (answer: PropertyTenantsAnswer) => answer.data,
      providesTags: ['Tenant'],
    }),
    createLease: build.mutation<Lease, CreateLeasePayload>({
      query: (lease) => ({ url: 'leases/create', method: 'POST', body: lease }),
      transformResponse: (answer: LeaseAnswer) => answer.lease,
      // The property's figures, the dashboard's and the invite modal's lease choices follow.
      invalidatesTags: ['Lease', 'Property'],
    }),
    updateLease: build.mutation<Lease, LeaseChanges>({
      query: ({ leaseId, changes }) => ({
        url: `lease/${encodeURIComponent(leaseId)}`,
        method: 'PUT',
        body: changes,
      }),
      transformResponse: (answer: LeaseAnswer) => answer.lease,
      invalidatesTags: ['Lease', 'Property'],
    }),
  }),
});

export const {
  useGetPropertyLeasesQuery,
  useGetPropertyTenantsQuery,
  useCreateLeaseMutation,
  useUpdateLeaseMutation,
} = managePropertyApi;
