import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Lease, Property } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { Button, Card, deferred, FigureCards, PageHeading, Tabs } from 'shared-ui';
import styled from 'styled-components';
import { thisYear, useGetBooksSummaryQuery } from '../../components/books-api';
import { LinkButton } from '../../components/link-button';
import { PropertyGate } from '../properties/property-gate';
import { fullAddress, PropertyStatusBadge } from '../properties/property-status';
import { useGetPropertyLeasesQuery, useGetPropertyTenantsQuery } from './api';

// The tables behind the overview load when their tab is first shown.
const PropertyTenantsTable = deferred(() =>
  import('./property-tenants-table').then((module) => module.PropertyTenantsTable),
);
const PropertyLeasesTable = deferred(() =>
  import('./property-leases-table').then((module) => module.PropertyLeasesTable),
);
const PropertyMaintenance = deferred(() =>
  import('../maintenance/property-maintenance').then((module) => module.PropertyMaintenance),
);

// The two forms, with the form and schema libraries, load when one is first opened.
const LeaseModal = deferred(() => import('./lease-modal').then((module) => module.LeaseModal));
const InviteTenantModal = deferred(() =>
  import('../../components/invite-tenant-modal').then((module) => module.InviteTenantModal),
);

const manageTabs = ['overview', 'tenants', 'maintenance', 'lease'] as const;
type ManageTab = (typeof manageTabs)[number];
const isManageTab = (value: string | null): value is ManageTab =>
  manageTabs.some((tab) => tab === value);

const Subtitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: -12px 0 24px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-bottom: 16px;
`;

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** The property's income, operating expenses and NOI this year, from the books. */
function useYearFigures(property: Property): [string, string][] {
  const books = useGetBooksSummaryQuery({ ...thisYear(), propertyId: property.propertyId });
  // Amounts in another currency cannot be this property's: its books are in its own currency.
  const own = books.data?.currencies.find((entry) => entry.currency === property.currency);
  const money = (amount: number | undefined) =>
    books.data ? formatMoney(amount ?? 0, property.currency) : books.isError ? '—' : '…';
  return [
    ['Income this year', money(own?.income.total)],
    ['Operating expenses this year', money(own?.operatingExpenses)],
    ['Net operating income this year', money(own?.netOperatingIncome)],
  ];
}

/** The property's figures from its own record, its leases and its books. */
function Overview({ property, leases }: { property: Property; leases: Lease[] | undefined }) {
  const yearFigures = useYearFigures(property);
  const occupied = property.currentTenants.length;
  const vacant = Math.max(property.units - occupied, 0);
  const count = (status: Lease['status']) =>
    leases ? String(leases.filter((lease) => lease.status === status).length) : '…';
  const figures: [string, string][] = [
    ['Units', String(property.units)],
    ['Occupied units', String(occupied)],
    ['Rent roll', `${formatMoney(property.rentalInfo.amount, property.currency)} a month`],
    ['Pending leases', count('pending')],
    ['Active leases', count('active')],
    [
      'Vacancy',
      `${vacant} ${vacant === 1 ? 'unit' : 'units'} (${percent.format(property.units ? vacant / property.units : 0)})`,
    ],
    ...yearFigures,
  ];
  return <FigureCards label="Property figures" items={figures} />;
}

function TenantsTab({ propertyId, onInvite }: { propertyId: string; onInvite: () => void }) {
  const tenants = useGetPropertyTenantsQuery(propertyId);
  return (
    <>
      <Toolbar>
        <Button onClick={onInvite}>Invite Tenant</Button>
      </Toolbar>
      {tenants.data ? (
        <PropertyTenantsTable tenants={tenants.data} />
      ) : tenants.isError ? (
        <Card>
          <p role="alert">The tenants could not be loaded.</p>
          <Button variant="secondary" onClick={() => tenants.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <p aria-busy="true">Loading tenants…</p>
      )}
    </>
  );
}

function LeaseTab({
  leases,
  failed,
  onRetry,
  onCreate,
  onEdit,
  onInvite,
}: {
  leases: Lease[] | undefined;
  failed: boolean;
  onRetry: () => void;
  onCreate: () => void;
  onEdit: (lease: Lease) => void;
  onInvite: () => void;
}) {
  return (
    <>
      <Toolbar>
        <Button variant="secondary" onClick={onInvite}>
          Invite Tenant
        </Button>
        <Button onClick={onCreate}>Create lease</Button>
      </Toolbar>
      {leases ? (
        <PropertyLeasesTable
          leases={leases}
          action={{
            header: 'Actions',
            cell: (lease) => (
              <Button
                variant="ghost"
                onClick={() => onEdit(lease)}
                aria-label={`Edit the lease of unit ${lease.currentUnit} from ${lease.startDate}`}
              >
                Edit
              </Button>
            ),
          }}
        />
      ) : failed ? (
        <Card>
          <p role="alert">The leases could not be loaded.</p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </Card>
      ) : (
        <p aria-busy="true">Loading leases…</p>
      )}
    </>
  );
}

function ManageProperty({ property }: { property: Property }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ManageTab = isManageTab(requested) ? requested : 'overview';
  const leases = useGetPropertyLeasesQuery(property.propertyId);
  const [inviting, setInviting] = useState(false);
  // undefined: closed; null: creating; a lease: editing it.
  const [leaseInModal, setLeaseInModal] = useState<Lease | null | undefined>(undefined);

  const showTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeading title={property.name} description="Tenants, leases and figures of a property." />
      <Subtitle>
        <PropertyStatusBadge property={property} />
        <span>{fullAddress(property)}</span>
        <LinkButton $variant="secondary" to={`/properties/view-property/${property.propertyId}`}>
          View details
        </LinkButton>
      </Subtitle>
      <Tabs
        label="Manage property"
        value={tab}
        onValueChange={showTab}
        tabs={[
          {
            value: 'overview',
            label: 'Overview',
            content: <Overview property={property} leases={leases.data} />,
          },
          {
            value: 'tenants',
            label: 'Tenants',
            content: (
              <TenantsTab propertyId={property.propertyId} onInvite={() => setInviting(true)} />
            ),
          },
          {
            value: 'maintenance',
            label: 'Maintenance',
            content: <PropertyMaintenance propertyId={property.propertyId} />,
          },
          {
            value: 'lease',
            label: 'Lease',
            content: (
              <LeaseTab
                leases={leases.data}
                failed={leases.isError}
                onRetry={() => leases.refetch()}
                onCreate={() => setLeaseInModal(null)}
                onEdit={setLeaseInModal}
                onInvite={() => setInviting(true)}
              />
            ),
          },
        ]}
      />
      {leaseInModal !== undefined && (
        <LeaseModal
          property={property}
          lease={leaseInModal}
          open
          onOpenChange={(open) => {
            if (!open) setLeaseInModal(undefined);
          }}
        />
      )}
      {inviting && (
        <InviteTenantModal propertyId={property.propertyId} open onOpenChange={setInviting} />
      )}
    </>
  );
}

// The tabs hold what the page is for: their code loads with the page's, not once it has drawn.
Tabs.preload();

export function ManagePropertyPage() {
  return (
    <PropertyGate title="Manage property">
      {(property) => <ManageProperty property={property} />}
    </PropertyGate>
  );
}
