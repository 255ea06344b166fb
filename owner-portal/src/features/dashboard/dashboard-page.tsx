import { Link } from 'react-router-dom';
import { selectSessionUser, useAppSelector, useGetOwnerQuery } from 'shared-api';
import type {
  BooksSummary,
  MoneyInCurrency,
  PendingActivities,
  PropertyMetrics,
} from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { Card, FigureCards, PageHeading, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { periodsToDate, useGetBooksSummaryQuery } from '../../components/books-api';
import { OpenRequestsLink } from '../maintenance/open-requests';
import { useGetPendingActivitiesQuery, useGetPropertyMetricsQuery } from './api';
import { dashboardTasks } from './api';
import { viewerLocale } from 'shared-api/contract/locale';

const list = new Intl.ListFormat('en-US', { type: 'conjunction' });
const percent = (rate: number) =>
  rate.toLocaleString(viewerLocale(), { style: 'percent', maximumFractionDigits: 0 });

/** Amounts in several currencies, each in its own, never added together: "£1,800.00 and $900.00". */
const amountsIn = (amounts: readonly MoneyInCurrency[]) =>
  amounts.length === 0
    ? '—'
    : list.format(amounts.map(({ amount, currency }) => formatMoney(amount, currency)));

const Figures = styled(FigureCards)`
  margin-bottom: 24px;
`;

const Tasks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
`;

/** Stands for a figure still loading, as tall as the figure's own line, so nothing moves after. */
const PendingFigure = styled.span`
  display: inline-block;
  width: 4em;
  height: 1em;
  vertical-align: middle;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const figureLabels = [
  'Properties',
  'On lease',
  'Units',
  'Tenants',
  'Occupancy',
  'Monthly income',
] as const;

/** The books' net operating income, in each currency the owner's properties use. */
const netOperatingIncome = (books: BooksSummary) =>
  amountsIn(
    books.currencies.map(({ currency, netOperatingIncome: amount }) => ({ currency, amount })),
  );

function figureValues(metrics: PropertyMetrics): Record<(typeof figureLabels)[number], string> {
  return {
    Properties: String(metrics.totalProperties),
    'On lease': String(metrics.totalOnLease),
    Units: String(metrics.totalUnits),
    Tenants: String(metrics.totalTenants),
    Occupancy: percent(metrics.occupancyRate),
    'Monthly income': amountsIn(metrics.incomeByCurrency),
  };
}

/** The six figures; while they load, the same cards with their labels, so the page does not shift. */
function PortfolioFigures({ metrics }: { metrics: PropertyMetrics | undefined }) {
  const values = metrics && figureValues(metrics);
  return (
    <>
      {!values && <VisuallyHidden role="status">Loading property metrics</VisuallyHidden>}
      <Figures
        label="Property metrics"
        busy={!values}
        items={figureLabels.map(
          (label) => [label, values ? values[label] : <PendingFigure />] as const,
        )}
      />
    </>
  );
}

/** Net operating income from the books, this month and this year, each up to today. */
function NetOperatingIncomeFigures() {
  const periods = periodsToDate();
  const month = useGetBooksSummaryQuery(periods.month);
  const year = useGetBooksSummaryQuery(periods.year);
  const figure = (books: typeof month) =>
    books.data ? netOperatingIncome(books.data) : books.isError ? '—' : <PendingFigure />;
  return (
    <Figures
      label="Net operating income"
      busy={month.isLoading || year.isLoading}
      items={[
        ['Net operating income this month', figure(month)],
        ['Net operating income year to date', figure(year)],
      ]}
    />
  );
}

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** What the owner should do next, from their real account, portfolio and rent. */
function pendingTasks({
  emailVerified,
  hasBankDetails,
  activities,
}: {
  emailVerified: boolean;
  hasBankDetails: boolean | undefined;
  activities: PendingActivities | undefined;
}) {
  const tasks: { key: string; label: string; to?: string }[] = [];
  if (!emailVerified) {
    tasks.push({ key: 'verify', label: 'Verify your email address', to: '/verify-otp' });
  }
  const overdue = activities?.overduePayments ?? [];
  for (const rent of overdue) {
    tasks.push({
      key: rent.chargeId,
      label: `${formatMoney(rent.amount, rent.currency)} overdue from ${rent.tenantName} for ${rent.propertyName} (${dayCount(rent.daysOverdue)})`,
      to: rent.tenantId
        ? `/properties/manage-tenant/${rent.tenantId}`
        : `/properties/manage-property/${rent.propertyId}`,
    });
  }
  const notListed = (activities?.overdueTotal ?? 0) - overdue.length;
  if (activities && notListed > 0) {
    tasks.push({
      key: 'more-overdue',
      label: `and ${notListed} more overdue rent ${notListed === 1 ? 'charge' : 'charges'}, ${amountsIn(activities.overdueAmounts)} overdue in all`,
    });
  }
  if (hasBankDetails === false) {
    tasks.push({
      key: 'bank',
      label: 'Activate payments for rent collection',
      to: '/payment?tab=methods',
    });
  }
  tasks.push({
    key: 'add-property',
    label: 'Create additional properties for lease',
    to: '/properties/add-property',
  });
  if (activities && activities.vacantProperties.length > 0) {
    tasks.push({ key: 'vacant', label: 'Add more people to properties', to: '/properties' });
  }
  return tasks;
}

export function DashboardPage() {
  const user = useAppSelector(selectSessionUser);
  const metrics = useGetPropertyMetricsQuery();
  const activities = useGetPendingActivitiesQuery(dashboardTasks);
  const owner = useGetOwnerQuery();
  const tasksKnown = !owner.isLoading && !activities.isLoading;

  return (
    <>
      <PageHeading
        title={`Welcome, ${user?.name ?? ''}`}
        description="Your properties, tenants and rent at a glance."
      />
      {(metrics.data || metrics.isLoading) && <PortfolioFigures metrics={metrics.data} />}
      <NetOperatingIncomeFigures />
      <Card title="My pending tasks" action={<OpenRequestsLink />}>
        {/* Shown at once when all is known: tasks arriving one by one would push the others down. */}
        <Tasks aria-busy={tasksKnown ? undefined : true}>
          {tasksKnown &&
            pendingTasks({
              emailVerified: user?.emailVerified ?? false,
              hasBankDetails: owner.data && owner.data.bankDetails !== null,
              activities: activities.data,
            }).map((task) => (
              <li key={task.key}>
                {task.to ? <Link to={task.to}>{task.label}</Link> : task.label}
              </li>
            ))}
        </Tasks>
      </Card>
    </>
  );
}
