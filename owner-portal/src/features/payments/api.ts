import { api } from 'shared-api';
import type { PaymentHistory, PaymentHistoryQuery, PaymentSummary } from 'shared-api/contract';

export type HistoryFilters = Partial<Omit<PaymentHistoryQuery, 'page' | 'pageSize'>>;

/** The period of the figures; none given, the server's default. */
export type SummaryPeriod = { from?: string; to?: string };

/** Drops empty filters so the address carries only what the owner chose. */
const chosen = (filters: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );

/** Rent collection for the owner: the figures and the history; each other tab adds its own. */
export const paymentsApi = api.enhanceEndpoints({ addTagTypes: ['Rent'] }).injectEndpoints({
  endpoints: (build) => ({
    getPaymentSummary: build.query<PaymentSummary, SummaryPeriod>({
      query: (period) => ({ url: 'payments/summary', params: chosen(period) }),
      transformResponse: (answer: { data: PaymentSummary }) => answer.data,
      providesTags: ['Rent'],
    }),
    getPaymentHistory: build.query<PaymentHistory, HistoryFilters & { page: number }>({
      query: (filters) => ({ url: 'payments/history', params: chosen(filters) }),
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
