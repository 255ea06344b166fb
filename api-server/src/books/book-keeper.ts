import {
  type AnyColumn,
  type SQL,
  and,
  asc,
  between,
  eq,
  gt,
  inArray,
  isNull,
  sql,
} from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  type BooksInCurrency,
  type BooksPropertySort,
  type BooksSummary,
  type ExpenseCategory,
  booksPropertyPageSize,
  expenseCategories,
  financingCategories,
  scheduleELines,
} from 'shared-api/contract';
import { addDays, todayUtc } from '../calendar';
import { leases, properties, rentLedgerCharges, schema, tenants } from '../db/schema';
import { expenses } from '../expenses/tables';
import { badRequest } from '../http/errors';
import { isUuid } from '../http/ids';
import { toDollars } from '../money';
import { lateFeeLabel } from '../payments/rent-ledgers';
import { bookMonthSums, bookYearSums } from './tables';

/** A period of the books: both days included. */
export interface BooksPeriod {
  from: string;
  to: string;
  propertyId?: string;
  /** False: the totals and the months only, without a row per property. */
  byProperty?: boolean;
}

/** Which page of the rows per property a summary gives, in which order. */
export interface PropertyPage {
  sort: BooksPropertySort;
  /** From 1. */
  page: number;
  limit: number;
}

const firstPage: PropertyPage = { sort: 'name', page: 1, limit: booksPropertyPageSize };

/**
 * What the sums are grouped by, in one query: each month, each property, or both. A property's
 * expenses are summed whole with their operating part (`totals`, for the books), or by Schedule E
 * line (`lines`).
 */
type Groups = { property: false | 'totals' | 'lines'; month: boolean };

/** The longest period the books are read for at once: ten years of months. */
const longestPeriodMonths = 120;

const monthOf = (day: string) => day.slice(0, 7);

/** The last day of a month given as YYYY-MM. */
const lastDayOf = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

/** Every month of the period, first to last, as YYYY-MM. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = monthOf(to);
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    if (text > last) return months;
    months.push(text);
    if (months.length > longestPeriodMonths) {
      throw badRequest('The period can be at most ten years');
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const rentLabel = (rentDueOn: string) =>
  `${monthFormat.format(new Date(`${rentDueOn}T00:00:00Z`))} rent`;

/**
 * Sums in cents from the database's grouping sets: each row is either one property's (`month`
 * null) or one month's (`propertyId` null), so a portfolio of any size comes back as at most one
 * row per property and kind plus one per month and kind.
 */
interface Grouped {
  currency: string;
  propertyId: string | null;
  month: string | null;
  cents: number;
}

/** Income: what of each charge due in the period is paid. */
interface IncomeRow extends Grouped {
  kind: 'rent' | 'late_fee' | 'deposit';
}

/** A month's expenses of one category, or a property's (of one category for `lines`). */
interface ExpenseRow extends Grouped {
  /** Null on a property's row of `totals`. */
  category: ExpenseCategory | null;
  /** Of `cents`, what is not financing (interest), which net operating income leaves out. */
  operatingCents: number;
}

/**
 * The month a day falls in, as rows are grouped by it: its first day (`date_trunc`), which is
 * written as YYYY-MM once per group rather than once per row.
 */
const monthStart = (day: AnyColumn) => sql`date_trunc('month', ${day})`;
const monthText = (groups: Groups, start: SQL) =>
  groups.month ? sql<string | null>`to_char(${start}, 'YYYY-MM')` : sql<null>`null`;

const groupingSets = (sets: (SQL | false)[]) =>
  sql`grouping sets (${sql.join(
    sets.filter((set) => set !== false),
    sql`, `,
  )})`;

/** What the books are read through: the database, or one transaction of it. */
type Queries = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** The income and expenses of a period, grouped as asked. */
interface BookRows {
  income: IncomeRow[];
  spent: ExpenseRow[];
}

const incomeLines = ['rent', 'late_fee', 'deposit'] as const;

