import { bigint, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

// The sums of migration 0094, kept by the database as the ledger and the expenses are written.

/** A line: 'rent', 'late_fee', 'deposit', or an expense category. */
export const bookYearSums = pgTable('book_year_sums', {
  ownerId: uuid('owner_id').notNull(),
  propertyId: uuid('property_id').notNull(),
  currency: text('currency').notNull(),
  year: integer('year').notNull(),
  line: text('line').notNull(),
  cents: bigint('cents', { mode: 'number' }).notNull(),
});

export const bookMonthSums = pgTable('book_month_sums', {
  ownerId: uuid('owner_id').notNull(),
  currency: text('currency').notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  line: text('line').notNull(),
  cents: bigint('cents', { mode: 'number' }).notNull(),
});
