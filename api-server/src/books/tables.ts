import { bigint, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

// The sums of migration 0094, kept by the database as the ledger and the expenses are written.

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** A property's year in its currency: a column a line, in cents. */
export const bookYearSums = pgTable('book_year_sums', {
  ownerId: uuid('owner_id').notNull(),
  year: integer('year').notNull(),
  propertyId: uuid('property_id').notNull(),
  currency: text('currency').notNull(),
  rent: cents('rent'),
  late_fee: cents('late_fee'),
  deposit: cents('deposit'),
  advertising: cents('advertising'),
  auto_and_travel: cents('auto_and_travel'),
  cleaning_and_maintenance: cents('cleaning_and_maintenance'),
  commissions: cents('commissions'),
  insurance: cents('insurance'),
  legal_and_professional_fees: cents('legal_and_professional_fees'),
  management_fees: cents('management_fees'),
  mortgage_interest: cents('mortgage_interest'),
  other_interest: cents('other_interest'),
  repairs: cents('repairs'),
  supplies: cents('supplies'),
  taxes: cents('taxes'),
  utilities: cents('utilities'),
  other: cents('other'),
});

/** The owner's month in a currency, a row a line: 'rent', 'late_fee', 'deposit' or a category. */
export const bookMonthSums = pgTable('book_month_sums', {
  ownerId: uuid('owner_id').notNull(),
  currency: text('currency').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  line: text('line').notNull(),
  cents: bigint('cents', { mode: 'number' }).notNull(),
});
