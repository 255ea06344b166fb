import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessageFor } from 'shared-api';
import type { LeaseTerms } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { Button, Card, DetailsList, EmptyState, PageHeading, SkeletonCards } from 'shared-ui';
import styled from 'styled-components';
import { formatDay, formatMoment } from '../../components/format';
import { Link } from 'react-router-dom';
import {
  useDownloadLeaseDocumentMutation,
  useGetLeaseRentQuery,
  useGetSignedLeaseQuery,
} from './api';

const Cards = styled.div`
  display: grid;
  gap: 16px;
`;

/** Where the rent of this lease stands, from the same ledger as the Rent page. */
function LeaseRent() {
  const { data: rent } = useGetLeaseRentQuery();
  if (!rent) return null;
  return (
    <Card title="Rent" action={<Link to="/rent">See your rent</Link>}>
      <DetailsList
        label="Rent"
        items={[
          [
            rent.credit > 0 ? 'Credit' : 'Balance',
            rent.credit > 0
              ? `${formatMoney(rent.credit, rent.currency)} in credit`
              : formatMoney(rent.balance, rent.currency),
          ],
          ['Deposit held', formatMoney(rent.depositHeld, rent.currency)],
          [
            'Next due',
            rent.nextDue
              ? `${formatMoney(rent.nextDue.amount, rent.currency)} on ${formatDay(rent.nextDue.date)}`
              : 'Nothing more is due on this lease',
          ],
        ]}
      />
    </Card>
  );
}

function LeaseCards({ lease }: { lease: LeaseTerms }) {
  const [download, downloading] = useDownloadLeaseDocumentMutation();
  return (
    <Cards>
      <Card
        title="Lease terms"
        action={
          <Button
            variant="secondary"
            loading={downloading.isLoading}
            onClick={() => void download({ leaseId: lease.leaseId })}
          >
            Download PDF
          </Button>
        }
      >
        <DetailsList
          label="Lease terms"
          items={[
            ['Lease term', `${formatDay(lease.startDate)} - ${formatDay(lease.endDate)}`],
            ['Monthly rent', formatMoney(lease.monthlyRent, lease.currency)],
            ['Payment frequency', lease.paymentFrequency],
            ['Security deposit', formatMoney(lease.securityDeposit, lease.currency)],
            [
              'Late fee',
              `${formatMoney(lease.lateFee, lease.currency)} when rent is more than ${lease.lateFeeAfterDays} days late`,
            ],
            ['Due at move-in', formatMoney(lease.amountDueNow, lease.currency)],
            ['Payment reference', lease.paymentReference],
            ['Special terms', lease.specialTerms || 'None'],
          ]}
        />
      </Card>
      <LeaseRent />
      <Card title="Property">
        <DetailsList
          label="Property"
          items={[
            ['Property', lease.property.name],
            ['Address', lease.property.address],
            ['Unit', String(lease.currentUnit)],
          ]}
        />
      </Card>
      <Card title="Owner">
        <DetailsList
          label="Owner's contact"
          items={[
            ['Name', lease.owner.name],
            ['E-mail', <a href={`mailto:${lease.owner.email}`}>{lease.owner.email}</a>],
            ['Phone', lease.owner.phone ?? 'Not given'],
          ]}
        />
      </Card>
      <Card title="Signature">
        {lease.signature ? (
          <DetailsList
            label="Signature record"
            items={[
              ['Signed by', lease.signature.fullName],
              ['Signed at', formatMoment(lease.signature.signedAt)],
              ['From address', lease.signature.ipAddress],
              ['Browser', lease.signature.userAgent || 'Not recorded'],
            ]}
          />
        ) : (
          <p>Not signed yet.</p>
        )}
      </Card>
    </Cards>
  );
}

/** The tenant's signed lease: its terms, the home, the owner's contact and the signature. */
export function LeasePage() {
  const lease = useGetSignedLeaseQuery();
  return (
    <>
      <PageHeading title="My lease" description="Your lease, as signed, with a PDF copy to keep." />
      {lease.isLoading && <SkeletonCards count={2} label="Loading your lease" />}
      {lease.data && <LeaseCards lease={lease.data} />}
      {lease.error && (
        <EmptyState
          title="Your lease is not here yet"
          text={errorMessageFor('getSignedLease', lease.error as FetchBaseQueryError)}
        />
      )}
    </>
  );
}
