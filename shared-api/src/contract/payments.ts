import { z } from 'zod';
import { pageLimit } from './common';
import { moneyInCurrency } from './money';

/**
 * The move-in payment (first month's rent plus the deposit, by bank transfer): the tenant says it
 * is made, then the owner says whether it arrived.
 */
export const moveInPaymentStatuses = [
  'not_paid',
  'awaiting_confirmation',
  'received',
  'not_received',
] as const;
export type MoveInPaymentStatus = (typeof moveInPaymentStatuses)[number];

export const paymentDecisionPayload = z.object({
  result: z.enum(['received', 'not_received'], { error: 'Choose received or not_received' }),
});
export type PaymentDecisionPayload = z.infer<typeof paymentDecisionPayload>;

/**
 * A tenant's rent as the dashboard shows it: the move-in payment until the owner has it, then the
 * monthly rent charges of the lease.
 */
export const tenantPaymentStatuses = [
  'not_paid',
  'awaiting_confirmation',
  'not_received',
  'paid',
  'due',
  'overdue',
] as const;
export type TenantPaymentStatus = (typeof tenantPaymentStatuses)[number];

export const bankTransferDetails = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetails>;

/** Money owed on a lease after move-in: each month's rent, the deposit and late fees. */
export const ledgerChargeKinds = ['rent', 'deposit', 'late_fee'] as const;
export type LedgerChargeKind = (typeof ledgerChargeKinds)[number];

/** `upcoming`: not due yet; `open`: due and not fully paid; `overdue`: past its due date and unpaid. */
export const ledgerChargeStatuses = ['paid', 'open', 'overdue', 'upcoming', 'waived'] as const;
export type LedgerChargeStatus = (typeof ledgerChargeStatuses)[number];

export const ledgerCharge = z.object({
  /** A late fee is named by the rent charge it is for: `late-fee:<chargeId>`. */
  id: z.string(),
  kind: z.enum(ledgerChargeKinds),
  /** "March 2026 rent", "Security deposit", "Late fee on March 2026 rent". */
  label: z.string(),
  dueDate: z.string(),
  amount: z.number(),
  paid: z.number(),
  status: z.enum(ledgerChargeStatuses),
  /** For a late fee: why it exists, and the rent charge it is for. */
  reason: z.string().nullable(),
  feeFor: z.string().nullable(),
  waiver: z.object({ reason: z.string(), waivedAt: z.string() }).nullable(),
});
export type LedgerCharge = z.infer<typeof ledgerCharge>;

export const rentPaymentStatuses = ['pending', 'completed', 'failed'] as const;
export type RentPaymentStatus = (typeof rentPaymentStatuses)[number];

export const rentPaymentMethods = ['bank_transfer', 'cash', 'cheque'] as const;
export type RentPaymentMethod = (typeof rentPaymentMethods)[number];

export const ledgerPayment = z.object({
  paymentId: z.string(),
  /** "Move-in payment", "Rent by bank transfer", "Cash", "Cheque", "Bank statement". */
  type: z.string(),
  method: z.enum(rentPaymentMethods),
  status: z.enum(rentPaymentStatuses),
  date: z.string(),
  amount: z.number(),
  reference: z.string(),
  /** Whether a receipt can be had: the payment was received. */
  hasReceipt: z.boolean(),
});
export type LedgerPayment = z.infer<typeof ledgerPayment>;

/**
 * A lease's ledger. Money received is applied to the charges oldest first; what no charge takes is
 * credit. balance = what is owed on charges due by today − credit (below zero it is credit); the
 * deposit paid is held, shown apart, never credit against rent.
 */
export const rentLedger = z.object({
  leaseId: z.string(),
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  /** The property's currency: every amount of the ledger is in it. */
  currency: z.string(),
  today: z.string(),
  balance: z.number(),
  credit: z.number(),
  depositHeld: z.number(),
  overdue: z.number(),
  awaitingConfirmation: z.number(),
  nextDue: z.object({ date: z.string(), amount: z.number() }).nullable(),
  lateFee: z.number(),
  lateFeeAfterDays: z.number(),
  charges: z.array(ledgerCharge),
  payments: z.array(ledgerPayment),
});
export type RentLedger = z.infer<typeof rentLedger>;
export const rentLedgerAnswer = z.object({ data: rentLedger });

