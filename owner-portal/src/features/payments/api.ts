import { api } from 'shared-api';
import type {
  OpenLateFeesPage,
  PaymentHistory,
  PaymentHistoryQuery,
  PaymentHistoryRow,
  PaymentSummary,
  RentPaymentDecisionPayload,
  StatementLine,
} from 'shared-api/contract';

export type HistoryFilters = Partial<Omit<PaymentHistoryQuery, 'page' | 'pageSize'>>;

/** Drops empty filters so the address carries only what the owner chose. */
const chosen = (filters: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );

/** Rent collection for the owner: figures, history, reconciliation and late fees. */
export const paymentsApi = api.enhanceEndpoints({ addTagTypes: ['Rent'] }).injectEndpoints({
  endpoints: (build) => ({
    getPaymentSummary: build.query<PaymentSummary, { from?: string; to?: string }>({
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
    getAwaitingPayments: build.query<PaymentHistoryRow[], void>({
      query: () => 'payments/awaiting',
      transformResponse: (answer: { data: PaymentHistoryRow[] }) => answer.data,
      providesTags: ['Rent'],
    }),
    /** The open late fees a page at a time, oldest first, each page after the last one's cursor. */
    getOpenLateFees: build.infiniteQuery<OpenLateFeesPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: 'payments/late-fees',
        params: pageParam === null ? {} : { cursor: pageParam },
      }),
      providesTags: ['Rent'],
    }),
    decideRentPayment: build.mutation<
      PaymentHistoryRow,
      RentPaymentDecisionPayload & { paymentId: string }
    >({
      query: ({ paymentId, result }) => ({
        url: `payments/${encodeURIComponent(paymentId)}/decision`,
        method: 'PUT',
        body: { result },
      }),
      transformResponse: (answer: { data: PaymentHistoryRow }) => answer.data,
      invalidatesTags: ['Rent', 'Lease', 'Property'],
    }),
    waiveLateFee: build.mutation<unknown, { chargeId: string; reason: string }>({
      query: ({ chargeId, reason }) => ({
        url: `payments/late-fees/${encodeURIComponent(chargeId)}/waive`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Rent', 'Lease', 'Property'],
    }),
    matchBankStatement: build.mutation<StatementLine[], { csv: string }>({
      query: (body) => ({ url: 'payments/statement', method: 'POST', body }),
      transformResponse: (answer: { data: StatementLine[] }) => answer.data,
    }),
    applyBankStatement: build.mutation<StatementLine[], { csv: string; lineKeys: string[] }>({
      query: (body) => ({ url: 'payments/statement/apply', method: 'POST', body }),
      transformResponse: (answer: { data: StatementLine[] }) => answer.data,
      invalidatesTags: ['Rent', 'Lease', 'Property'],
    }),
  }),
});

export const {
  useGetPaymentSummaryQuery,
  useGetPaymentHistoryQuery,
  useLazyExportPaymentHistoryQuery,
  useGetAwaitingPaymentsQuery,
  useGetOpenLateFeesInfiniteQuery,
  useDecideRentPaymentMutation,
  useWaiveLateFeeMutation,
  useMatchBankStatementMutation,
  useApplyBankStatementMutation,
} = paymentsApi;