/**
 * The year whose kept sums (migration 0094) answer the period: a period from the first of January
 * to the year's end or a day from today on (the year, the year to date), for the whole portfolio,
 * so that what the sums hold after the period is little (rent paid ahead, expenses dated later).
 * Other periods (a quarter, which would leave three quarters to read and take off), and one
 * property's books, are summed from their rows.
 */
function keptYearOf(period: BooksPeriod, today: string): number | null {
  const year = period.from.slice(0, 4);
  const fromNewYear = period.from === `${year}-01-01` && period.to.startsWith(`${year}-`);
  const toItsEnd = period.to === `${year}-12-31` || period.to >= today;
  return fromNewYear && toItsEnd && !period.propertyId ? Number(year) : null;
}

const isIncome = (line: string): line is IncomeRow['kind'] =>
  (incomeLines as readonly string[]).includes(line);

/** What of an expense counts against net operating income: none of interest, all of the rest. */
const operatingPart = (category: string, cents: number) =>
  (financingCategories as readonly string[]).includes(category) ? 0 : cents;

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The kept rows less the same groups' rows after the period: what comes to nothing is left out.
 * Both are read in one snapshot, so each group taken away is one the kept sums hold.
 */
function less<Row extends Grouped & { operatingCents?: number }>(
  kept: Row[],
  after: Row[],
  keyOf: (row: Row) => string,
): Row[] {
  if (after.length === 0) return kept;
  const byKey = new Map(kept.map((row) => [keyOf(row), { ...row }]));
  for (const row of after) {
    const sum = byKey.get(keyOf(row));
    if (!sum) throw new Error(`The kept books hold nothing for ${keyOf(row)}`);
    sum.cents -= row.cents;
    if (sum.operatingCents !== undefined) sum.operatingCents -= row.operatingCents ?? 0;
  }
  return [...byKey.values()].filter((row) => row.cents !== 0);
}

const incomeKey = (row: IncomeRow) => `${row.currency}|${row.propertyId}|${row.month}|${row.kind}`;
const expenseKey = (row: ExpenseRow) =>
  `${row.currency}|${row.propertyId}|${row.month}|${row.category}`;

/** One line of the transactions export. */
export interface BookTransaction {
  date: string;
  description: string;
  /** Income above zero, expenses below. */
  cents: number;
  currency: string;
  category: string;
  propertyName: string;
  payee: string;
  receiptName: string;
}

/** What one property earned and spent in a year, by Schedule E line, in its currency. */
export interface ScheduleEProperty {
  propertyId: string;
  propertyName: string;
  address: string;
  currency: string;
  rentCents: number;
  lateFeeCents: number;
  expenseCents: Record<ExpenseCategory, number>;
}

const sumCents = (column: SQL) => sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);

/**
 * The owner's books: income read from the rent ledger the database derives (migrations 0011 and
 * 0019), never stored again, and the expenses of migration 0071. Rent and late fees count in the
 * month they fell due, for the part of them paid; deposits are held apart, never income; amounts
 * in different currencies are kept apart, never summed. Net operating income leaves interest out.
 */
export class BookKeeper {
  constructor(
    private readonly app: FastifyInstance,
    private readonly today: () => string = () => todayUtc(),
    private readonly connection?: Queries,
  ) {}

  private get db(): Queries {
    return this.connection ?? this.app.db;
  }

  /**
   * The same books, read through one connection (an export's, which holds its lock) or
   * transaction.
   */
  through(connection: Queries | undefined): BookKeeper {
    return connection ? new BookKeeper(this.app, this.today, connection) : this;
  }

  /** Null when the property named is not a property id (nothing of the owner's matches). */
  private propertyFilter(propertyId: string | undefined): string | null | undefined {
    if (propertyId === undefined || propertyId === '') return undefined;
    return isUuid(propertyId) ? propertyId : null;
  }