/** What the tenant sees on their rent page: the ledger and where to send the money. */
export const tenantRent = rentLedger.extend({
  paymentReference: z.string(),
  bankDetails: bankTransferDetails.nullable(),
});
export type TenantRent = z.infer<typeof tenantRent>;
/** Null until the owner has received the move-in payment: rent is collected from then on. */
export const tenantRentAnswer = z.object({ data: tenantRent.nullable() });

const positiveAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(100_000_000, `${label} is too large`)
    .refine(
      (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
      `${label} can have at most 2 decimal places`,
    );

const requestId = z
  .string({ error: 'requestId is required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId must be 8 to 64 letters, digits, - or _');

const dateText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `${label} is not a date`);

/** "I've made this payment": the tenant's amount; `requestId` makes a retry answer the same report. */
export const reportRentPaymentPayload = z.object({
  amount: positiveAmount('Amount'),
  requestId,
});
export type ReportRentPaymentPayload = z.infer<typeof reportRentPaymentPayload>;

/** Money the owner has in hand without a report: cash, a cheque, a transfer seen on the statement. */
export const recordRentPaymentPayload = z.object({
  leaseId: z.string({ error: 'Choose a lease' }).min(1, 'Choose a lease'),
  amount: positiveAmount('Amount'),
  paidOn: dateText('Date paid'),
  method: z.enum(rentPaymentMethods, { error: 'Choose bank_transfer, cash or cheque' }),
  requestId,
});
export type RecordRentPaymentPayload = z.infer<typeof recordRentPaymentPayload>;

export const rentPaymentDecisionPayload = z.object({
  result: z.enum(['received', 'failed'], { error: 'Choose received or failed' }),
});
export type RentPaymentDecisionPayload = z.infer<typeof rentPaymentDecisionPayload>;

export const waiveLateFeePayload = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'The reason must be at most 500 characters'),
});
export type WaiveLateFeePayload = z.infer<typeof waiveLateFeePayload>;

