import { Suspense, lazy, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSearchParams } from 'react-router-dom';
import { useGetPropertiesQuery } from 'shared-api';
import type {
  BooksInCurrency,
  BooksPeriodKind,
  BooksPropertySort,
  BooksSummary,
  Expense,
  RecurringExpense,
  Vendor,
} from 'shared-api/contract';
import { scheduleELines } from 'shared-api/contract/expense-categories';
import { currencyName, formatMoney } from 'shared-api/contract/format-money';
import {
  Button,
  Card,
  DateInput,
  deferred,
  EmptyState,
  FigureCards,
  PageHeading,
  Select,
  SkeletonCards,
  Table,
  toast,
} from 'shared-ui';
import styled from 'styled-components';
import { LoadMore } from '../../components/load-more';
import { formatMoment } from '../../components/dates';
import { PropertyPicker } from '../../components/property-picker';
import { matchesShown } from '../../components/search-picker';
import { useInView } from '../../components/use-in-view';
import {
  useDeleteExpenseMutation,
  useDownloadBooksFileMutation,
  useDownloadReceiptMutation,
  useGetBooksPagesInfiniteQuery,
  useGetExpenseCategoriesQuery,
  useGetExpenseQuery,
  useGetExpensesQuery,
  useGetRecurringExpensesQuery,
  useGetVendorsQuery,
  useStopRecurringExpenseMutation,
} from './api';
import { type PeriodChoice, periodDays, periodOfToday } from './period';

// The form (with the form and schema libraries) loads when the owner asks for it.
const ExpenseForm = deferred(() => import('./expense-form').then((module) => module.ExpenseForm));

const VendorForm = deferred(() =>
  import('../../components/vendor-form').then((module) => module.VendorForm),
);

// The chart library is large: it loads with this page only, once the chart comes into view.
const MonthlyBarsChart = lazy(() => import('../../components/monthly-bars-chart'));

const incomeAndExpenses = [
  { name: 'Income', color: 'brand' },
  { name: 'Expenses', color: 'textMuted' },
] as const;

const ChartSpace = styled.div`
  min-height: 260px;
`;

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
  align-items: end;
`;

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const CurrencyHeading = styled.h2`
  margin: 0 0 -8px;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 24px;
