import type { Tenant } from 'shared-api/contract';
import { SkeletonCards, Table } from 'shared-ui';
import { formatMoment } from '../../components/dates';
import { useGetTenantMailsQuery } from './records-api';

/** The e-mails the product sent this tenant, newest first. */
export function CommunicationTab({ tenant }: { tenant: Tenant }) {
  const { data: mails, isLoading } = useGetTenantMailsQuery(tenant.tenantId);
  if (isLoading) return <SkeletonCards count={1} label="Loading the e-mails" />;
  return (
    <Table
      caption={`E-mails sent to ${tenant.name}`}
      columns={[
        { key: 'subject', header: 'Subject', cell: (mail) => mail.subject, rowHeader: true },
        { key: 'sentAt', header: 'Sent', cell: (mail) => formatMoment(mail.sentAt) },
      ]}
      rows={mails ?? []}
      rowKey={(mail) => mail.mailId}
      emptyText="No e-mails have been sent to this tenant yet"
    />
  );
}
