import type { PaymentHistoryQuery } from 'shared-api/contract';

export type HistoryFilters = Partial<Omit<PaymentHistoryQuery, 'page' | 'pageSize'>>;

/** The period of the figures; none given, the server's default. */
export type SummaryPeriod = { from?: string; to?: string };

/** Drops empty filters so the address carries only what the owner chose. */
export const chosen = (filters: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );

export const paymentSummaryRead = (period: SummaryPeriod) => ({
  url: 'payments/summary',
  params: chosen(period),
});

export const paymentHistoryRead = (filters: HistoryFilters & { page: number }) => ({
  url: 'payments/history',
  params: chosen(filters),
});
