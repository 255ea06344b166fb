import { z } from 'zod';
import { optionalText, positiveMoneyAmount, requiredText } from './common';
import { expenseCategories } from './expense-categories';
import { calendarDate } from './form-values';
import { emailAddress } from './owners';

export {
  type BooksPeriodKind,
  type ExpenseCategory,
  booksPeriodKinds,
  expenseCategories,
  financingCategories,
  rentsReceivedLine,
  scheduleELines,
} from './expense-categories';

/** Checked by content on the server, whatever the file's name says. */
export const receiptSizeLimitBytes = 10 * 1024 * 1024;

const idOf = (label: string) =>
  z
    .string({ error: `Choose a ${label}` })
    .trim()
    .min(1, `Choose a ${label}`)
    .max(64);

/** An expense as the form sends it; the amount is in the property's currency. */
export const expensePayload = z.object({
  propertyId: idOf('property'),
  unit: optionalText('Unit', 40),
  maintenanceRequestId: idOf('maintenance request').optional(),
  date: calendarDate('Date'),
  amount: positiveMoneyAmount('Amount'),
  category: z.enum(expenseCategories, { error: 'Choose a category' }),
  subCategory: optionalText('Sub-category', 60),
  payee: requiredText('Payee', 120),
  note: optionalText('Note', 2000),
});
export type ExpensePayload = z.input<typeof expensePayload>;

export const expenseParams = z.object({ expenseId: z.string() });

export const expenseReceipt = z.object({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});

export const expense = z.object({
  expenseId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  unit: z.string().nullable(),
  maintenanceRequestId: z.string().nullable(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  category: z.enum(expenseCategories),
  subCategory: z.string().nullable(),
  payee: z.string(),
  note: z.string(),
  receipt: expenseReceipt.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the owner deleted it (out of the books, its history kept); null while it counts. */
  deletedAt: z.string().nullable(),
});
export type Expense = z.infer<typeof expense>;

/** One change in an expense's history, with the expense as it stood after it. */
export const expenseChange = z.object({
  change: z.enum(['created', 'edited', 'receipt', 'deleted']),
  changedAt: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  category: z.enum(expenseCategories),
  subCategory: z.string().nullable(),
  payee: z.string(),
  note: z.string(),
  propertyId: z.string(),
  unit: z.string().nullable(),
  receiptName: z.string().nullable(),
});
export type ExpenseChange = z.infer<typeof expenseChange>;

export const expenseAnswer = z.object({ data: expense });
export const expenseDetailAnswer = z.object({
  data: expense.extend({ history: z.array(expenseChange) }),
});
export type ExpenseDetail = z.infer<typeof expenseDetailAnswer>['data'];

const limitMessage = 'limit must be a whole number from 1 to 500';

export const expenseListQuery = z.object({
  propertyId: z.string().max(64).optional(),
  category: z.enum(expenseCategories, { error: 'Choose a category' }).optional(),
  from: calendarDate('from').optional(),
  to: calendarDate('to').optional(),
  /** `true`: the deleted expenses, in place of those in the books. */
  deleted: z.enum(['true'], { error: 'deleted may only be true' }).optional(),
  /** Where the page starts: the `next` of the page before. */
  after: z.string().max(100).optional(),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(500, limitMessage)
    .optional(),
});
export type ExpenseListQuery = z.input<typeof expenseListQuery>;

export const expenseListAnswer = z.object({
  data: z.array(expense),
  /** The `after` of the next page, or null on the last one. */
  next: z.string().nullable(),
});
export type ExpenseList = z.infer<typeof expenseListAnswer>;

/** The categories with their Schedule E lines, and the sub-categories the owner has used. */
export const expenseCategoriesAnswer = z.object({
  data: z.array(
    z.object({
      category: z.enum(expenseCategories),
      line: z.number(),
      label: z.string(),
      subCategories: z.array(z.string()),
    }),
  ),
});
export type ExpenseCategoryChoices = z.infer<typeof expenseCategoriesAnswer>['data'];

export const vendorPayload = z.object({
  name: requiredText('Name', 120),
  trade: optionalText('Trade', 80),
  phone: optionalText('Phone', 40),
  email: z.union([z.literal(''), emailAddress]).optional(),
  notes: optionalText('Notes', 2000),
});
export type VendorPayload = z.input<typeof vendorPayload>;

export const vendor = z.object({
  vendorId: z.string(),
  name: z.string(),
  trade: z.string(),
  phone: z.string(),
  email: z.string(),
  notes: z.string(),
});
export type Vendor = z.infer<typeof vendor>;
export const vendorParams = z.object({ vendorId: z.string() });
export const vendorAnswer = z.object({ data: vendor });
export const vendorListAnswer = z.object({ data: z.array(vendor) });

/**
 * A period of the books, both days included, and optionally one property; `byProperty=false` asks
 * for the totals and months only, without a row per property (the dashboard's figures).
 */
export const booksQuery = z.object({
  from: calendarDate('from'),
  to: calendarDate('to'),
  propertyId: z.string().max(64).optional(),
  byProperty: z.enum(['true', 'false'], { error: 'byProperty must be true or false' }).optional(),
});
export type BooksQuery = z.input<typeof booksQuery>;

/** How the rows per property are ordered: by name or by net operating income; `-` is descending. */
export const booksPropertySorts = ['name', '-name', 'noi', '-noi'] as const;
export type BooksPropertySort = (typeof booksPropertySorts)[number];

/** The rows per property a page holds unless `limit` says otherwise. */
export const booksPropertyPageSize = 50;

const booksPageMessage = 'page must be a whole number from 1 to 100000';
const booksLimitMessage = 'limit must be a whole number from 1 to 500';

/**
 * The summary's query: the period, and which page of the rows per property (the totals and the
 * months are always the whole selection's). Pages count from 1; `nextPage` of an answer is the
 * page after it, null on the last.
 */
export const booksSummaryQuery = booksQuery.extend({
  sort: z.enum(booksPropertySorts, { error: 'sort must be name, -name, noi or -noi' }).optional(),
  page: z.coerce
    .number({ error: booksPageMessage })
    .int(booksPageMessage)
    .min(1, booksPageMessage)
    .max(100_000, booksPageMessage)
    .optional(),
  limit: z.coerce
    .number({ error: booksLimitMessage })
    .int(booksLimitMessage)
    .min(1, booksLimitMessage)
    .max(500, booksLimitMessage)
    .optional(),
});
/** As a client sends it: `page` and `limit` as numbers. */
export type BooksSummaryQuery = Omit<z.input<typeof booksSummaryQuery>, 'page' | 'limit'> & {
  page?: number;
  limit?: number;
};

export const yearQuery = z.object({
  year: z.coerce
    .number({ error: 'year must be a year such as 2026' })
    .int('year must be a year such as 2026')
    .min(2000, 'year must be a year such as 2026')
    .max(2100, 'year must be a year such as 2026'),
  propertyId: z.string().max(64).optional(),
});
export type YearQuery = z.input<typeof yearQuery>;

const income = z.object({ rent: z.number(), lateFees: z.number(), total: z.number() });

/** The books of one currency: amounts in different currencies are never summed. */
export const booksInCurrency = z.object({
  currency: z.string(),
  income,
  /** Deposits collected in the period: held for the tenant, not income. */
  depositsCollected: z.number(),
  expenses: z.array(z.object({ category: z.enum(expenseCategories), amount: z.number() })),
  expensesTotal: z.number(),
  /** The expenses less interest (mortgage and other), which net operating income leaves out. */
  operatingExpenses: z.number(),
  /** Income less the operating expenses. */
  netOperatingIncome: z.number(),
  months: z.array(z.object({ month: z.string(), income: z.number(), expenses: z.number() })),
  /** How many properties have income or expenses in this currency in the period: every page's rows. */
  propertyCount: z.number(),
  /** One page of the rows per property (`page`, `limit`, `sort` of the answer). */
  properties: z.array(
    z.object({
      propertyId: z.string(),
      propertyName: z.string(),
      income: z.number(),
      depositsCollected: z.number(),
      expenses: z.number(),
      netOperatingIncome: z.number(),
    }),
  ),
});
export type BooksInCurrency = z.infer<typeof booksInCurrency>;

export const booksSummaryAnswer = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    propertyId: z.string().nullable(),
    currencies: z.array(booksInCurrency),
    sort: z.enum(booksPropertySorts),
    page: z.number(),
    limit: z.number(),
    /** The page after this one, while some currency has more rows per property; else null. */
    nextPage: z.number().nullable(),
  }),
});
export type BooksSummary = z.infer<typeof booksSummaryAnswer>['data'];

