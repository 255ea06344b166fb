import { useParams, useSearchParams } from 'react-router-dom';
import {
  Badge,
  deferred,
  ErrorState,
  PageHeading,
  ProgressBar,
  SkeletonCards,
  Tabs,
} from 'shared-ui';
import styled from 'styled-components';
import { LinkButton } from '../../components/link-button';
import { TenantStageBadge } from '../../components/tenant-stage-badge';
import { useGetTenantQuery } from './api';
import { CurrentStep } from './current-step';
import { failedStageIndex, stageIndex, stageLabels } from './stages';
import { TenantOverview } from './tenant-overview';

// The tabs behind the overview load when first shown.
const LeaseDetailsTab = deferred(() =>
  import('./lease-details-tab').then((module) => module.LeaseDetailsTab),
);
const PaymentsTab = deferred(() => import('./payments-tab').then((module) => module.PaymentsTab));
const CommunicationTab = deferred(() =>
  import('./communication-tab').then((module) => module.CommunicationTab),
);

const tenantTabs = ['overview', 'lease', 'payments', 'communication'] as const;
type TenantTab = (typeof tenantTabs)[number];
const isTenantTab = (value: string | null): value is TenantTab =>
  tenantTabs.some((tab) => tab === value);

const Subtitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: -12px 0 24px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Progress = styled.div`
  margin-bottom: 24px;
`;

const Panel = styled.div`
  display: grid;
  gap: 16px;
  padding-top: 16px;
`;

// The tabs hold what the page is for: their code loads with the page's, not once it has drawn.
Tabs.preload();

/** One tenant's way from invitation to an active lease, with the step in hand actionable. */
export function ManageTenantPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { data: tenant, isLoading, error } = useGetTenantQuery(id);
  const askedTab = search.get('tab');
  const tab: TenantTab = isTenantTab(askedTab) ? askedTab : 'overview';

  if (isLoading) return <SkeletonCards count={2} label="Loading the tenant" />;
  if (!tenant) {
    const missing = error !== undefined && 'status' in error && error.status === 404;
    return (
      <ErrorState
        title={missing ? 'Tenant not found' : 'The tenant could not be loaded'}
        message={
          missing
            ? 'This tenant does not exist or is not one of yours.'
            : 'Please try again in a moment.'
        }
        action={<LinkButton to="/tenants">Back to tenants</LinkButton>}
      />
    );
  }

  return (
    <>
      <PageHeading title={tenant.name} />
      <Subtitle>
        <span>
          {tenant.propertyName}, unit {tenant.currentUnit}
        </span>
        {tenant.stage === 'check_failed' ? (
          <TenantStageBadge stage="check_failed" />
        ) : (
          <Badge tone={tenant.leaseStatus === 'active' ? 'success' : 'warning'}>
            {tenant.leaseStatus === 'active' ? 'Lease Active' : 'Lease Pending'}
          </Badge>
        )}
      </Subtitle>
      <Progress>
        <ProgressBar
          label="Tenancy progress"
          stages={stageLabels}
          currentIndex={stageIndex(tenant.stage)}
          failedIndex={failedStageIndex(tenant.stage)}
        />
      </Progress>
      <Tabs
        label="Tenant sections"
        value={tab}
        onValueChange={(next) =>
          setSearch(next === 'overview' ? {} : { tab: next }, { replace: true })
        }
        tabs={[
          {
            value: 'overview',
            label: 'Overview',
            content: (
              <Panel>
                <CurrentStep tenant={tenant} />
                <TenantOverview tenant={tenant} />
              </Panel>
            ),
          },
          {
            value: 'lease',
            label: 'Lease Details',
            content: (
              <Panel>
                <LeaseDetailsTab tenant={tenant} />
              </Panel>
            ),
          },
          {
            value: 'payments',
            label: 'Payments',
            content: (
              <Panel>
                <PaymentsTab tenant={tenant} />
              </Panel>
            ),
          },
          {
            value: 'communication',
            label: 'Communication',
            content: (
              <Panel>
                <CommunicationTab tenant={tenant} />
              </Panel>
            ),
          },
        ]}
      />
    </>
  );
}