  private async incomeRows(
    ownerId: string,
    period: BooksPeriod,
    groups: Groups,
  ): Promise<IncomeRow[]> {
    const propertyId = this.propertyFilter(period.propertyId);
    if (propertyId === null || period.to < period.from) return [];
    const { currency, kind } = rentLedgerCharges;
    const month = monthStart(rentLedgerCharges.dueOn);
    return this.db
      .select({
        currency,
        propertyId: groups.property ? sql<string | null>`${leases.propertyId}` : sql<null>`null`,
        month: monthText(groups, month),
        kind,
        cents: sumCents(sql`${rentLedgerCharges.paidCents}`),
      })
      .from(rentLedgerCharges)
      .innerJoin(leases, eq(leases.id, rentLedgerCharges.leaseId))
      .where(
        and(
          eq(rentLedgerCharges.ownerId, ownerId),
          inArray(rentLedgerCharges.kind, ['rent', 'late_fee', 'deposit']),
          between(rentLedgerCharges.dueOn, period.from, period.to),
          gt(rentLedgerCharges.paidCents, 0),
          propertyId ? eq(leases.propertyId, propertyId) : undefined,
        ),
      )
      .groupBy(
        groupingSets([
          groups.property !== false && sql`(${currency}, ${kind}, ${leases.propertyId})`,
          groups.month && sql`(${currency}, ${kind}, ${month})`,
        ]),
      );
  }

  private async expenseRows(
    ownerId: string,
    period: BooksPeriod,
    groups: Groups,
  ): Promise<ExpenseRow[]> {
    const propertyId = this.propertyFilter(period.propertyId);
    if (propertyId === null || period.to < period.from) return [];
    const { currency, category, propertyId: property } = expenses;
    const month = monthStart(expenses.spentOn);
    const financing = inArray(category, [...financingCategories]);
    return this.db
      .select({
        currency,
        propertyId: groups.property ? sql<string | null>`${property}` : sql<null>`null`,
        month: monthText(groups, month),
        // Null on the rows of a property's totals, which are not grouped by it.
        category: sql<ExpenseCategory | null>`case when grouping(${category}) = 0 then ${category} end`,
        cents: sumCents(sql`${expenses.amountCents}`),
        operatingCents:
          sql<number>`coalesce(sum(${expenses.amountCents}) filter (where not ${financing}), 0)::float8`.mapWith(
            Number,
          ),
      })
      .from(expenses)
      .where(
        and(
          eq(expenses.ownerId, ownerId),
          isNull(expenses.deletedAt),
          between(expenses.spentOn, period.from, period.to),
          propertyId ? eq(expenses.propertyId, propertyId) : undefined,
        ),
      )
      .groupBy(
        groupingSets([
          groups.property === 'totals' && sql`(${currency}, ${property})`,
          groups.property === 'lines' && sql`(${currency}, ${category}, ${property})`,
          groups.month && sql`(${currency}, ${category}, ${month})`,
        ]),
      );
  }

