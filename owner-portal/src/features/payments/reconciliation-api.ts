import type {
  PaymentHistoryRow,
  RentPaymentDecisionPayload,
  StatementLine,
} from 'shared-api/contract';
import { paymentsApi } from './api';

/** The reconciliation tab's payments to confirm and bank statements; it loads with the tab. */
export const reconciliationApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    getAwaitingPayments: build.query<PaymentHistoryRow[], void>({
      query: () => 'payments/awaiting',
      transformResponse: (answer: { data: PaymentHistoryRow[] }) => answer.data,
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
  useGetAwaitingPaymentsQuery,
  useDecideRentPaymentMutation,
  useMatchBankStatementMutation,
  useApplyBankStatementMutation,
} = reconciliationApi;
