import { useSearchParams } from 'react-router-dom';
import type { Tenant, TenantStage } from 'shared-api/contract';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeading,
  Select,
  SkeletonCards,
  Table,
  TextField,
  type TableColumn,
} from 'shared-ui';
import styled from 'styled-components';
import { formatCalendarDate, formatMoment } from '../../components/dates';
import { LinkButton } from '../../components/link-button';
import { LoadMore, useSettled } from '../../components/load-more';
import { type TenantFilter, useGetTenantsInfiniteQuery } from '../../components/tenant-list-api';
import { TenantStageBadge, tenantStageWords } from '../../components/tenant-stage-badge';

const FilterBar = styled.form`
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

const Summary = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

// Checked against the stages' words, not the contract's schema, so the page loads no schema library.
const isStage = (value: string | null): value is TenantStage =>
  value !== null && Object.hasOwn(tenantStageWords, value);

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

type Filters = ReturnType<typeof useTenantFilters>['filters'];

/** Invitation date until the tenant is on a lease, then the lease's dates. */
const tenancyDates = (tenant: Tenant) =>
  tenant.leaseStatus === 'active'
    ? `Lease ${formatCalendarDate(tenant.moveInDate)} to ${formatCalendarDate(tenant.moveOutDate)}`
    : `Invited ${formatMoment(tenant.invitation.sentAt)}`;

const searchDelayMs = 300;

function Toolbar({ filters, tenants }: { filters: Filters; tenants: Tenant[] }) {
  const { change } = useTenantFilters();
  // The properties of the tenants shown so far; the chosen one stays while its tenants show.
  const properties = [
    ...new Map(tenants.map((tenant) => [tenant.propertyId, tenant.propertyName])),
  ].map(([value, label]) => ({ value, label }));
  return (
    <FilterBar role="search" onSubmit={(event) => event.preventDefault()}>
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
    </FilterBar>
  );
}

const columns: TableColumn<Tenant>[] = [
  { key: 'name', header: 'Name', cell: (tenant) => tenant.name, rowHeader: true },
  { key: 'email', header: 'E-mail', cell: (tenant) => tenant.email },
  {
    key: 'home',
    header: 'Property and unit',
    cell: (tenant) => `${tenant.propertyName}, unit ${tenant.currentUnit}`,
  },
  { key: 'stage', header: 'Stage', cell: (tenant) => <TenantStageBadge stage={tenant.stage} /> },
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
];

/** The tenants matching the filters, a page at a time: the next loads as the list's end shows. */
function TenantList({ filters }: { filters: Filters }) {
  const settledQuery = useSettled(filters.query.trim(), searchDelayMs);
  const filter: TenantFilter = {
    ...(settledQuery ? { search: settledQuery } : {}),
    ...(filters.stage ? { stage: filters.stage } : {}),
    ...(filters.propertyId ? { propertyId: filters.propertyId } : {}),
  };
  const filtered = Object.keys(filter).length > 0 || filters.query.trim() !== '';
  const list = useGetTenantsInfiniteQuery(filter);

  if (list.isLoading) return <SkeletonCards count={6} label="Loading tenants" />;
  if (!list.data) {
    return (
      <ErrorState
        title="Tenants could not be loaded"
        message="Please try again in a moment."
        action={<Button onClick={() => list.refetch()}>Try again</Button>}
      />
    );
  }
  const total = list.data.pages[0]?.total ?? 0;
  if (total === 0 && !filtered) {
    return (
      <EmptyState
        title="No tenants have been added yet"
        text="Invite a tenant onto a pending lease: they get a link to the background check."
        action={<LinkButton to="/tenants/add-tenant">Invite a tenant</LinkButton>}
      />
    );
  }
  const tenants = list.data.pages.flatMap((page) => page.tenants);
  const loadMore = () => {
    if (!list.isFetching) void list.fetchNextPage();
  };
  return (
    <>
      <Toolbar filters={filters} tenants={tenants} />
      <Summary role="status">
        {total} {total === 1 ? 'tenant' : 'tenants'}
      </Summary>
      <div aria-busy={list.isFetching}>
        <Table
          caption="Tenants"
          hideCaption
          columns={columns}
          rows={tenants}
          rowKey={(tenant) => tenant.tenantId}
          emptyText="No tenant matches these filters"
        />
      </div>
      {list.hasNextPage && (
        <LoadMore
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onMore={loadMore}
        />
      )}
    </>
  );
}

/** The owner's tenants with their stage, filtered by stage and property or searched, on the server. */
export function TenantsPage() {
  const { filters } = useTenantFilters();
  return (
    <>
      <Header>
        <PageHeading
          title="Tenants"
          description="Everyone you have invited, and where each one is."
        />
        <LinkButton to="/tenants/add-tenant">Add Tenant</LinkButton>
      </Header>
      <TenantList filters={filters} />
    </>
  );
}
