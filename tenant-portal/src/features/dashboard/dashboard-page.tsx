import { Link } from 'react-router-dom';
import {
  selectSessionUser,
  useAppSelector,
  useGetSignedInTenantQuery,
  type SessionUser,
} from 'shared-api';
import type { Tenant, TenantMetrics, TenantStage } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import {
  Card,
  DetailsList,
  EmptyState,
  ErrorState,
  FigureCards,
  PageHeading,
  SkeletonCards,
} from 'shared-ui';
import styled from 'styled-components';
import { formatDay, formatStatus } from '../../components/format';
import { MaintenanceRequestsCard } from '../maintenance/maintenance-requests-card';
import { useGetTenantMetricsQuery } from './api';

const Subtitle = styled.p`
  margin: -16px 0 24px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Figures = styled(FigureCards)`
  margin-bottom: 24px;
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: 16px;
`;

/** Where an onboarding that is not finished stands, in the tenant's words. */
const stageText: Record<TenantStage, string> = {
  background_check: 'Your background check is the next step, or is with the owner for review.',
  create_lease: 'Your background check has passed: the owner is preparing your lease.',
  lease_sent: 'Your lease is ready for you to read and sign.',
  lease_signed: 'Your lease is signed: the move-in payment by bank transfer is next.',
  payment: 'You have reported your move-in payment: the owner confirms it when it arrives.',
  lease_active: 'Your lease is active.',
  check_failed: 'The owner did not approve your background check, so this lease ends here.',
};

function SummaryCards({
  metrics,
  currency,
}: {
  metrics: TenantMetrics['metrics'];
  currency: string;
}) {
  const days = metrics.daysUntilLeaseExpiry;
  const figures: [string, string][] = [
    ['Monthly Income', formatMoney(metrics.monthlyIncome, currency)],
    ['Lease Expires', `${days} ${days === 1 ? 'day' : 'days'}`],
    ['Lease Status', formatStatus(metrics.leaseStatus)],
    ['Payment Status', formatStatus(metrics.paymentStatus)],
  ];
  return <Figures label="Lease summary" items={figures} />;
}

function ActiveLeaseCard({ lease, tenant }: { lease: TenantMetrics['lease']; tenant?: Tenant }) {
  return (
    <Card title="Active Lease" action={<Link to="/lease">View lease</Link>}>
      <DetailsList
        label="Active lease"
        items={[
          ['Property', tenant ? `${tenant.propertyName}, unit ${tenant.currentUnit}` : '…'],
          ['Monthly Rent', formatMoney(lease.monthlyRent, lease.currency)],
          ['Lease Term', `${formatDay(lease.startDate)} - ${formatDay(lease.endDate)}`],
          ['Payment Frequency', 'Monthly'],
        ]}
      />
    </Card>
  );
}

function OnboardingCard({ tenant }: { tenant: Tenant }) {
  const unfinished = tenant.stage !== 'lease_active' && tenant.stage !== 'check_failed';
  return (
    <Card title="Your lease is not active yet">
      <p>{stageText[tenant.stage]}</p>
      {unfinished && <Link to="/tenant/background-check">Continue where you left off</Link>}
    </Card>
  );
}

function Dashboard({ user }: { user: SessionUser }) {
  const metrics = useGetTenantMetricsQuery();
  const tenant = useGetSignedInTenantQuery();

  // The figures wait for the home they belong to: drawn before it, the lease card grew by a line
  // under the reader when the property's name arrived.
  if (metrics.isLoading || tenant.isLoading) {
    return <SkeletonCards count={4} label="Loading your lease figures" />;
  }
  if (!metrics.data) {
    return (
      <ErrorState
        title="Your dashboard could not be loaded"
        message="Please try again in a moment."
      />
    );
  }
  const { data } = metrics;
  return (
    <>
      <PageHeading
        title={`Welcome, ${data.tenant.name || user.name}`}
        description="Your lease, rent and requests at a glance."
      />
      <Subtitle>
        Multi-family unit
        <br />
        {data.tenant.address}
      </Subtitle>
      <SummaryCards metrics={data.metrics} currency={data.lease.currency} />
      <Cards>
        {tenant.data && data.metrics.leaseStatus === 'pending' && (
          <OnboardingCard tenant={tenant.data} />
        )}
        <ActiveLeaseCard lease={data.lease} tenant={tenant.data} />
        <MaintenanceRequestsCard />
      </Cards>
    </>
  );
}

/** The tenant's home: their lease figures, read only when the signed-in tenant has a lease. */
export function DashboardPage() {
  const user = useAppSelector(selectSessionUser);
  if (!user) return null;
  if (!user.leaseId) {
    return (
      <>
        <PageHeading title={`Welcome, ${user.name}`} />
        <EmptyState
          title="No lease yet"
          text="Your lease appears here once an owner has invited you to one."
        />
      </>
    );
  }
  return <Dashboard user={user} />;
}
