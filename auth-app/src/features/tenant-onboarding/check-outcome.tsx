import type { Tenant } from 'shared-api/contract';
import { Button, Card, DetailsList, PageHeading } from 'shared-ui';
import { documentLabels } from './background-check-form';
import { formatDay, formatMoment } from './format';

/** What the tenant sent for the check, read back as the owner received it. */
function SentDetails({ tenant }: { tenant: Tenant }) {
  const { data } = tenant.backgroundCheck;
  const documents = (Object.keys(documentLabels) as (keyof typeof documentLabels)[]).map(
    (kind) => [documentLabels[kind], data[kind]?.fileName ?? 'Not sent'] as [string, string],
  );
  return (
    <DetailsList
      label="What you sent"
      items={[
        ['Phone number', tenant.phone],
        ['Date of birth', tenant.dob ? formatDay(tenant.dob) : 'Not given'],
        ['Years at current address', String(tenant.duration ?? '')],
        ['Reason for leaving', tenant.reasonForLeaving ?? ''],
        ['Social Security number', data.ssn ?? 'Not given'],
        ...documents,
      ]}
    />
  );
}

/** Submitted and waiting for the owner: the details can still be changed until the review. */
export function CheckSubmitted({ tenant, onChange }: { tenant: Tenant; onChange: () => void }) {
  return (
    <>
      <PageHeading
        title="Your details are with the owner for review"
        description="The owner reviews your background check; you will get an e-mail either way."
      />
      <Card
        title="What you sent"
        action={
          <Button variant="secondary" onClick={onChange}>
            Change my details
          </Button>
        }
      >
        {tenant.backgroundCheck.submittedAt && (
          <p>Sent on {formatMoment(tenant.backgroundCheck.submittedAt)}.</p>
        )}
        <SentDetails tenant={tenant} />
      </Card>
      <p>
        We will e-mail you at {tenant.email} when the owner has reviewed it. Open the same link then
        to read and sign your lease.
      </p>
    </>
  );
}

/** Passed: the owner prepares and sends the lease next. */
export function CheckPassed({ tenant }: { tenant: Tenant }) {
  return (
    <>
      <PageHeading
        title="Your background check has passed"
        description="The owner is preparing your lease."
      />
      <p>
        The owner of {tenant.propertyName} is preparing your lease. We will e-mail you at{' '}
        {tenant.email} as soon as it is ready; open the same link then to read and sign it.
      </p>
    </>
  );
}

/** Failed: the flow ends here, kindly and with nothing left to do or pay. */
export function CheckFailed({ tenant }: { tenant: Tenant }) {
  return (
    <>
      <PageHeading
        title="Your application was not approved"
        description="The owner has reviewed your background check."
      />
      <p>
        Thank you for applying for {tenant.propertyName}. After reviewing your background check, the
        owner cannot offer you this lease. Nothing is due from you, and your details stay private to
        this application.
      </p>
      <p>If you think something was missed, please contact the owner who invited you.</p>
    </>
  );
}
