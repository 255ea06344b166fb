import { api } from 'shared-api';
import { saveFile } from 'shared-ui';
import type {
  BackgroundCheckReviewPayload,
  RentLedger,
  Tenant,
  TenantAnswer,
  TenantDocument,
  TenantMail,
  TenantMailsAnswer,
} from 'shared-api/contract';
import type { TenantDecision } from './api';
import { tenantPath } from './api';

/**
 * What the tabs behind the overview and the background check review read and decide; it loads
 * with them, not with the page.
 */
export const tenantRecordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewBackgroundCheck: build.mutation<Tenant, TenantDecision<BackgroundCheckReviewPayload>>({
      query: ({ tenantId, decision }) => ({
        url: `${tenantPath(tenantId)}/background-check`,
        method: 'PUT',
        body: decision,
      }),
      transformResponse: (answer: TenantAnswer) => answer.data,
      invalidatesTags: ['Tenant'],
    }),
    /** Fetched with the session's token header (a plain link cannot carry it), then saved. */
    downloadTenantDocument: build.mutation<string, { tenantId: string; document: TenantDocument }>({
      async queryFn({ tenantId, document }, _api, _extraOptions, baseQuery) {
        const download = await baseQuery({
          url: `${tenantPath(tenantId)}/documents/${encodeURIComponent(document.documentId)}`,
          responseHandler: (response) => response.blob(),
        });
        if (download.error) return { error: download.error };
        saveFile(download.data as Blob, document.fileName);
        return { data: document.fileName };
      },
    }),
    getTenantMails: build.query<TenantMail[], string>({
      query: (tenantId) => `${tenantPath(tenantId)}/mails`,
      transformResponse: (answer: TenantMailsAnswer) => answer.data,
      providesTags: ['Tenant'],
    }),
    /** The lease's rent ledger: the one place the Payments tab reads monthly charges from. */
    getTenantRentLedger: build.query<RentLedger, string>({
      query: (leaseId) => `payments/leases/${encodeURIComponent(leaseId)}/ledger`,
      transformResponse: (answer: { data: RentLedger }) => answer.data,
      providesTags: ['Lease'],
    }),
  }),
});

export const {
  useReviewBackgroundCheckMutation,
  useDownloadTenantDocumentMutation,
  useGetTenantMailsQuery,
  useGetTenantRentLedgerQuery,
} = tenantRecordsApi;