/** One payment as the owner's history and reconciliation list it. */
export const paymentHistoryRow = z.object({
  paymentId: z.string(),
  leaseId: z.string(),
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  status: z.enum(rentPaymentStatuses),
  type: z.string(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  reference: z.string(),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRow>;

export const paymentHistoryQuery = z.object({
  propertyId: z.string().optional(),
  tenantId: z.string().optional(),
  status: z.enum(rentPaymentStatuses).optional(),
  from: dateText('From').optional(),
  to: dateText('To').optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(20),
});
export type PaymentHistoryQuery = z.output<typeof paymentHistoryQuery>;

export const paymentHistoryAnswer = z.object({
  data: z.array(paymentHistoryRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PaymentHistory = z.infer<typeof paymentHistoryAnswer>;

export const awaitingPaymentsAnswer = z.object({ data: z.array(paymentHistoryRow) });

/** The four cards for a period and the last twelve months of due against collected, in one currency. */
export const currencyFigures = z.object({
  currency: z.string(),
  /** Payments received in the period. */
  totalRevenue: z.number(),
  /** Payments reported and not yet confirmed, whenever made. */
  pending: z.number(),
  awaitingConfirmation: z.number(),
  failed: z.number(),
  /** The charges that fell due in the period, by today, and what of them is paid. */
  due: z.number(),
  collected: z.number(),
  /** collected ÷ due; null when nothing was due. */
  collectionRate: z.number().nullable(),
  /** Each of the last twelve months counted as the cards count a period. */
  months: z.array(z.object({ month: z.string(), due: z.number(), collected: z.number() })),
});
export type CurrencyFigures = z.infer<typeof currencyFigures>;

/**
 * The owner's figures for a period, one set per currency the owner's properties are in (the most
 * used first; never summed across currencies), and always at least one.
 */
export const paymentSummary = z.object({
  from: z.string(),
  to: z.string(),
  currencies: z.array(currencyFigures).min(1),
  hasTenants: z.boolean(),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;
export const paymentSummaryAnswer = z.object({ data: paymentSummary });

export const paymentSummaryQuery = z.object({
  from: dateText('From').optional(),
  to: dateText('To').optional(),
});

/** The most a bank statement may hold: larger ones answer 413 with this text. */
export const statementLimits = { characters: 500_000, lines: 5_000 };
export const statementTooLargeMessage =
  'The statement is too large: at most 5,000 lines and 500 KB. Import a few months at a time.';

/** A bank statement as CSV text: a date, an amount and a description or reference per line. */
export const bankStatementPayload = z.object({
  csv: z.string({ error: 'Choose a CSV file' }).min(1, 'The file is empty'),
});

export const statementLine = z.object({
  line: z.number(),
  date: z.string(),
  amount: z.number(),
  description: z.string(),
  /** The key that applies this line once; the same line again is already applied. */
  lineKey: z.string(),
  match: z
    .object({
      leaseId: z.string(),
      tenantId: z.string().nullable(),
      tenantName: z.string(),
      propertyName: z.string(),
      reference: z.string(),
      /** The tenant's report of the same amount it confirms, or null to record a new payment. */
      paymentId: z.string().nullable(),
    })
    .nullable(),
  /** Why a line is not matched, or that it was applied already. */
  note: z.string().nullable(),
  applied: z.boolean(),
});
export type StatementLine = z.infer<typeof statementLine>;
export const statementAnswer = z.object({ data: z.array(statementLine) });

export const applyStatementPayload = z.object({
  csv: bankStatementPayload.shape.csv,
  lineKeys: z.array(z.string()).min(1, 'Choose at least one matched line').max(1000),
});

/** Rent unpaid after its due date, with the tenant to see about it. */
export const overdueRent = z.object({
  chargeId: z.string(),
  leaseId: z.string(),
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  amount: z.number(),
  currency: z.string(),
  dueDate: z.string(),
  daysOverdue: z.number(),
});
export type OverdueRent = z.infer<typeof overdueRent>;

/** A page of charges still owed (overdue rent, open late fees), oldest first, after `cursor`. */
export const owedChargesQuery = z.object({
  limit: pageLimit('limit'),
  cursor: z.string().optional(),
});
export type OwedChargesQuery = z.output<typeof owedChargesQuery>;

/** A bare `GET payments/overdue` or `payments/late-fees` answers this many, the oldest. */
export const owedChargesPageSize = 50;

/**
 * One page of overdue rent, oldest first (charges due the same day in a fixed order); pass
 * `nextCursor` back as `cursor` for the next page (null on the last). `total` counts every overdue
 * rent charge and `totalAmounts` adds up what is still owed on them, per currency.
 */
export const overdueRentAnswer = z.object({
  data: z.array(overdueRent),
  total: z.number(),
  totalAmounts: z.array(moneyInCurrency),
  nextCursor: z.string().nullable(),
});
export type OverdueRentPage = z.infer<typeof overdueRentAnswer>;

/** A late fee still owed, which the owner may waive. */
export const openLateFee = z.object({
  /** The rent charge the fee is for: what the waiver names. */
  chargeId: z.string(),
  leaseId: z.string(),
  tenantId: z.string().nullable(),
  tenantName: z.string(),
  propertyName: z.string(),
  label: z.string(),
  reason: z.string(),
  amount: z.number(),
  currency: z.string(),
  dueDate: z.string(),
});
export type OpenLateFee = z.infer<typeof openLateFee>;

/** One page of the open late fees, oldest first, like `overdueRentAnswer`; `total` counts them all. */
export const openLateFeesAnswer = z.object({
  data: z.array(openLateFee),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type OpenLateFeesPage = z.infer<typeof openLateFeesAnswer>;