`;

const periodKinds: { value: BooksPeriodKind; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'year', label: 'Year' },
  { value: 'custom', label: 'Custom' },
];

const monthNames = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2026, index, 1)).toLocaleDateString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  }),
);

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function PeriodFilters({
  choice,
  onChange,
  propertyId,
  onProperty,
}: {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  propertyId: string;
  onProperty: (propertyId: string) => void;
}) {
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: 8 }, (_, index) => thisYear - index);
  return (
    <Filters role="group" aria-label="Period and property">
      <Select
        label="Period"
        options={periodKinds}
        value={choice.kind}
        onChange={(event) => onChange({ ...choice, kind: event.target.value as BooksPeriodKind })}
      />
      {choice.kind !== 'custom' && (
        <Select
          label="Year"
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
          value={String(choice.year)}
          onChange={(event) => onChange({ ...choice, year: Number(event.target.value) })}
        />
      )}
      {choice.kind === 'month' && (
        <Select
          label="Month"
          options={monthNames.map((name, index) => ({ value: String(index + 1), label: name }))}
          value={String(choice.month)}
          onChange={(event) => onChange({ ...choice, month: Number(event.target.value) })}
        />
      )}
      {choice.kind === 'quarter' && (
        <Select
          label="Quarter"
          options={[1, 2, 3, 4].map((quarter) => ({
            value: String(quarter),
            label: `Q${quarter}`,
          }))}
          value={String(choice.quarter)}
          onChange={(event) => onChange({ ...choice, quarter: Number(event.target.value) })}
        />
      )}
      {choice.kind === 'custom' && (
        <>
          <DateInput
            label="From"
            value={choice.from}
            onChange={(event) => onChange({ ...choice, from: event.target.value })}
          />
          <DateInput
            label="To"
            value={choice.to}
            onChange={(event) => onChange({ ...choice, to: event.target.value })}
          />
        </>
      )}
      <PropertyPicker value={propertyId} onChange={onProperty} />
    </Filters>
  );
}

function MonthsChart({ books, named }: { books: BooksInCurrency; named: string | null }) {
  const space = useRef<HTMLDivElement>(null);
  const inView = useInView(space);
  const money = (amount: number) => formatMoney(amount, books.currency);
  return (
    <Card title={`Income and expenses by month${named ? `, ${named}` : ''}`} titleAs="h3">
      {/* The figures below stay readable even if the chart cannot be drawn. */}
      <ErrorBoundary fallback={<p>The chart could not be drawn; the figures are below.</p>}>
        <ChartSpace ref={space}>
          {inView && (
            <Suspense fallback={<p>Loading the chart…</p>}>
              <MonthlyBarsChart
                months={books.months.map((month) => ({
                  month: month.month,
                  amounts: [month.income, month.expenses],
                }))}
                currency={books.currency}
                series={incomeAndExpenses}
                label="Income and expenses per month"
                barClassName="income-expenses-bar"
              />
            </Suspense>
          )}
        </ChartSpace>
      </ErrorBoundary>
      <details>
        <summary>Figures by month</summary>
        <Table
          caption={`Income and expenses per month${named ? `, ${named}` : ''}`}
          columns={[
            { key: 'month', header: 'Month', rowHeader: true, cell: (row) => monthName(row.month) },
            { key: 'income', header: 'Income', align: 'end', cell: (row) => money(row.income) },
            {
              key: 'expenses',
              header: 'Expenses',
              align: 'end',
              cell: (row) => money(row.expenses),
            },
          ]}
          rows={books.months}
          rowKey={(row) => row.month}
          emptyText="No months"
        />
      </details>
    </Card>
  );
}

const propertySorts: { value: BooksPropertySort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: '-noi', label: 'NOI, highest first' },
  { value: 'noi', label: 'NOI, lowest first' },
];

const ByPropertyHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
`;

const Shown = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The rows per property loaded so far, and the way to the next page while there is one. */
interface PropertyRows {
  rows: BooksInCurrency['properties'];
  sort: BooksPropertySort;
  onSort: (sort: BooksPropertySort) => void;
  /** Absent on the last page. */
  onMore?: () => void;
  loadingMore: boolean;
  failedMore: boolean;
}

