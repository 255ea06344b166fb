import { api, readSessionToken } from 'shared-api';
import type {
  BooksQuery,
  BooksSummary,
  BooksSummaryQuery,
  Expense,
  Vendor,
  VendorPayload,
} from 'shared-api/contract';

/** Drops empty filters so the address carries only what the owner chose. */
export const chosen = (filters: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );

/**
 * The parts of the owner's books that other pages use too: the summary (the dashboard's and a
 * property's net operating income), the vendors (a maintenance request's), and a receipt's upload.
 * The Books page adds the rest in its own feature.
 */
export const sharedBooksApi = api
  .enhanceEndpoints({ addTagTypes: ['Books', 'Rent'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getBooksSummary: build.query<BooksSummary, BooksSummaryQuery>({
        query: (period) => ({ url: 'books/summary', params: chosen(period) }),
        transformResponse: (answer: { data: BooksSummary }) => answer.data,
        // Income is the rent paid: a payment recorded changes it as an expense does.
        providesTags: ['Books', 'Rent'],
      }),
      getVendors: build.query<Vendor[], void>({
        query: () => 'vendors',
        transformResponse: (answer: { data: Vendor[] }) => answer.data,
        providesTags: ['Books'],
      }),
      addVendor: build.mutation<Vendor, VendorPayload>({
        query: (vendor) => ({ url: 'vendors', method: 'POST', body: vendor }),
        transformResponse: (answer: { data: Vendor }) => answer.data,
        invalidatesTags: ['Books'],
      }),
    }),
  });

export const { useGetBooksSummaryQuery, useGetVendorsQuery, useAddVendorMutation } = sharedBooksApi;

/** The books change once a receipt is attached: read them again. */
export const booksChanged = () => sharedBooksApi.util.invalidateTags(['Books']);

export class ReceiptRefused extends Error {}

/**
 * Attaches the receipt to a recorded expense in one multipart upload: the base query sends JSON
 * only, so the file goes through fetch with the session's token header.
 */
export async function uploadReceipt(expenseId: string, file: File): Promise<Expense> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = await readSessionToken('owner');
  const answer = await fetch(
    new URL(`/api/expenses/${encodeURIComponent(expenseId)}/receipt`, window.location.origin).href,
    { method: 'POST', headers: token ? { 'x-access-token': token } : {}, body: form },
  ).catch(() => {
    throw new ReceiptRefused('The receipt could not be sent. Check your connection and try again.');
  });
  const body = (await answer.json().catch(() => null)) as { data?: Expense; error?: string } | null;
  if (answer.status !== 201 || !body?.data) {
    throw new ReceiptRefused(body?.error ?? 'Something went wrong. Please try again later.');
  }
  return body.data;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** This month and this year up to today, by the calendar the books keep (UTC): their totals only. */
export function periodsToDate(today = new Date()): { month: BooksQuery; year: BooksQuery } {
  const day = isoDay(today);
  return {
    month: { from: `${day.slice(0, 7)}-01`, to: day, byProperty: 'false' },
    year: { from: `${day.slice(0, 4)}-01-01`, to: day, byProperty: 'false' },
  };
}

/** The whole of this year, as the Books page reads a year. */
export function thisYear(today = new Date()): BooksQuery {
  const year = isoDay(today).slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}