  /**
   * The period's income and expenses, grouped as asked. Income counts the charges due by today. A
   * year from its first day is read from the sums the database keeps (migration 0094), less what
   * they hold after the period; any other period, and one property's, from its rows.
   */
  private async rows(ownerId: string, period: BooksPeriod, groups: Groups): Promise<BookRows> {
    const dueUntil = earlier(period.to, this.today());
    const year = keptYearOf(period, this.today());
    if (year === null) {
      const [income, spent] = await Promise.all([
        this.incomeRows(ownerId, { ...period, to: dueUntil }, groups),
        this.expenseRows(ownerId, period, groups),
      ]);
      return { income, spent };
    }
    const yearEnd = `${year}-12-31`;
    return this.db.transaction(
      async (transaction) => {
        const books = this.through(transaction);
        const kept = await books.keptRows(ownerId, year, groups);
        const incomeAfter = await books.incomeRows(
          ownerId,
          { from: later(addDays(dueUntil, 1), period.from), to: yearEnd },
          groups,
        );
        const spentAfter = await books.expenseRows(
          ownerId,
          { from: addDays(period.to, 1), to: yearEnd },
          groups,
        );
        return {
          income: less(kept.income, incomeAfter, incomeKey),
          spent: less(kept.spent, spentAfter, expenseKey),
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * A year's kept sums in the rows' shapes: a property's by line (a property's expenses summed
   * whole for `totals`), the portfolio's by month and line.
   */
  private async keptRows(ownerId: string, year: number, groups: Groups): Promise<BookRows> {
    const income: IncomeRow[] = [];
    const spent: ExpenseRow[] = [];
    if (groups.property !== false) {
      const rows = await this.db
        .select()
        .from(bookYearSums)
        .where(and(eq(bookYearSums.ownerId, ownerId), eq(bookYearSums.year, year)));
      for (const row of rows) {
        const { propertyId, currency } = row;
        for (const kind of incomeLines) {
          const cents = row[kind];
          if (cents !== 0) income.push({ currency, propertyId, month: null, kind, cents });
        }
        let expenseCents = 0;
        let operatingCents = 0;
        for (const category of expenseCategories) {
          const cents = row[category];
          if (cents === 0) continue;
          const operating = operatingPart(category, cents);
          if (groups.property === 'lines') {
            const sums = { cents, operatingCents: operating };
            spent.push({ currency, propertyId, month: null, category, ...sums });
          }
          expenseCents += cents;
          operatingCents += operating;
        }
        // For `totals`, a property's expenses are one row, its category null.
        if (groups.property === 'totals' && expenseCents !== 0) {
          const totals = { cents: expenseCents, operatingCents };
          spent.push({ currency, propertyId, month: null, category: null, ...totals });
        }
      }
    }
    if (groups.month) {
      const rows = await this.db
        .select({
          currency: bookMonthSums.currency,
          month: sql<string>`to_char(${bookMonthSums.month}, 'YYYY-MM')`,
          line: bookMonthSums.line,
          cents: bookMonthSums.cents,
        })
        .from(bookMonthSums)
        .where(
          and(
            eq(bookMonthSums.ownerId, ownerId),
            between(bookMonthSums.month, `${year}-01-01`, `${year}-12-01`),
            sql`${bookMonthSums.cents} <> 0`,
          ),
        );
      for (const { line, ...row } of rows) {
        if (isIncome(line)) income.push({ ...row, propertyId: null, kind: line });
        else
          spent.push({
            ...row,
            propertyId: null,
            category: line as ExpenseCategory,
            operatingCents: operatingPart(line, row.cents),
          });
      }
    }
    return { income, spent };
  }

  /**
   * The names and addresses of the owner's properties (or of the one the books are of), by id: one
   * read beside the sums, which are grouped by id (a list of every property's id would be one
   * parameter a property, ten thousand at 10,000 properties).
   */
  private async propertiesOf(
    ownerId: string,
    period: BooksPeriod,
  ): Promise<Map<string, { name: string; address: string }>> {
    const propertyId = this.propertyFilter(period.propertyId);
    if (propertyId === null) return new Map();
    const rows = await this.db
      .select({
        id: properties.id,
        name: properties.name,
        address: sql<string>`concat_ws(', ', ${properties.address}, ${properties.city}, ${properties.state})`,
      })
      .from(properties)
      .where(
        and(
          eq(properties.ownerId, ownerId),
          propertyId ? eq(properties.id, propertyId) : undefined,
        ),
      );
    return new Map(rows.map(({ id, ...property }) => [id, property]));
  }

  /** The owner's main currency, for books with nothing in them yet. */
  private async mainCurrency(ownerId: string) {
    const [main] = await this.db
      .select({ currency: properties.currency })
      .from(properties)
      .where(eq(properties.ownerId, ownerId))
      .groupBy(properties.currency)
      .orderBy(sql`count(*) desc`, properties.currency)
      .limit(1);
    return main?.currency ?? 'USD';
  }

  /**
   * The totals and months of the whole selection, and one page of its rows per property: the
   * database sums every property (one grouping set), the page is cut from the sorted rows.
   */
  async summary(
    ownerId: string,
    period: BooksPeriod,
    page: PropertyPage = firstPage,
  ): Promise<BooksSummary> {
    if (period.from > period.to) throw badRequest('The period must end after it starts');
    const months = monthsOf(period.from, period.to);
    const byProperty = period.byProperty ?? true;
    const groups: Groups = { property: byProperty && 'totals', month: true };
    const [{ income, spent }, named] = await Promise.all([
      this.rows(ownerId, period, groups),
      byProperty ? this.propertiesOf(ownerId, period) : new Map<string, { name: string }>(),
    ]);
    const currencies = [...new Set([...income, ...spent].map((row) => row.currency))].sort();
    if (currencies.length === 0) currencies.push(await this.mainCurrency(ownerId));
    const books = currencies.map((currency) =>
      booksInCurrency(
        currency,
        months,
        income.filter((row) => row.currency === currency),
        spent.filter((row) => row.currency === currency),
        named,
        page,
      ),
    );
    const more = books.some((book) => book.propertyCount > page.page * page.limit);
    return {
      from: period.from,
      to: period.to,
      propertyId: period.propertyId || null,
      currencies: books,
      ...page,
      nextPage: more ? page.page + 1 : null,
    };
  }

  /** Each property's year by Schedule E line: the properties with income or expenses in it. */
  async scheduleE(
    ownerId: string,
    year: number,
    propertyId?: string,
  ): Promise<ScheduleEProperty[]> {
    const period = { from: `${year}-01-01`, to: `${year}-12-31`, propertyId };
    const groups: Groups = { property: 'lines', month: false };
    const [{ income, spent }, named] = await Promise.all([
      this.rows(ownerId, period, groups),
      this.propertiesOf(ownerId, period),
    ]);
    const byKey = new Map<string, ScheduleEProperty>();
    const entryOf = (propertyId: string, currency: string) => {
      const key = `${propertyId}|${currency}`;
      let entry = byKey.get(key);
      if (!entry) {
        entry = {
          propertyId,
          propertyName: named.get(propertyId)?.name ?? '',
          address: named.get(propertyId)?.address ?? '',
          currency,
          rentCents: 0,
          lateFeeCents: 0,
          expenseCents: Object.fromEntries(expenseCategories.map((c) => [c, 0])) as Record<
            ExpenseCategory,
            number
          >,
        };
        byKey.set(key, entry);
      }
      return entry;
    };
    for (const { propertyId, currency, kind, cents } of income) {
      if (propertyId === null) continue;
      if (kind === 'rent') entryOf(propertyId, currency).rentCents += cents;
      if (kind === 'late_fee') entryOf(propertyId, currency).lateFeeCents += cents;
    }
    for (const { propertyId, currency, category, cents } of spent) {
      if (propertyId !== null && category !== null)
        entryOf(propertyId, currency).expenseCents[category] += cents;
    }
    return [...byKey.values()].sort(
      (a, b) => byName(a.propertyName, b.propertyName) || byName(a.currency, b.currency),
    );
  }

  /** Refuses a period the books cannot be read for (400), before anything is sent. */
  checkPeriod(period: BooksPeriod) {
    if (period.from > period.to) throw badRequest('The period must end after it starts');
    monthsOf(period.from, period.to);
  }

  /**
   * Every income and expense of the period, oldest first, as an accountant's import reads it: a
   * month at a time, so that a portfolio's year is never held in memory at once (each month is
   * one range of the owner's ledger and expenses, migration 0091).
   */
  async *transactionsByMonth(
    ownerId: string,
    period: BooksPeriod,
  ): AsyncGenerator<BookTransaction[]> {
    this.checkPeriod(period);
    for (const month of monthsOf(period.from, period.to)) {
      const first = `${month}-01`;
      const last = lastDayOf(month);
      yield await this.transactions(ownerId, {
        ...period,
        from: first < period.from ? period.from : first,
        to: last > period.to ? period.to : last,
      });
    }
  }

  /** Every income and expense of the period, oldest first, as an accountant's import reads it. */
  async transactions(ownerId: string, period: BooksPeriod): Promise<BookTransaction[]> {
    this.checkPeriod(period);
    const propertyId = this.propertyFilter(period.propertyId);
    if (propertyId === null) return [];
    const until = period.to < this.today() ? period.to : this.today();
    const tenantNames = sql<string>`coalesce((
      select string_agg(t.name, ', ' order by t.position) from ${tenants} t
      where t.lease_id = ${leases.id}), '')`;
    const [charges, spent] = await Promise.all([
      until < period.from
        ? []
        : this.db
            .select({
              dueOn: rentLedgerCharges.dueOn,
              rentDueOn: rentLedgerCharges.rentDueOn,
              kind: rentLedgerCharges.kind,
              cents: rentLedgerCharges.paidCents,
              currency: rentLedgerCharges.currency,
              propertyName: properties.name,
              tenantNames,
            })
            .from(rentLedgerCharges)
            .innerJoin(leases, eq(leases.id, rentLedgerCharges.leaseId))
            .innerJoin(properties, eq(properties.id, leases.propertyId))
            .where(
              and(
                eq(rentLedgerCharges.ownerId, ownerId),
                inArray(rentLedgerCharges.kind, ['rent', 'late_fee']),
                between(rentLedgerCharges.dueOn, period.from, until),
                gt(rentLedgerCharges.paidCents, 0),
                propertyId ? eq(leases.propertyId, propertyId) : undefined,
              ),
            )
            .orderBy(asc(rentLedgerCharges.dueOn), asc(leases.position)),
      this.db
        .select({
          spentOn: expenses.spentOn,
          cents: expenses.amountCents,
          currency: expenses.currency,
          category: expenses.category,
          subCategory: expenses.subCategory,
          payee: expenses.payee,
          note: expenses.note,
          unit: expenses.unit,
          receiptName: expenses.receiptName,
          propertyName: properties.name,
        })
        .from(expenses)
        .innerJoin(properties, eq(properties.id, expenses.propertyId))
        .where(
          and(
            eq(expenses.ownerId, ownerId),
            isNull(expenses.deletedAt),
            between(expenses.spentOn, period.from, period.to),
            propertyId ? eq(expenses.propertyId, propertyId) : undefined,
          ),
        )
        .orderBy(asc(expenses.spentOn), asc(expenses.position)),
    ]);
    const income = charges.map((charge): BookTransaction => ({
      date: charge.dueOn,
      description:
        charge.kind === 'rent'
          ? rentLabel(charge.rentDueOn ?? charge.dueOn)
          : lateFeeLabel(charge.rentDueOn ?? charge.dueOn),
      cents: Number(charge.cents),
      currency: charge.currency,
      category: charge.kind === 'rent' ? 'Rents received' : 'Rents received (late fees)',
      propertyName: charge.propertyName,
      payee: charge.tenantNames,
      receiptName: '',
    }));
    const outgoing = spent.map((row): BookTransaction => ({
      date: row.spentOn,
      description: [row.note || row.payee, row.unit ? `unit ${row.unit}` : '']
        .filter(Boolean)
        .join(', '),
      cents: -Number(row.cents),
      currency: row.currency,
      category: categoryName(row.category, row.subCategory),
      propertyName: row.propertyName,
      payee: row.payee,
      receiptName: row.receiptName ?? '',
    }));
    return [...income, ...outgoing].sort((a, b) => a.date.localeCompare(b.date));
  }
}

/** "Repairs" or "Repairs: Plumbing". */
export const categoryName = (category: ExpenseCategory, subCategory: string | null) =>
  subCategory
    ? `${scheduleELines[category].label}: ${subCategory}`
    : scheduleELines[category].label;

const byName = new Intl.Collator('en').compare;

/** Running sums in cents, by key. */
class Sums<Key> extends Map<Key, number> {
  add(key: Key, cents: number) {
    this.set(key, (this.get(key) ?? 0) + cents);
  }
  of(key: Key) {
    return this.get(key) ?? 0;
  }
}

type PropertyBooks = BooksInCurrency['properties'][number];

/** The order of the rows per property: the sort asked for, then name and id, so pages never overlap. */
function propertyOrder(sort: BooksPropertySort) {
  const byNameAndId = (a: PropertyBooks, b: PropertyBooks) =>
    byName(a.propertyName, b.propertyName) || (a.propertyId < b.propertyId ? -1 : 1);
  const descending = sort.startsWith('-');
  const sign = descending ? -1 : 1;
  if (sort.endsWith('name'))
    return (a: PropertyBooks, b: PropertyBooks) => sign * byNameAndId(a, b);
  return (a: PropertyBooks, b: PropertyBooks) =>
    sign * (a.netOperatingIncome - b.netOperatingIncome) || byNameAndId(a, b);
}

/** One currency's books, read from the rows in one pass each (the rows grow with the portfolio). */
function booksInCurrency(
  currency: string,
  months: string[],
  income: IncomeRow[],
  spent: ExpenseRow[],
  named: Map<string, { name: string }>,
  page: PropertyPage,
): BooksInCurrency {
  const byKind = new Sums<IncomeRow['kind']>();
  const byCategory = new Sums<ExpenseCategory>();
  const byMonth = { income: new Sums<string>(), expenses: new Sums<string>() };
  const byProperty = {
    income: new Sums<string>(),
    deposits: new Sums<string>(),
    expenses: new Sums<string>(),
    operating: new Sums<string>(),
  };
  const nameOf = new Map<string, string>();
  // The totals are read from the months' rows, which hold everything; the properties' rows, when
  // asked for, give each property's own.
  for (const { propertyId, month, kind, cents } of income) {
    if (month !== null) {
      byKind.add(kind, cents);
      if (kind !== 'deposit') byMonth.income.add(month, cents);
    } else if (propertyId !== null) {
      nameOf.set(propertyId, named.get(propertyId)?.name ?? '');
      byProperty[kind === 'deposit' ? 'deposits' : 'income'].add(propertyId, cents);
    }
  }
  let operatingCents = 0;
  for (const row of spent) {
    if (row.month !== null && row.category !== null) {
      byCategory.add(row.category, row.cents);
      byMonth.expenses.add(row.month, row.cents);
      operatingCents += row.operatingCents;
    } else if (row.propertyId !== null) {
      nameOf.set(row.propertyId, named.get(row.propertyId)?.name ?? '');
      byProperty.expenses.add(row.propertyId, row.cents);
      byProperty.operating.add(row.propertyId, row.operatingCents);
    }
  }
  const rentCents = byKind.of('rent');
  const lateFeeCents = byKind.of('late_fee');
  const expenseCents = [...byCategory.values()].reduce((sum, cents) => sum + cents, 0);
  const properties = [...nameOf]
    .map(([propertyId, propertyName]): PropertyBooks => ({
      propertyId,
      propertyName,
      income: toDollars(byProperty.income.of(propertyId)),
      depositsCollected: toDollars(byProperty.deposits.of(propertyId)),
      expenses: toDollars(byProperty.expenses.of(propertyId)),
      netOperatingIncome: toDollars(
        byProperty.income.of(propertyId) - byProperty.operating.of(propertyId),
      ),
    }))
    .sort(propertyOrder(page.sort));
  const start = (page.page - 1) * page.limit;
  return {
    currency,
    income: {
      rent: toDollars(rentCents),
      lateFees: toDollars(lateFeeCents),
      total: toDollars(rentCents + lateFeeCents),
    },
    depositsCollected: toDollars(byKind.of('deposit')),
    expenses: expenseCategories
      .filter((category) => byCategory.of(category) > 0)
      .map((category) => ({ category, amount: toDollars(byCategory.of(category)) })),
    expensesTotal: toDollars(expenseCents),
    operatingExpenses: toDollars(operatingCents),
    netOperatingIncome: toDollars(rentCents + lateFeeCents - operatingCents),
    months: months.map((month) => ({
      month,
      income: toDollars(byMonth.income.of(month)),
      expenses: toDollars(byMonth.expenses.of(month)),
    })),
    propertyCount: properties.length,
    properties: properties.slice(start, start + page.limit),
  };
}