/** One currency's books: amounts in different currencies are never added together. */
function CurrencyBooks({
  books,
  several,
  byProperty,
}: {
  books: BooksInCurrency;
  several: boolean;
  byProperty: PropertyRows;
}) {
  const named = several ? currencyName(books.currency) : null;
  const money = (amount: number) => formatMoney(amount, books.currency);
  return (
    <>
      {named && <CurrencyHeading>{named}</CurrencyHeading>}
      <FigureCards
        label={named ? `Books, ${named}` : 'Books'}
        items={[
          ['Income', money(books.income.total)],
          ['Operating expenses', money(books.operatingExpenses)],
          ['Net operating income', money(books.netOperatingIncome)],
          ['Deposits held', money(books.depositsCollected)],
        ]}
      />
      <MonthsChart books={books} named={named} />
      <Columns>
        <Card title="Income and expenses" titleAs="h3">
          <Table
            caption={`Income and expenses by category${named ? `, ${named}` : ''}`}
            hideCaption
            columns={[
              { key: 'line', header: 'Line', cell: (row) => row.line },
              { key: 'label', header: 'Category', rowHeader: true, cell: (row) => row.label },
              { key: 'amount', header: 'Amount', align: 'end', cell: (row) => money(row.amount) },
            ]}
            rows={[
              { line: '3', label: 'Rent', amount: books.income.rent },
              { line: '3', label: 'Late fees', amount: books.income.lateFees },
              ...books.expenses.map((row) => ({
                line: String(scheduleELines[row.category].line),
                label: scheduleELines[row.category].label,
                amount: -row.amount,
              })),
              {
                line: '',
                label: 'Net operating income (interest left out)',
                amount: books.netOperatingIncome,
              },
            ]}
            rowKey={(row) => `${row.line}-${row.label}`}
            emptyText="Nothing recorded"
          />
        </Card>
        <Card title="By property" titleAs="h3">
          <ByPropertyHeader>
            <Shown role="status">
              {byProperty.rows.length < books.propertyCount
                ? `${byProperty.rows.length} of ${books.propertyCount} properties`
                : `${books.propertyCount} ${books.propertyCount === 1 ? 'property' : 'properties'}`}
            </Shown>
            <Select
              label={`Order${named ? `, ${named}` : ''}`}
              options={propertySorts}
              value={byProperty.sort}
              onChange={(event) => byProperty.onSort(event.target.value as BooksPropertySort)}
            />
          </ByPropertyHeader>
          <Table
            caption={`Books by property${named ? `, ${named}` : ''}`}
            hideCaption
            columns={[
              {
                key: 'property',
                header: 'Property',
                rowHeader: true,
                cell: (row) => row.propertyName,
              },
              { key: 'income', header: 'Income', align: 'end', cell: (row) => money(row.income) },
              {
                key: 'expenses',
                header: 'Expenses',
                align: 'end',
                cell: (row) => money(row.expenses),
              },
              {
                key: 'noi',
                header: 'NOI',
                align: 'end',
                cell: (row) => money(row.netOperatingIncome),
              },
            ]}
            rows={byProperty.rows}
            rowKey={(row) => row.propertyId}
            emptyText="Nothing recorded in this period"
          />
          {(byProperty.onMore || byProperty.failedMore) && (
            <LoadMore
              loading={byProperty.loadingMore}
              failed={byProperty.failedMore}
              onMore={byProperty.onMore ?? (() => undefined)}
            />
          )}
        </Card>
      </Columns>
    </>
  );
}

/**
 * The expense an address names (`/books?expense=<id>`, where a filed statement line or a
 * request's recorded cost links to), open in the form with its history.
 */
function LinkedExpense({ expenseId, onClose }: { expenseId: string; onClose: () => void }) {
  const expense = useGetExpenseQuery(expenseId);
  if (expense.isError) {
    return (
      <Card title="Expense" titleAs="h2">
        <p role="alert">This expense could not be found: it may have been deleted.</p>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Card>
    );
  }
  if (!expense.data) return <SkeletonCards count={1} label="Loading the expense" />;
  if (expense.data.deletedAt) {
    return (
      <Card title="Expense" titleAs="h2">
        <p role="alert">This expense was deleted {formatMoment(expense.data.deletedAt)}.</p>
        <DeletedExpenseHistory expense={expense.data} />
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </Card>
    );
  }
  return (
    <ExpenseForm
      key={expense.data.expenseId}
      categories={undefined}
      editing={expense.data}
      onDone={onClose}
    />
  );
}

