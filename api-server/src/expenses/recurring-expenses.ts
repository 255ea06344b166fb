import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RecurringExpense, recurringExpensePayload } from 'shared-api/contract';
import type { z } from 'zod';
import { todayUtc } from '../calendar';
import type { Database } from '../db/connection';
import { properties } from '../db/schema';
import { notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { toCents, toDollars } from '../money';
import { expenses, recurringExpenses } from './tables';

type RecurringInput = z.output<typeof recurringExpensePayload>;

const hourMs = 60 * 60 * 1000;
const recurrenceNotFound = () => notFound('Recurring expense not found');

/**
 * Creates each due period's expense of the running recurrences (or of one), by today: once, however
 * many servers run it at the same time (migration 0072's unique key). Answers how many it made.
 */
export async function recordDueRecurringExpenses(
  db: Database,
  today: string,
  only: string | null = null,
): Promise<number> {
  const result = await db.execute(
    sql`select record_due_recurring_expenses(${today}::date, ${only}::uuid) as created`,
  );
  const rows = (result as unknown as { rows: { created: number }[] }).rows;
  return Number(rows[0]?.created ?? 0);
}

/** The owner's recurring expenses, and the job that makes each period's expense. */
export class RecurringExpenses {
  constructor(
    private readonly app: FastifyInstance,
    private readonly today: () => string = () => todayUtc(),
  ) {}

  private get db() {
    return this.app.db;
  }

  private async answers(ownerId: string, id?: string): Promise<RecurringExpense[]> {
    const made = this.db
      .select({ recurrence: expenses.recurringExpenseId, made: count().as('made') })
      .from(expenses)
      .where(and(eq(expenses.ownerId, ownerId), isNull(expenses.deletedAt)))
      .groupBy(expenses.recurringExpenseId)
      .as('made');
    const rows = await this.db
      .select({ recurrence: recurringExpenses, propertyName: properties.name, made: made.made })
      .from(recurringExpenses)
      .innerJoin(properties, eq(properties.id, recurringExpenses.propertyId))
      .leftJoin(made, eq(made.recurrence, recurringExpenses.id))
      .where(
        and(
          eq(recurringExpenses.ownerId, ownerId),
          isNull(recurringExpenses.stoppedAt),
          id ? eq(recurringExpenses.id, id) : undefined,
        ),
      )
      .orderBy(asc(recurringExpenses.position));
    return rows.map(({ recurrence, propertyName, made }) => ({
      recurringExpenseId: recurrence.id,
      propertyId: recurrence.propertyId,
      propertyName,
      unit: recurrence.unit,
      every: recurrence.every,
      startsOn: recurrence.startsOn,
      endsOn: recurrence.endsOn,
      amount: toDollars(recurrence.amountCents),
      currency: recurrence.currency,
      category: recurrence.category,
      subCategory: recurrence.subCategory,
      payee: recurrence.payee,
      note: recurrence.note,
      made: Number(made ?? 0),
    }));
  }

  list(ownerId: string) {
    return this.answers(ownerId);
  }

  /** Starts the recurrence and makes at once the expenses of the periods already due. */
  async start(ownerId: string, input: RecurringInput): Promise<RecurringExpense> {
    const [property] = isUuid(input.propertyId)
      ? await this.db
          .select({ currency: properties.currency })
          .from(properties)
          .where(and(eq(properties.id, input.propertyId), eq(properties.ownerId, ownerId)))
      : [];
    if (!property) throw notFound('Property not found');
    const [started] = await this.db
      .insert(recurringExpenses)
      .values({
        ownerId,
        propertyId: input.propertyId,
        unit: input.unit || null,
        every: input.every,
        startsOn: input.startsOn,
        endsOn: input.endsOn ?? null,
        amountCents: toCents(input.amount),
        currency: property.currency,
        category: input.category,
        subCategory: input.subCategory || null,
        payee: input.payee,
        note: input.note ?? '',
      })
      .returning({ id: recurringExpenses.id });
    const id = (started as { id: string }).id;
    await recordDueRecurringExpenses(this.db, this.today(), id);
    const [answer] = await this.answers(ownerId, id);
    if (!answer) throw recurrenceNotFound();
    return answer;
  }

  /** No more periods are made; the expenses made so far stay. */
  async stop(ownerId: string, recurringExpenseId: string) {
    if (!isUuid(recurringExpenseId)) throw recurrenceNotFound();
    const [stopped] = await this.db
      .update(recurringExpenses)
      .set({ stoppedAt: new Date() })
      .where(
        and(
          eq(recurringExpenses.id, recurringExpenseId),
          eq(recurringExpenses.ownerId, ownerId),
          isNull(recurringExpenses.stoppedAt),
        ),
      )
      .returning({ id: recurringExpenses.id });
    if (!stopped) throw recurrenceNotFound();
  }

  /** The scheduled job: at start-up (catching up after downtime), then every hour. */
  schedule(everyMs = hourMs) {
    let running: Promise<unknown> | null = null;
    const run = () => {
      running ??= recordDueRecurringExpenses(this.db, this.today())
        .catch((error: unknown) =>
          this.app.log.error({ err: error }, 'recurring expenses could not be recorded'),
        )
        .finally(() => {
          running = null;
        });
    };
    let timer: NodeJS.Timeout | null = null;
    this.app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, everyMs);
      timer.unref();
    });
    this.app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  }
}