export const recurrences = ['month', 'quarter', 'year'] as const;
export type Recurrence = (typeof recurrences)[number];

/** An expense made again every month, quarter or year from its first day, until it ends. */
export const recurringExpensePayload = expensePayload
  .omit({ maintenanceRequestId: true, date: true })
  .extend({
    every: z.enum(recurrences, { error: 'Choose monthly, quarterly or yearly' }),
    startsOn: calendarDate('First date'),
    endsOn: calendarDate('Last date').optional(),
  })
  .refine((payload) => !payload.endsOn || payload.endsOn >= payload.startsOn, {
    error: 'The last date must not come before the first',
    path: ['endsOn'],
  });
export type RecurringExpensePayload = z.input<typeof recurringExpensePayload>;

export const recurringExpense = z.object({
  recurringExpenseId: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  unit: z.string().nullable(),
  every: z.enum(recurrences),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  category: z.enum(expenseCategories),
  subCategory: z.string().nullable(),
  payee: z.string(),
  note: z.string(),
  /** How many expenses it has made so far. */
  made: z.number(),
});
export type RecurringExpense = z.infer<typeof recurringExpense>;
export const recurringExpenseParams = z.object({ recurringExpenseId: z.string() });
export const recurringExpenseAnswer = z.object({ data: recurringExpense });
export const recurringExpenseListAnswer = z.object({ data: z.array(recurringExpense) });

export const maintenanceVendorPayload = z.object({ vendorId: idOf('vendor') });
export type MaintenanceVendorPayload = z.input<typeof maintenanceVendorPayload>;

/** The cost of a resolved request, recorded as an expense of its property, paid to its vendor. */
export const maintenanceCostPayload = z.object({
  date: calendarDate('Date'),
  amount: positiveMoneyAmount('Amount'),
  category: z.enum(expenseCategories, { error: 'Choose a category' }).optional(),
  /** Needed when no vendor is assigned. */
  payee: requiredText('Payee', 120).optional(),
  note: optionalText('Note', 2000),
});
export type MaintenanceCostPayload = z.input<typeof maintenanceCostPayload>;

export const maintenanceVendorAnswer = z.object({
  data: z.object({
    requestId: z.string(),
    vendor: vendor.nullable(),
    /** The expenses recorded against the request, newest first. */
    expenses: z.array(expense),
  }),
});
export type MaintenanceVendor = z.infer<typeof maintenanceVendorAnswer>['data'];
