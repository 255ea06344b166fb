import type { Tenant } from 'shared-api/contract';
import { Card } from 'shared-ui';
import { formatCalendarDate, formatMoment } from '../../components/dates';
import { Facts } from '../../components/facts';
import { TenantStageBadge } from '../../components/tenant-stage-badge';

/** Who the tenant is and where they are in the flow. */
export function TenantOverview({ tenant }: { tenant: Tenant }) {
  return (
    <Card title="Tenant" titleAs="h3">
      <Facts
        label="Tenant details"
        facts={[
          ['Email', tenant.email],
          ['Phone', tenant.phone],
          ['Current address', tenant.address],
          ['Stage', <TenantStageBadge key="stage" stage={tenant.stage} />],
          ['Invited', formatMoment(tenant.invitation.sentAt)],
          ['Move-in date', formatCalendarDate(tenant.moveInDate)],
          ['Move-out date', formatCalendarDate(tenant.moveOutDate)],
          ['Tenant account', tenant.hasAccount ? 'Created' : 'Not yet'],
        ]}
      />
    </Card>
  );
}
