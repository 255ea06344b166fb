import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  OutgoingLine,
  fileOutgoingLinePayload,
  outgoingLinePayload,
} from 'shared-api/contract';
import type { z } from 'zod';
import { properties } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { toCents, toDollars } from '../money';
import { lineKeysOf, readStatement } from '../payments/bank-statement';
import { ExpenseBook } from './expense-book';
import { expenses, statementCounterparties, statementLineDecisions } from './tables';

type LineInput = z.output<typeof outgoingLinePayload>;
type FileInput = z.output<typeof fileOutgoingLinePayload>;

interface Outgoing {
  line: number;
  date: string;
  amountCents: number;
  description: string;
  lineKey: string;
  counterparty: string;
}

/**
 * Who the money went to, as the bank names them in every line: the description without the dates,
 * card numbers and references that change from one payment to the next.
 */
export const counterpartyOf = (description: string) =>
  description
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
    .slice(0, 200);

/** The most an expense may be, as the expense form says. */
const largestExpenseCents = toCents(100_000_000);

const lineNotFound = () => notFound('The statement has no outgoing line with this key');
const alreadyDecided = () => conflict('This statement line is already filed or marked personal');

/**
 * The statement's money out: each line filed as an expense of one of the owner's properties,
 * marked personal, or left; once, however often the statement is imported (migration 0074's key).
 */
export class OutgoingStatementLines {
  private readonly book: ExpenseBook;

  constructor(private readonly app: FastifyInstance) {
    this.book = new ExpenseBook(app);
  }

  private get db() {
    return this.app.db;
  }

  /** The lines with an amount below zero, keyed as the whole statement keys them. */
  private outgoingOf(csv: string): Outgoing[] {
    const entries = readStatement(csv);
    const keys = lineKeysOf(entries);
    return entries.flatMap((entry, index) =>
      entry.amountCents < 0
        ? [
            {
              ...entry,
              amountCents: -entry.amountCents,
              lineKey: keys[index] ?? '',
              counterparty: counterpartyOf(entry.description),
            },
          ]
        : [],
    );
  }

  private lineOf(input: LineInput): Outgoing {
    const found = this.outgoingOf(input.csv).find((line) => line.lineKey === input.lineKey);
    if (!found) throw lineNotFound();
    return found;
  }

  private async answers(ownerId: string, lines: Outgoing[]): Promise<OutgoingLine[]> {
    if (lines.length === 0) return [];
    const decisions = await this.db
      .select()
      .from(statementLineDecisions)
      .where(
        and(
          eq(statementLineDecisions.ownerId, ownerId),
          inArray(
            statementLineDecisions.lineKey,
            lines.map((line) => line.lineKey),
          ),
        ),
      );
    const counterparties = [...new Set(lines.map((line) => line.counterparty).filter(Boolean))];
    const remembered =
      counterparties.length === 0
        ? []
        : await this.db
            .select()
            .from(statementCounterparties)
            .where(
              and(
                eq(statementCounterparties.ownerId, ownerId),
                inArray(statementCounterparties.counterparty, counterparties),
              ),
            );
    const decisionOf = new Map(decisions.map((row) => [row.lineKey, row]));
    const rememberedOf = new Map(remembered.map((row) => [row.counterparty, row]));
    return lines.map((line) => {
      const decision = decisionOf.get(line.lineKey);
      const choice = rememberedOf.get(line.counterparty);
      return {
        line: line.line,
        date: line.date,
        amount: toDollars(line.amountCents),
        description: line.description,
        lineKey: line.lineKey,
        counterparty: line.counterparty,
        status: decision?.decision ?? 'open',
        expenseId: decision?.expenseId ?? null,
        remembered: choice
          ? { propertyId: choice.propertyId, category: choice.category, payee: choice.payee }
          : null,
      };
    });
  }

  list(ownerId: string, csv: string) {
    return this.answers(ownerId, this.outgoingOf(csv));
  }

  private async answerOf(ownerId: string, line: Outgoing) {
    const [answer] = await this.answers(ownerId, [line]);
    return answer as OutgoingLine;
  }

  /**
   * Files the line as an expense of the owner's property, dated and priced as the statement says,
   * and remembers the choice for the counterparty. The expense and the decision are written in one
   * transaction: a line decided already (even by a request running at the same time) answers 409
   * and leaves no expense.
   */
  async file(ownerId: string, input: FileInput): Promise<OutgoingLine> {
    const line = this.lineOf(input);
    const [property] = isUuid(input.propertyId)
      ? await this.db
          .select({ currency: properties.currency })
          .from(properties)
          .where(and(eq(properties.id, input.propertyId), eq(properties.ownerId, ownerId)))
      : [];
    if (!property) throw notFound('Property not found');
    if (line.amountCents > largestExpenseCents) {
      throw badRequest('The line is too large an amount for an expense');
    }
    await this.db.transaction(async (transaction) => {
      const [made] = await transaction
        .insert(expenses)
        .values({
          ownerId,
          propertyId: input.propertyId,
          spentOn: line.date,
          amountCents: line.amountCents,
          currency: property.currency,
          category: input.category,
          payee: input.payee,
          note: input.note || line.description.slice(0, 2000),
        })
        .returning({ id: expenses.id });
      const [decided] = await transaction
        .insert(statementLineDecisions)
        .values({ ownerId, lineKey: line.lineKey, decision: 'expense', expenseId: made?.id })
        .onConflictDoNothing()
        .returning({ lineKey: statementLineDecisions.lineKey });
      if (!decided) throw alreadyDecided();
      if (!line.counterparty) return;
      const choice = { propertyId: input.propertyId, category: input.category, payee: input.payee };
      await transaction
        .insert(statementCounterparties)
        .values({ ownerId, counterparty: line.counterparty, ...choice })
        .onConflictDoUpdate({
          target: [statementCounterparties.ownerId, statementCounterparties.counterparty],
          set: { ...choice, updatedAt: new Date() },
        });
    });
    return this.answerOf(ownerId, line);
  }

  /** Not the business's money: it stays out of the books. */
  async markPersonal(ownerId: string, input: LineInput): Promise<OutgoingLine> {
    const line = this.lineOf(input);
    const [decided] = await this.db
      .insert(statementLineDecisions)
      .values({ ownerId, lineKey: line.lineKey, decision: 'personal' })
      .onConflictDoNothing()
      .returning({ lineKey: statementLineDecisions.lineKey });
    if (!decided) throw alreadyDecided();
    return this.answerOf(ownerId, line);
  }

  /**
   * The decision undone: a personal line is open again; a filed line's expense is deleted (its
   * history kept), which gives the line back (migration 0074's trigger).
   */
  async undo(ownerId: string, lineKey: string) {
    const [decision] = await this.db
      .select()
      .from(statementLineDecisions)
      .where(
        and(
          eq(statementLineDecisions.ownerId, ownerId),
          eq(statementLineDecisions.lineKey, lineKey),
        ),
      );
    if (!decision) throw notFound('This statement line is neither filed nor marked personal');
    if (decision.expenseId) {
      await this.book.remove(ownerId, decision.expenseId);
      return;
    }
    await this.db
      .delete(statementLineDecisions)
      .where(
        and(
          eq(statementLineDecisions.ownerId, ownerId),
          eq(statementLineDecisions.lineKey, lineKey),
          eq(statementLineDecisions.decision, 'personal'),
        ),
      );
  }
}
