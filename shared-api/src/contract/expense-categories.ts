/**
 * The expense categories: the lines of the US Schedule E (Form 1040), so the year-end summary maps
 * one to one. A module of its own, without zod, for screens that only name them.
 */
export const expenseCategories = [
  'advertising',
  'auto_and_travel',
  'cleaning_and_maintenance',
  'commissions',
  'insurance',
  'legal_and_professional_fees',
  'management_fees',
  'mortgage_interest',
  'other_interest',
  'repairs',
  'supplies',
  'taxes',
  'utilities',
  'other',
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];

/** Each category's Schedule E line and its words there. */
export const scheduleELines: Record<ExpenseCategory, { line: number; label: string }> = {
  advertising: { line: 5, label: 'Advertising' },
  auto_and_travel: { line: 6, label: 'Auto and travel' },
  cleaning_and_maintenance: { line: 7, label: 'Cleaning and maintenance' },
  commissions: { line: 8, label: 'Commissions' },
  insurance: { line: 9, label: 'Insurance' },
  legal_and_professional_fees: { line: 10, label: 'Legal and other professional fees' },
  management_fees: { line: 11, label: 'Management fees' },
  mortgage_interest: { line: 12, label: 'Mortgage interest paid to banks, etc.' },
  other_interest: { line: 13, label: 'Other interest' },
  repairs: { line: 14, label: 'Repairs' },
  supplies: { line: 15, label: 'Supplies' },
  taxes: { line: 16, label: 'Taxes' },
  utilities: { line: 17, label: 'Utilities' },
  other: { line: 19, label: 'Other' },
};

/**
 * Interest is a cost of the financing, not of running the property: it is an expense on Schedule E
 * but stays out of net operating income.
 */
export const financingCategories: readonly ExpenseCategory[] = [
  'mortgage_interest',
  'other_interest',
];

/** Schedule E line 3: rents received (rent and late fees). */
export const rentsReceivedLine = { line: 3, label: 'Rents received' };

export const booksPeriodKinds = ['month', 'quarter', 'year', 'custom'] as const;
export type BooksPeriodKind = (typeof booksPeriodKinds)[number];
