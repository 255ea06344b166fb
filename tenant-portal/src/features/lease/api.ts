import { api, genericErrorMessage } from 'shared-api';
import { saveFile } from 'shared-ui';
import type { LeaseTerms, LeaseTermsAnswer, TenantRent } from 'shared-api/contract';

/** The terms of the lease the signed-in tenant signed. */
const signedLeaseQuery = 'tenants/lease';

export const tenantLeaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignedLease: build.query<LeaseTerms, void>({
      query: () => signedLeaseQuery,
      transformResponse: (answer: LeaseTermsAnswer) => answer.data,
      providesTags: ['Lease'],
    }),
    /** The lease's rent ledger, in short; null until the move-in payment is received. */
    getLeaseRent: build.query<TenantRent | null, void>({
      query: () => 'tenants/rent',
      transformResponse: (answer: { data: TenantRent | null }) => answer.data,
      providesTags: ['Lease'],
    }),
    /** The PDF is saved by the browser; nothing of it is kept in the store. */
    downloadLeaseDocument: build.mutation<null, { leaseId: string }>({
      async queryFn({ leaseId }, _api, _extraOptions, baseQuery) {
        const download = await baseQuery({
          url: 'tenants/lease/document',
          responseHandler: async (response) =>
            response.ok
              ? response.blob()
              : response.json().catch(() => ({ error: genericErrorMessage })),
        });
        if (download.error) return { error: download.error };
        saveFile(download.data as Blob, `lease-${leaseId}.pdf`);
        return { data: null };
      },
    }),
  }),
});

export const { useGetSignedLeaseQuery, useGetLeaseRentQuery, useDownloadLeaseDocumentMutation } =
  tenantLeaseApi;
