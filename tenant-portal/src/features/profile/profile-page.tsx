import { Link } from 'react-router-dom';
import { useGetSignedInTenantQuery } from 'shared-api';
import { Card, DetailsList, PageHeading, SkeletonCards } from 'shared-ui';
import { formatDay, formatStatus } from '../../components/format';

/** Who the tenant is to the product and to their owner, and the home they rent. */
export function ProfilePage() {
  const tenant = useGetSignedInTenantQuery();
  return (
    <>
      <PageHeading title="Profile" description="Your details and the home you rent." />
      {tenant.isLoading && <SkeletonCards count={1} label="Loading your profile" />}
      {tenant.data && (
        <Card title={tenant.data.name} action={<Link to="/settings">Account settings</Link>}>
          <DetailsList
            label="Your details"
            items={[
              ['Name', tenant.data.name],
              ['E-mail', tenant.data.email],
              ['Phone', tenant.data.phone],
              ['Home', `${tenant.data.propertyName}, unit ${tenant.data.currentUnit}`],
              ['Lease', formatStatus(tenant.data.leaseStatus)],
              ['Moving in', formatDay(tenant.data.moveInDate)],
              ['Member since', formatDay(tenant.data.createdAt)],
            ]}
          />
        </Card>
      )}
    </>
  );
}
