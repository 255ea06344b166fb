import { api, readSessionToken } from 'shared-api';
import type {
  BooksQuery,
  BooksSummary,
  Expense,
  ExpenseCategoryChoices,
  ExpenseDetail,
  ExpenseList,
  ExpenseListQuery,
  ExpensePayload,
  RecurringExpense,
  RecurringExpensePayload,
  Vendor,
  VendorPayload,
} from 'shared-api/contract';
import { saveFile } from 'shared-ui';

/** Drops empty filters so the address carries only what the owner chose. */
const chosen = (filters: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );

/** The list's filters, as the page sends them. */
export type ExpenseFilters = Omit<ExpenseListQuery, 'limit'> & { limit?: number };

/** A file of the books to download: the year's summary or the period's transactions. */
export type BooksFile =
  | { kind: 'schedule-e.pdf' | 'schedule-e.csv'; year: number; propertyId?: string }
  | { kind: 'transactions.csv'; from: string; to: string; propertyId?: string };

const fileNameOf = (file: BooksFile) =>
  file.kind === 'transactions.csv'
    ? `transactions-${file.from}-${file.to}.csv`
    : `schedule-e-${file.year}.${file.kind.split('.')[1]}`;

/** The owner's books: the figures, the expenses and vendors, and the files to download. */
export const booksApi = api.enhanceEndpoints({ addTagTypes: ['Books'] }).injectEndpoints({
  endpoints: (build) => ({
    getBooksSummary: build.query<BooksSummary, BooksQuery>({
      query: (period) => ({ url: 'books/summary', params: chosen(period) }),
      transformResponse: (answer: { data: BooksSummary }) => answer.data,
      providesTags: ['Books'],
    }),
    getExpenses: build.query<ExpenseList, ExpenseFilters>({
      query: (filters) => ({ url: 'expenses', params: chosen(filters) }),
      providesTags: ['Books'],
    }),
    getExpenseCategories: build.query<ExpenseCategoryChoices, void>({
      query: () => 'expenses/categories',
      transformResponse: (answer: { data: ExpenseCategoryChoices }) => answer.data,
      providesTags: ['Books'],
    }),
    recordExpense: build.mutation<Expense, ExpensePayload>({
      query: (expense) => ({ url: 'expenses', method: 'POST', body: expense }),
      transformResponse: (answer: { data: Expense }) => answer.data,
      invalidatesTags: ['Books'],
    }),
    getExpense: build.query<ExpenseDetail, string>({
      query: (expenseId) => `expenses/${encodeURIComponent(expenseId)}`,
      transformResponse: (answer: { data: ExpenseDetail }) => answer.data,
      providesTags: ['Books'],
    }),
    editExpense: build.mutation<Expense, ExpensePayload & { expenseId: string }>({
      query: ({ expenseId, ...expense }) => ({
        url: `expenses/${encodeURIComponent(expenseId)}`,
        method: 'PUT',
        body: expense,
      }),
      transformResponse: (answer: { data: Expense }) => answer.data,
      invalidatesTags: ['Books'],
    }),
    deleteExpense: build.mutation<void, string>({
      query: (expenseId) => ({
        url: `expenses/${encodeURIComponent(expenseId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Books'],
    }),
    getRecurringExpenses: build.query<RecurringExpense[], void>({
      query: () => 'recurring-expenses',
      transformResponse: (answer: { data: RecurringExpense[] }) => answer.data,
      providesTags: ['Books'],
    }),
    startRecurringExpense: build.mutation<RecurringExpense, RecurringExpensePayload>({
      query: (recurrence) => ({ url: 'recurring-expenses', method: 'POST', body: recurrence }),
      transformResponse: (answer: { data: RecurringExpense }) => answer.data,
      invalidatesTags: ['Books'],
    }),
    stopRecurringExpense: build.mutation<void, string>({
      query: (recurringExpenseId) => ({
        url: `recurring-expenses/${encodeURIComponent(recurringExpenseId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Books'],
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
    /** Fetched with the session's token header (a plain link cannot carry it), then saved. */
    downloadBooksFile: build.mutation<string, BooksFile>({
      async queryFn(file, _api, _extraOptions, baseQuery) {
        const { kind, ...params } = file;
        const download = await baseQuery({
          url: `books/${kind}`,
          params: chosen(params),
          responseHandler: (response) => response.blob(),
        });
        if (download.error) return { error: download.error };
        saveFile(download.data as Blob, fileNameOf(file));
        return { data: fileNameOf(file) };
      },
    }),
    downloadReceipt: build.mutation<string, Expense>({
      async queryFn(expense, _api, _extraOptions, baseQuery) {
        const download = await baseQuery({
          url: `expenses/${encodeURIComponent(expense.expenseId)}/receipt`,
          responseHandler: (response) => response.blob(),
        });
        if (download.error) return { error: download.error };
        const fileName = expense.receipt?.fileName ?? 'receipt';
        saveFile(download.data as Blob, fileName);
        return { data: fileName };
      },
    }),
  }),
});

export const {
  useGetBooksSummaryQuery,
  useGetExpensesQuery,
  useGetExpenseCategoriesQuery,
  useRecordExpenseMutation,
  useDeleteExpenseMutation,
  useEditExpenseMutation,
  useGetExpenseQuery,
  useGetRecurringExpensesQuery,
  useStartRecurringExpenseMutation,
  useStopRecurringExpenseMutation,
  useGetVendorsQuery,
  useAddVendorMutation,
  useDownloadBooksFileMutation,
  useDownloadReceiptMutation,
} = booksApi;

/** The books change once a receipt is attached: read them again. */
export const booksChanged = () => booksApi.util.invalidateTags(['Books']);

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
