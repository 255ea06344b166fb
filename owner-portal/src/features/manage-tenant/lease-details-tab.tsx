import type { Tenant } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { ErrorState, SkeletonCards } from 'shared-ui';
import { formatCalendarDate } from '../../components/dates';
import { Facts } from '../../components/facts';
import { useGetTenantLeaseQuery } from './api';

/** The terms of the lease the tenant is invited onto, as the server holds them. */
export function LeaseDetailsTab({ tenant }: { tenant: Tenant }) {
  const { data: lease, isLoading, isError } = useGetTenantLeaseQuery(tenant.leaseId);
  if (isLoading) return <SkeletonCards count={1} label="Loading the lease" />;
  if (isError || !lease) {
    return <ErrorState title="The lease could not be loaded" message="Please try again later." />;
  }
  return (
    <Facts
      label="Lease terms"
      facts={[
        ['Property', lease.propertyName],
        ['Unit', lease.currentUnit],
        ['Status', lease.status === 'pending' ? 'Pending' : 'Lease Active'],
        ['Start date', formatCalendarDate(lease.startDate)],
        ['End date', formatCalendarDate(lease.endDate)],
        ['Monthly rent', formatMoney(lease.monthlyRent, lease.currency)],
        ['Security deposit', formatMoney(lease.securityDeposit, lease.currency)],
        [
          'Late fee',
          `${formatMoney(lease.lateFee, lease.currency)} after ${lease.lateFeeAfterDays} days`,
        ],
        ['Payment frequency', 'Monthly'],
        ['Renewal offered', lease.metadata.renewalOffered ? 'Yes' : 'No'],
        [
          'Last inspection',
          lease.metadata.lastInspectionDate
            ? formatCalendarDate(lease.metadata.lastInspectionDate)
            : 'None recorded',
        ],
        ['Special terms', lease.metadata.specialTerms || 'None'],
      ]}
    />
  );
}
