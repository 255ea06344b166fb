import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExpenseCategory } from 'shared-api/contract';

// The tables of migration 0071, which is the source of truth.

const cents = (name: string) => bigint(name, { mode: 'number' });
const moment = (name: string) => timestamp(name, { withTimezone: true });

export const vendors = pgTable('vendors', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  ownerId: uuid('owner_id').notNull(),
  name: text('name').notNull(),
  trade: text('trade').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  notes: text('notes').notNull().default(''),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

export const expenses = pgTable('expenses', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  ownerId: uuid('owner_id').notNull(),
  propertyId: uuid('property_id').notNull(),
  unit: text('unit'),
  maintenanceRequestId: uuid('maintenance_request_id'),
  spentOn: date('spent_on', { mode: 'string' }).notNull(),
  amountCents: cents('amount_cents').notNull(),
  currency: text('currency').notNull(),
  category: text('category').$type<ExpenseCategory>().notNull(),
  subCategory: text('sub_category'),
  payee: text('payee').notNull(),
  note: text('note').notNull().default(''),
  receiptName: text('receipt_name'),
  receiptType: text('receipt_type'),
  receiptSizeBytes: integer('receipt_size_bytes'),
  receiptStoredAs: text('receipt_stored_as'),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  deletedAt: moment('deleted_at'),
  recurringExpenseId: uuid('recurring_expense_id'),
  recurringPeriod: date('recurring_period', { mode: 'string' }),
});

export const recurringExpenses = pgTable('recurring_expenses', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  ownerId: uuid('owner_id').notNull(),
  propertyId: uuid('property_id').notNull(),
  unit: text('unit'),
  every: text('every', { enum: ['month', 'quarter', 'year'] }).notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }),
  amountCents: cents('amount_cents').notNull(),
  currency: text('currency').notNull(),
  category: text('category').$type<ExpenseCategory>().notNull(),
  subCategory: text('sub_category'),
  payee: text('payee').notNull(),
  note: text('note').notNull().default(''),
  createdAt: moment('created_at').notNull().defaultNow(),
  stoppedAt: moment('stopped_at'),
});

/** The expense as a history row holds it: the row's columns by their SQL names. */
export interface ExpenseSnapshot {
  spent_on: string;
  amount_cents: number;
  currency: string;
  category: ExpenseCategory;
  sub_category: string | null;
  payee: string;
  note: string;
  property_id: string;
  unit: string | null;
  receipt_name: string | null;
}

export const expenseChanges = pgTable('expense_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  expenseId: uuid('expense_id').notNull(),
  ownerId: uuid('owner_id').notNull(),
  change: text('change', { enum: ['created', 'edited', 'receipt', 'deleted'] }).notNull(),
  changedAt: moment('changed_at').notNull().defaultNow(),
  expense: jsonb('expense').$type<ExpenseSnapshot>().notNull(),
});

export const maintenanceVendors = pgTable('maintenance_vendors', {
  requestId: uuid('request_id').primaryKey(),
  vendorId: uuid('vendor_id').notNull(),
  ownerId: uuid('owner_id').notNull(),
  assignedAt: moment('assigned_at').notNull().defaultNow(),
});

// The tables of migration 0074, which is the source of truth.

export const statementLineDecisions = pgTable(
  'statement_line_decisions',
  {
    ownerId: uuid('owner_id').notNull(),
    lineKey: text('line_key').notNull(),
    decision: text('decision', { enum: ['expense', 'personal'] }).notNull(),
    expenseId: uuid('expense_id'),
    decidedAt: moment('decided_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.lineKey] })],
);

export const statementCounterparties = pgTable(
  'statement_counterparties',
  {
    ownerId: uuid('owner_id').notNull(),
    counterparty: text('counterparty').notNull(),
    propertyId: uuid('property_id').notNull(),
    category: text('category').$type<ExpenseCategory>().notNull(),
    payee: text('payee').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.counterparty] })],
);
