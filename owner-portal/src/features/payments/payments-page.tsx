import { Suspense, lazy, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSearchParams } from 'react-router-dom';
import type { CurrencyFigures } from 'shared-api/contract';
import { currencyName, formatMoney } from 'shared-api/contract/format-money';
import {
  Card,
  DateInput,
  deferred,
  EmptyState,
  PageHeading,
  SkeletonCards,
  Table,
  Tabs,
} from 'shared-ui';
import styled from 'styled-components';
import { useInView } from '../../components/use-in-view';
import { useGetPaymentSummaryQuery } from './api';
import type { SummaryPeriod } from './api';
import { HistoryTab } from './history-tab';
import { SummaryCards } from './summary-cards';

// The two tabs with forms (and the form and schema libraries) load when one is first shown.
const BankDetailsTab = deferred(() =>
  import('./bank-details-tab').then((module) => module.BankDetailsTab),
);
const ReconciliationTab = deferred(() =>
  import('./reconciliation-tab').then((module) => module.ReconciliationTab),
);

// The chart library is large: it loads with this page only, once the chart comes into view.
const MonthlyBarsChart = lazy(() => import('../../components/monthly-bars-chart'));

const dueAndCollected = [
  { name: 'Due', color: 'textMuted' },
  { name: 'Collected', color: 'brand' },
] as const;

/** The chart's room, kept while its library loads so nothing below it moves. */
const ChartSpace = styled.div`
  min-height: 260px;
`;

const Stack = styled.div`
  display: grid;
  /* One column no wider than the screen: the history table scrolls inside its own box on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
`;

const Period = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  max-width: 420px;
  & > * {
    flex: 1;
  }
`;

const CurrencyHeading = styled.h2`
  margin: 0 0 -8px;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Figures = styled.details`
  margin-top: 12px;

  summary {
    cursor: pointer;
    margin-bottom: 8px;
  }
`;

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** `named`: the currency, said when the owner's properties are in more than one. */
function MonthsChart({ figures, named }: { figures: CurrencyFigures; named: string | null }) {
  const space = useRef<HTMLDivElement>(null);
  const inView = useInView(space);
  const money = (amount: number) => formatMoney(amount, figures.currency);
  return (
    <Card
      title={`Due and collected, last 12 months${named ? `, ${named}` : ''}`}
      titleAs={named ? 'h3' : 'h2'}
    >
      {/* The figures below stay readable even if the chart cannot be drawn. */}
      <ErrorBoundary fallback={<p>The chart could not be drawn; the figures are below.</p>}>
        <ChartSpace ref={space}>
          {inView && (
            <Suspense fallback={<p>Loading the chart…</p>}>
              <MonthlyBarsChart
                months={figures.months.map((month) => ({
                  month: month.month,
                  amounts: [month.due, month.collected],
                }))}
                currency={figures.currency}
                series={dueAndCollected}
                label="Rent due and money collected per month"
                barClassName="due-collected-bar"
              />
            </Suspense>
          )}
        </ChartSpace>
      </ErrorBoundary>
      <Figures>
        <summary>Figures by month</summary>
        <Table
          caption={`Due and collected per month${named ? `, ${named}` : ''}`}
          columns={[
            { key: 'month', header: 'Month', rowHeader: true, cell: (row) => monthName(row.month) },
            { key: 'due', header: 'Due', cell: (row) => money(row.due) },
            { key: 'collected', header: 'Collected', cell: (row) => money(row.collected) },
          ]}
          rows={figures.months}
          rowKey={(row) => row.month}
          emptyText="No months"
        />
      </Figures>
    </Card>
  );
}

/**
 * One currency's cards and chart; the currency is named when the owner has several, whose figures
 * are never added together.
 */
function CurrencySummary({ figures, several }: { figures: CurrencyFigures; several: boolean }) {
  const named = several ? currencyName(figures.currency) : null;
  return (
    <>
      {named && <CurrencyHeading>{named}</CurrencyHeading>}
      <SummaryCards
        figures={figures}
        label={named ? `Payment summary, ${named}` : 'Payment summary'}
      />
      <MonthsChart figures={figures} named={named} />
    </>
  );
}

/** The owner's rent collection: figures for a period, twelve months, and the three tabs. */
export function PaymentsPage() {
  const [period, setPeriod] = useState<SummaryPeriod>({});
  const summary = useGetPaymentSummaryQuery(period);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') ?? 'history';

  return (
    <Stack>
      <PageHeading
        title="Payments"
        description="Rent received, awaiting your confirmation and overdue, from your tenants' ledgers."
      />
      {summary.data && !summary.data.hasTenants ? (
        <EmptyState
          title="No tenants have been added yet"
          text="Once a tenant moves in, their rent and payments appear here."
        />
      ) : (
        <>
          <Period role="group" aria-label="Period">
            <DateInput
              label="From"
              value={period.from ?? summary.data?.from ?? ''}
              onChange={(event) => setPeriod({ ...period, from: event.target.value || undefined })}
            />
            <DateInput
              label="To"
              value={period.to ?? summary.data?.to ?? ''}
              onChange={(event) => setPeriod({ ...period, to: event.target.value || undefined })}
            />
          </Period>
          {summary.data ? (
            summary.data.currencies.map((figures, _index, currencies) => (
              <CurrencySummary
                key={figures.currency}
                figures={figures}
                several={currencies.length > 1}
              />
            ))
          ) : (
            <SkeletonCards count={4} label="Loading payment figures" />
          )}
        </>
      )}
      <Tabs
        label="Payments"
        value={tab}
        onValueChange={(chosen) => setSearchParams({ tab: chosen }, { replace: true })}
        tabs={[
          { value: 'methods', label: 'Payment methods', content: <BankDetailsTab /> },
          { value: 'history', label: 'History', content: <HistoryTab /> },
          { value: 'reconciliation', label: 'Reconciliation', content: <ReconciliationTab /> },
        ]}
      />
    </Stack>
  );
}
