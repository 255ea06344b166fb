import { api } from 'shared-api';
import type { PaymentHistory, PaymentSummary } from 'shared-api/contract';
import {
  chosen,
  paymentHistoryRead,
  paymentSummaryRead,
  type HistoryFilters,
  type SummaryPeriod,
} from './reads';

export type { HistoryFilters } from './reads';

/** Rent collection for the owner: the figures and the history; each other tab adds its own. */
export const paymentsApi = api.enhanceEndpoints({ addTagTypes: ['Rent'] }).injectEndpoints({
  endpoints: (build) => ({
    getPaymentSummary: build.query<PaymentSummary, SummaryPeriod>({
      query: paymentSummaryRead,
      transformResponse: (answer: { data: PaymentSummary }) => answer.data,
      providesTags: ['Rent'],
    }),
    getPaymentHistory: build.query<PaymentHistory, HistoryFilters & { page: number }>({
      query: paymentHistoryRead,
      providesTags: ['Rent'],
    }),
    exportPaymentHistory: build.query<string, HistoryFilters>({
      query: (filters) => ({
        url: 'payments/history.csv',
        params: chosen(filters),
        responseHandler: 'text',
      }),
    }),
  }),
});

export const {
  useGetPaymentSummaryQuery,
  useGetPaymentHistoryQuery,
  useLazyExportPaymentHistoryQuery,
} = paymentsApi;
