import { api, genericErrorMessage } from 'shared-api';
import { saveFile } from 'shared-ui';
import type { ReportRentPaymentPayload, TenantRent } from 'shared-api/contract';

/** The signed-in tenant's rent: the ledger, "I've made this payment" and receipts. */
export const tenantRentApi = api.enhanceEndpoints({ addTagTypes: ['Rent'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyRent: build.query<TenantRent | null, void>({
      query: () => 'tenants/rent',
      transformResponse: (answer: { data: TenantRent | null }) => answer.data,
      providesTags: ['Rent'],
    }),
    reportRentPayment: build.mutation<TenantRent | null, ReportRentPaymentPayload>({
      query: (report) => ({ url: 'tenants/rent/payments', method: 'POST', body: report }),
      transformResponse: (answer: { data: TenantRent | null }) => answer.data,
      invalidatesTags: ['Rent', 'Tenant'],
    }),
    /** The PDF is saved by the browser; nothing of it is kept in the store. */
    downloadRentReceipt: build.mutation<null, { paymentId: string; date: string }>({
      async queryFn({ paymentId, date }, _api, _extraOptions, baseQuery) {
        const download = await baseQuery({
          url: `tenants/rent/payments/${encodeURIComponent(paymentId)}/receipt`,
          responseHandler: async (response) =>
            response.ok
              ? response.blob()
              : response.json().catch(() => ({ error: genericErrorMessage })),
        });
        if (download.error) return { error: download.error };
        saveFile(download.data as Blob, `receipt-${date}.pdf`);
        return { data: null };
      },
    }),
  }),
});

export const { useGetMyRentQuery, useReportRentPaymentMutation, useDownloadRentReceiptMutation } =
  tenantRentApi;
