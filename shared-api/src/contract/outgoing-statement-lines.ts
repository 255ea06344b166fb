import { z } from 'zod';
import { expenseCategories, expensePayload } from './books';
import { bankStatementPayload } from './payments';

export const outgoingLineStatuses = ['open', 'expense', 'personal'] as const;
export type OutgoingLineStatus = (typeof outgoingLineStatuses)[number];

/** A line of money out on the owner's bank statement, and what the owner decided about it. */
export const outgoingLine = z.object({
  line: z.number(),
  date: z.string(),
  /** The money that went out, above zero. */
  amount: z.number(),
  description: z.string(),
  /** The same key as the statement's rent lines: the same line imported again keeps it. */
  lineKey: z.string(),
  /** The description without its numbers and signs: who the money went to, as the bank names them. */
  counterparty: z.string(),
  status: z.enum(outgoingLineStatuses),
  /** The expense it was filed as, while it is. */
  expenseId: z.string().nullable(),
  /** The property, category and payee chosen the last time a line of this counterparty was filed. */
  remembered: z
    .object({ propertyId: z.string(), category: z.enum(expenseCategories), payee: z.string() })
    .nullable(),
});
export type OutgoingLine = z.infer<typeof outgoingLine>;

export const outgoingLinesAnswer = z.object({ data: z.array(outgoingLine) });
export const outgoingLineAnswer = z.object({ data: outgoingLine });

const lineKey = z
  .string({ error: 'Choose a statement line' })
  .trim()
  .min(1, 'Choose a statement line')
  .max(64, 'Choose a statement line');

/** One outgoing line of the statement, chosen by its key. */
export const outgoingLinePayload = bankStatementPayload.extend({ lineKey });

/** An outgoing line filed as an expense: its date and amount are the statement's. */
export const fileOutgoingLinePayload = outgoingLinePayload.extend(
  expensePayload.pick({ propertyId: true, category: true, payee: true, note: true }).shape,
);
export type FileOutgoingLinePayload = z.input<typeof fileOutgoingLinePayload>;

export const outgoingLineParams = z.object({ lineKey: z.string() });
