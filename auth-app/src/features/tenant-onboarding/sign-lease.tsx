import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  signLeasePayload,
  type LeaseSignature,
  type LeaseTerms,
  type SignLeasePayload,
  type Tenant,
} from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import {
  Button,
  Card,
  DetailsList,
  dismissProblemToasts,
  ErrorState,
  PageHeading,
  SkeletonCards,
  TextField,
  toast,
} from 'shared-ui';
import styled from 'styled-components';
import { useGetLeaseTermsQuery, useReportMoveInPaymentMutation, useSignLeaseMutation } from './api';
import { formatDay, formatMoment } from './format';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 16px;
`;

function LeaseTermsCard({ terms }: { terms: LeaseTerms }) {
  return (
    <Card title="Your lease">
      <DetailsList
        label="Lease terms"
        items={[
          ['Property', terms.property.name],
          ['Address', terms.property.address],
          ['Unit', String(terms.currentUnit)],
          ['Lease term', `${formatDay(terms.startDate)} - ${formatDay(terms.endDate)}`],
          ['Monthly rent', formatMoney(terms.monthlyRent, terms.currency)],
          ['Payment frequency', terms.paymentFrequency],
          ['Security deposit', formatMoney(terms.securityDeposit, terms.currency)],
          [
            'Late fee',
            `${formatMoney(terms.lateFee, terms.currency)} when rent is more than ${terms.lateFeeAfterDays} days late`,
          ],
          ['Special terms', terms.specialTerms || 'None'],
          ['Amount due now', formatMoney(terms.amountDueNow, terms.currency)],
          [
            'Owner',
            `${terms.owner.name}, ${terms.owner.email}${terms.owner.phone ? `, ${terms.owner.phone}` : ''}`,
          ],
        ]}
      />
    </Card>
  );
}

export function SignatureRecord({ signature }: { signature: LeaseSignature }) {
  return (
    <Card title="Signature">
      <DetailsList
        label="Signature record"
        items={[
          ['Signed by', signature.fullName],
          ['Signed at', formatMoment(signature.signedAt)],
          ['From address', signature.ipAddress],
          ['Browser', signature.userAgent || 'Not recorded'],
        ]}
      />
    </Card>
  );
}

function SignForm({ token, tenant }: { token: string | null; tenant: Tenant }) {
  const [signLease] = useSignLeaseMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignLeasePayload>({
    resolver: zodResolver(signLeasePayload),
    defaultValues: { fullName: '' },
  });

  async function sign({ fullName }: SignLeasePayload) {
    try {
      await signLease({ token, fullName }).unwrap();
    } catch {
      // The error toast has said why (another name, for example); the typed name stays.
      return;
    }
    dismissProblemToasts();
  }

  return (
    <form noValidate onSubmit={handleSubmit(sign)} aria-label="Sign the lease">
      <TextField
        label="Type your full name to sign"
        autoComplete="name"
        hint={`As it appears on the lease: ${tenant.name}`}
        {...register('fullName')}
        error={errors.fullName?.message}
      />
      <Button type="submit" loading={isSubmitting} style={{ width: '100%' }}>
        Sign lease
      </Button>
    </form>
  );
}

const CopyRow = styled.div`
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    margin: 2px 0 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

async function copy(label: string, value: string) {
  try {
    await navigator.clipboard.writeText(value);
    toast.success(`${label} copied`);
  } catch {
    toast.error(`${label} could not be copied: select it and copy it by hand`);
  }
}

function BankTransfer({
  token,
  terms,
  tenant,
}: {
  token: string | null;
  terms: LeaseTerms;
  tenant: Tenant;
}) {
  const navigate = useNavigate();
  const [reportPayment, reporting] = useReportMoveInPaymentMutation();
  const details: [string, string][] = [
    ['Account name', terms.bankDetails.accountName],
    ['Bank name', terms.bankDetails.bankName],
    ['Account number', terms.bankDetails.accountNumber],
    ['Routing number', terms.bankDetails.routingNumber],
    ['Amount due now', formatMoney(terms.amountDueNow, terms.currency)],
    ['Payment reference', terms.paymentReference],
  ];

  async function paymentMade() {
    try {
      await reportPayment({ token }).unwrap();
    } catch {
      return;
    }
    navigate(tenant.hasAccount ? '/tenant' : '/create-password');
  }

  return (
    <Card title="Bank details">
      {tenant.payment.status === 'not_received' && (
        <p role="alert">
          The owner has not received your last payment. Check the details below, send it again, and
          confirm once more.
        </p>
      )}
      <p>
        Send the first month&apos;s rent and the security deposit to the owner&apos;s account, with
        the payment reference on the transfer so the owner can match it to your lease.
      </p>
      <dl style={{ margin: '0 0 16px' }}>
        {details.map(([label, value]) => (
          <CopyRow key={label}>
            <dt>{label}</dt>
            <dd>
              <span>{value}</span>
              <Button
                variant="secondary"
                aria-label={`Copy ${label}`}
                onClick={() => void copy(label, value)}
              >
                Copy
              </Button>
            </dd>
          </CopyRow>
        ))}
      </dl>
      <Button
        loading={reporting.isLoading}
        onClick={() => void paymentMade()}
        style={{ width: '100%' }}
      >
        I&apos;ve made this payment
      </Button>
    </Card>
  );
}

/** Stage 3: the real lease, signed with the typed name, then the move-in payment by transfer. */
export function SignLease({ token, tenant }: { token: string | null; tenant: Tenant }) {
  const terms = useGetLeaseTermsQuery(token);
  if (terms.isLoading) return <SkeletonCards count={2} label="Loading your lease" />;
  if (!terms.data) {
    return (
      <ErrorState
        title="Your lease could not be loaded"
        message="Please try again in a moment."
        action={<Button onClick={() => void terms.refetch()}>Try again</Button>}
      />
    );
  }
  const signed = tenant.signature;
  return (
    <>
      <PageHeading
        title={signed ? 'Pay by bank transfer' : 'Sign Lease'}
        description="Review your lease, sign it, and pay the amount due by bank transfer."
      />
      <Stack>
        <LeaseTermsCard terms={terms.data} />
        {signed ? (
          <SignatureRecord signature={signed} />
        ) : (
          <SignForm token={token} tenant={tenant} />
        )}
        {signed && <BankTransfer token={token} terms={terms.data} tenant={tenant} />}
      </Stack>
    </>
  );
}