function ExpenseList({ from, to, propertyId }: { from: string; to: string; propertyId: string }) {
  const [editing, setEditing] = useState<Expense | null>(null);
  const expenses = useGetExpensesQuery({ from, to, propertyId: propertyId || undefined });
  const [deleteExpense] = useDeleteExpenseMutation();
  const [downloadReceipt] = useDownloadReceiptMutation();
  const rows = expenses.data?.data ?? [];
  async function remove(expense: Expense) {
    const answer = await deleteExpense(expense.expenseId);
    if (!answer.error) toast.success('Expense deleted');
  }
  return (
    <>
      {editing && (
        <ExpenseForm
          key={editing.expenseId}
          categories={undefined}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      )}
      <Card title="Expenses" titleAs="h2">
        <Table
          caption="Expenses in the period"
          hideCaption
          columns={[
            { key: 'date', header: 'Date', cell: (row: Expense) => row.date },
            {
              key: 'payee',
              header: 'Payee',
              rowHeader: true,
              cell: (row) => row.payee,
            },
            { key: 'property', header: 'Property', cell: (row) => row.propertyName },
            {
              key: 'category',
              header: 'Category',
              cell: (row) =>
                `${scheduleELines[row.category].label}${row.subCategory ? `: ${row.subCategory}` : ''}`,
            },
            {
              key: 'amount',
              header: 'Amount',
              align: 'end',
              cell: (row) => formatMoney(row.amount, row.currency),
            },
            {
              key: 'receipt',
              header: 'Receipt',
              cell: (row) =>
                row.receipt ? (
                  <Button
                    variant="ghost"
                    onClick={() => downloadReceipt(row)}
                    aria-label={`Download the receipt of ${row.payee}, ${row.date}`}
                  >
                    {row.receipt.fileName}
                  </Button>
                ) : (
                  '—'
                ),
            },
            {
              key: 'actions',
              header: 'Actions',
              cell: (row) => (
                <>
                  <Button
                    variant="ghost"
                    onClick={() => setEditing(row)}
                    aria-label={`Edit the expense of ${row.payee}, ${row.date}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => remove(row)}
                    aria-label={`Delete the expense of ${row.payee}, ${row.date}`}
                  >
                    Delete
                  </Button>
                </>
              ),
            },
          ]}
          rows={rows}
          rowKey={(row) => row.expenseId}
          emptyText={expenses.isLoading ? 'Loading expenses…' : 'No expenses in this period'}
        />
      </Card>
    </>
  );
}

const changeNames = {
  created: 'Recorded',
  edited: 'Changed',
  receipt: 'Receipt attached',
  deleted: 'Deleted',
};

/** A deleted expense's history, each change with the expense as it stood after it. */
function DeletedExpenseHistory({ expense }: { expense: Expense }) {
  const detail = useGetExpenseQuery(expense.expenseId);
  const title = `History of the expense of ${expense.payee}, ${expense.date}`;
  if (detail.isError) return <p role="alert">The history could not be read.</p>;
  if (!detail.data) return <p>Loading the history…</p>;
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <ol>
        {detail.data.history.map((change) => (
          <li key={`${change.change}-${change.changedAt}`}>
            {changeNames[change.change]} {formatMoment(change.changedAt)}: {change.date},{' '}
            {change.payee}, {formatMoney(change.amount, change.currency)},{' '}
            {scheduleELines[change.category].label}
            {change.receiptName ? `, receipt ${change.receiptName}` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The period's deleted expenses, out of the books but kept with their history: read when the
 * owner asks, each with when it was deleted and its history.
 */
function DeletedExpenses({
  from,
  to,
  propertyId,
}: {
  from: string;
  to: string;
  propertyId: string;
}) {
  const [shown, setShown] = useState(false);
  const [reading, setReading] = useState<Expense | null>(null);
  const deleted = useGetExpensesQuery(
    { from, to, propertyId: propertyId || undefined, deleted: 'true' },
    { skip: !shown },
  );
  return (
    <Card title="Deleted expenses" titleAs="h2">
      {!shown ? (
        <Button variant="secondary" onClick={() => setShown(true)}>
          Show deleted expenses
        </Button>
      ) : (
        <Table
          caption="Deleted expenses in the period"
          hideCaption
          columns={[
            { key: 'date', header: 'Date', cell: (row: Expense) => row.date },
            { key: 'payee', header: 'Payee', rowHeader: true, cell: (row) => row.payee },
            { key: 'property', header: 'Property', cell: (row) => row.propertyName },
            {
              key: 'amount',
              header: 'Amount',
              align: 'end',
              cell: (row) => formatMoney(row.amount, row.currency),
            },
            {
              key: 'deleted',
              header: 'Deleted',
              cell: (row) => (row.deletedAt ? formatMoment(row.deletedAt) : '—'),
            },
            {
              key: 'history',
              header: 'History',
              cell: (row) => (
                <Button
                  variant="ghost"
                  onClick={() => setReading(row)}
                  aria-label={`History of the expense of ${row.payee}, ${row.date}`}
                >
                  History
                </Button>
              ),
            },
          ]}
          rows={deleted.data?.data ?? []}
          rowKey={(row) => row.expenseId}
          emptyText={
            deleted.isLoading ? 'Loading deleted expenses…' : 'No deleted expenses in this period'
          }
        />
      )}
      {reading && <DeletedExpenseHistory key={reading.expenseId} expense={reading} />}
    </Card>
  );
}

/** Who does the work: the owner's vendors, and a form to add one when asked. */
function VendorsCard() {
  const vendors = useGetVendorsQuery();
  const [adding, setAdding] = useState(false);
  return (
    <Card
      title="Vendors"
      titleAs="h2"
      action={
        adding ? null : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add a vendor
          </Button>
        )
      }
    >
      <Table
        caption="Vendors"
        hideCaption
        columns={[
          { key: 'name', header: 'Name', rowHeader: true, cell: (row: Vendor) => row.name },
          { key: 'trade', header: 'Trade', cell: (row) => row.trade || '—' },
          { key: 'phone', header: 'Phone', cell: (row) => row.phone || '—' },
          { key: 'email', header: 'Email', cell: (row) => row.email || '—' },
        ]}
        rows={vendors.data ?? []}
        rowKey={(row) => row.vendorId}
        emptyText={vendors.isLoading ? 'Loading vendors…' : 'No vendors yet'}
      />
      {adding && <VendorForm onAdded={() => setAdding(false)} />}
    </Card>
  );
}

const everyName = { month: 'Every month', quarter: 'Every quarter', year: 'Every year' };

/** The running recurring expenses, shown once there is one. */
function RecurringList() {
  const recurring = useGetRecurringExpensesQuery();
  const [stop] = useStopRecurringExpenseMutation();
  if (!recurring.data?.length) return null;
  async function stopIt(recurrence: RecurringExpense) {
    const answer = await stop(recurrence.recurringExpenseId);
    if (!answer.error) toast.success('Recurring expense stopped');
  }
  return (
    <Card title="Recurring expenses" titleAs="h2">
      <Table
        caption="Recurring expenses"
        hideCaption
        columns={[
          {
            key: 'payee',
            header: 'Payee',
            rowHeader: true,
            cell: (row: RecurringExpense) => row.payee,
          },
          { key: 'property', header: 'Property', cell: (row) => row.propertyName },
          { key: 'every', header: 'Repeats', cell: (row) => everyName[row.every] },
          { key: 'since', header: 'Since', cell: (row) => row.startsOn },
          {
            key: 'amount',
            header: 'Amount',
            align: 'end',
            cell: (row) => formatMoney(row.amount, row.currency),
          },
          {
            key: 'actions',
            header: 'Actions',
            cell: (row) => (
              <Button
                variant="ghost"
                onClick={() => stopIt(row)}
                aria-label={`Stop the recurring expense of ${row.payee}`}
              >
                Stop
              </Button>
            ),
          },
        ]}
        rows={recurring.data}
        rowKey={(row) => row.recurringExpenseId}
        emptyText="No recurring expenses"
      />
    </Card>
  );
}

/** The owner's books: income from the rent ledger, expenses, NOI, exports and the expense form. */
export function BooksPage() {
  const [choice, setChoice] = useState<PeriodChoice>(() => periodOfToday());
  const [propertyId, setPropertyId] = useState('');
  const { from, to } = periodDays(choice);
  const validPeriod = Boolean(from && to && from <= to);
  const [sort, setSort] = useState<BooksPropertySort>('name');
  const [params, setParams] = useSearchParams();
  const linkedExpenseId = params.get('expense');
  const closeLinked = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('expense');
        return next;
      },
      { replace: true },
    );
  const summary = useGetBooksPagesInfiniteQuery(
    { from, to, propertyId: propertyId || undefined, sort },
    { skip: !validPeriod },
  );
  const pages: BooksSummary[] = summary.data?.pages ?? [];
  const first = pages[0];
  const rowsIn = (currency: string) =>
    pages.flatMap(
      (page) => page.currencies.find((books) => books.currency === currency)?.properties ?? [],
    );
  const { fetchNextPage } = summary;
  // The newest properties, as the form's property picker first offers them (one request for both):
  // whether there is any, and the one the form chooses at first.
  const properties = useGetPropertiesQuery({ limit: matchesShown });
  const [recording, setRecording] = useState(false);
  const categories = useGetExpenseCategoriesQuery(undefined, { skip: !recording });
  const [downloadFile, download] = useDownloadBooksFileMutation();
  const owned = properties.data?.data ?? [];
  const year = Number((choice.kind === 'custom' ? to : from).slice(0, 4)) || choice.year;
  const only = propertyId || undefined;

  return (
    <Stack>
      <PageHeading
        title="Books"
        description="Income from your tenants' rent, your expenses and net operating income, per property and for the portfolio."
      />
      {properties.data && owned.length === 0 ? (
        <EmptyState
          title="No properties yet"
          text="Add a property to record its expenses and read its books."
        />
      ) : (
        <>
          <PeriodFilters
            choice={choice}
            onChange={setChoice}
            propertyId={propertyId}
            onProperty={setPropertyId}
          />
          <Downloads>
            <Button
              variant="secondary"
              disabled={download.isLoading}
              onClick={() => downloadFile({ kind: 'schedule-e.pdf', year, propertyId: only })}
            >
              Download {year} summary (PDF)
            </Button>
            <Button
              variant="secondary"
              disabled={download.isLoading}
              onClick={() => downloadFile({ kind: 'schedule-e.csv', year, propertyId: only })}
            >
              Download {year} summary (CSV)
            </Button>
            <Button
              variant="secondary"
              disabled={download.isLoading || !validPeriod}
              onClick={() => downloadFile({ kind: 'transactions.csv', from, to, propertyId: only })}
            >
              Download transactions (CSV)
            </Button>
          </Downloads>
          {!validPeriod ? (
            <p role="alert">Choose a period that ends after it starts.</p>
          ) : first ? (
            first.currencies.map((books, _index, currencies) => (
              <CurrencyBooks
                key={books.currency}
                books={books}
                several={currencies.length > 1}
                byProperty={{
                  rows: rowsIn(books.currency),
                  sort,
                  onSort: setSort,
                  // Once in view the button presses itself: never twice for one page.
                  onMore: summary.hasNextPage
                    ? () => {
                        if (!summary.isFetching) void fetchNextPage();
                      }
                    : undefined,
                  loadingMore: summary.isFetchingNextPage,
                  failedMore: summary.isFetchNextPageError,
                }}
              />
            ))
          ) : (
            <SkeletonCards count={4} label="Loading the books" />
          )}
          {owned.length > 0 &&
            (recording ? (
              <ExpenseForm
                key={propertyId}
                categories={categories.data}
                propertyId={only ?? owned[0]?.propertyId}
              />
            ) : (
              <div>
                <Button onClick={() => setRecording(true)}>Record an expense</Button>
              </div>
            ))}
          {linkedExpenseId && (
            <LinkedExpense
              key={linkedExpenseId}
              expenseId={linkedExpenseId}
              onClose={closeLinked}
            />
          )}
          <RecurringList />
          {validPeriod && <ExpenseList from={from} to={to} propertyId={propertyId} />}
          {validPeriod && <DeletedExpenses from={from} to={to} propertyId={propertyId} />}
          <VendorsCard />
        </>
      )}
    </Stack>
  );
}
