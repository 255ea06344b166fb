import type {
  BooksSummary,
  BooksSummaryQuery,
  Expense,
  ExpenseCategoryChoices,
  ExpenseDetail,
  ExpenseList,
  ExpenseListQuery,
  ExpensePayload,
  RecurringExpense,
  RecurringExpensePayload,
} from 'shared-api/contract';
import { saveFile } from 'shared-ui';
import { chosen, sharedBooksApi } from '../../components/books-api';

export {
  ReceiptRefused,
  booksChanged,
  uploadReceipt,
  useAddVendorMutation,
  useGetVendorsQuery,
} from '../../components/books-api';

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
export const booksApi = sharedBooksApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The period's books a page of rows per property at a time (the totals and months in every
     * page are the whole selection's); the first page's address is the summary's own.
     */
    getBooksPages: build.infiniteQuery<BooksSummary, Omit<BooksSummaryQuery, 'page'>, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'books/summary',
        params: chosen({
          ...queryArg,
          sort: queryArg.sort === 'name' ? undefined : queryArg.sort,
          page: pageParam > 1 ? pageParam : undefined,
        }),
      }),
      transformResponse: (answer: { data: BooksSummary }) => answer.data,
      providesTags: ['Books', 'Rent'],
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
  useGetBooksPagesInfiniteQuery,
  useGetExpensesQuery,
  useGetExpenseCategoriesQuery,
  useRecordExpenseMutation,
  useDeleteExpenseMutation,
  useEditExpenseMutation,
  useGetExpenseQuery,
  useGetRecurringExpensesQuery,
  useStartRecurringExpenseMutation,
  useStopRecurringExpenseMutation,
  useDownloadBooksFileMutation,
  useDownloadReceiptMutation,
} = booksApi;
