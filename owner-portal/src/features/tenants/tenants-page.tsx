import { useSearchParams } from 'react-router-dom';
import { tenantStage, type Tenant, type TenantStage } from 'shared-api/contract';
import {
  EmptyState,
  ErrorState,
  PageHeading,
  Select,
  SkeletonCards,
  Table,
  TextField,
} from 'shared-ui';
import styled from 'styled-components';
import { formatCalendarDate, formatMoment } from '../../components/dates';
import { LinkButton } from '../../components/link-button';
import { useGetTenantsQuery } from '../../components/tenancy-api';
import { TenantStageBadge, tenantStageWords } from '../../components/tenant-stage-badge';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 16px;
  margin-bottom: 16px;

  > * {
    flex: 1 1 200px;
  }
  > a {
    flex: 0 0 auto;
    margin-bottom: 16px;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
`;

const isStage = (value: string | null): value is TenantStage =>
  tenantStage.safeParse(value).success;

/** The owner's own filters, kept in the address so a filtered list can be shared or reloaded. */
function useTenantFilters() {
  const [search, setSearch] = useSearchParams();
  const askedStage = search.get('stage');
  const filters = {
    stage: isStage(askedStage) ? askedStage : null,
    propertyId: search.get('propertyId') ?? '',
    query: search.get('q') ?? '',
  };
  const change = (name: 'stage' | 'propertyId' | 'q', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };
  return { filters, change };
}

function matches(tenant: Tenant, filters: ReturnType<typeof useTenantFilters>['filters']) {
  const query = filters.query.trim().toLowerCase();
  return (
    (!filters.stage || tenant.stage === filters.stage) &&
    (!filters.propertyId || tenant.propertyId === filters.propertyId) &&
    (!query ||
      tenant.name.toLowerCase().includes(query) ||
      tenant.email.toLowerCase().includes(query))
  );
}

/** Invitation date until the tenant is on a lease, then the lease's dates. */
const tenancyDates = (tenant: Tenant) =>
  tenant.leaseStatus === 'active'
    ? `Lease ${formatCalendarDate(tenant.moveInDate)} to ${formatCalendarDate(tenant.moveOutDate)}`
    : `Invited ${formatMoment(tenant.invitation.sentAt)}`;

function TenantList({ tenants }: { tenants: Tenant[] }) {
  const { filters, change } = useTenantFilters();
  const properties = [
    ...new Map(tenants.map((tenant) => [tenant.propertyId, tenant.propertyName])),
  ].map(([value, label]) => ({ value, label }));
  const shown = tenants.filter((tenant) => matches(tenant, filters));

  return (
    <>
      <Toolbar role="search">
        <TextField
          label="Search by name or e-mail"
          type="search"
          value={filters.query}
          onChange={(event) => change('q', event.target.value)}
        />
        <Select
          label="Stage"
          placeholder="Every stage"
          value={filters.stage ?? ''}
          onChange={(event) => change('stage', event.target.value)}
          options={Object.entries(tenantStageWords).map(([value, words]) => ({
            value,
            label: words.label,
          }))}
        />
        <Select
          label="Property"
          placeholder="Every property"
          value={filters.propertyId}
          onChange={(event) => change('propertyId', event.target.value)}
          options={properties}
        />
      </Toolbar>
      <Table
        caption="Tenants"
        hideCaption
        columns={[
          { key: 'name', header: 'Name', cell: (tenant) => tenant.name, rowHeader: true },
          { key: 'email', header: 'E-mail', cell: (tenant) => tenant.email },
          {
            key: 'home',
            header: 'Property and unit',
            cell: (tenant) => `${tenant.propertyName}, unit ${tenant.currentUnit}`,
          },
          {
            key: 'stage',
            header: 'Stage',
            cell: (tenant) => <TenantStageBadge stage={tenant.stage} />,
          },
          { key: 'dates', header: 'Dates', cell: tenancyDates },
          {
            key: 'manage',
            header: 'Actions',
            cell: (tenant) => (
              <LinkButton
                $variant="secondary"
                to={`/properties/manage-tenant/${tenant.tenantId}`}
                aria-label={`Manage ${tenant.name}`}
              >
                Manage
              </LinkButton>
            ),
          },
        ]}
        rows={shown}
        rowKey={(tenant) => tenant.tenantId}
        emptyText="No tenant matches these filters"
      />
    </>
  );
}

/** Every tenant of the owner with their stage, filtered by stage and property or searched. */
export function TenantsPage() {
  const { data: tenants, isLoading, isError } = useGetTenantsQuery();

  return (
    <>
      <Header>
        <PageHeading
          title="Tenants"
          description="Everyone you have invited, and where each one is."
        />
        <LinkButton to="/tenants/add-tenant">Add Tenant</LinkButton>
      </Header>
      {isLoading ? (
        <SkeletonCards count={6} label="Loading tenants" />
      ) : isError || !tenants ? (
        <ErrorState title="Tenants could not be loaded" message="Please try again in a moment." />
      ) : tenants.length === 0 ? (
        <EmptyState
          title="No tenants have been added yet"
          text="Invite a tenant onto a pending lease: they get a link to the background check."
          action={<LinkButton to="/tenants/add-tenant">Invite a tenant</LinkButton>}
        />
      ) : (
        <TenantList tenants={tenants} />
      )}
    </>
  );
}
