import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessageFor, useGetOwnerQuery } from 'shared-api';
import type { Tenant } from 'shared-api/contract';
import { Button, Card, deferred, Modal, ModalClose } from 'shared-ui';
import styled from 'styled-components';
import { formatCalendarDate, formatMoment } from '../../components/dates';
import { InlineNotice } from '../../components/inline-notice';
import { useDecideMoveInPaymentMutation, useSendLeaseMutation, useTenancyMoney } from './api';
import { SignatureRecord } from './signature-record';

// The review and the resend button are only wanted while the step waits on the owner or the
// tenant: each loads then, with the endpoints it calls.
const BackgroundCheckReview = deferred(() =>
  import('./background-check-review').then((module) => module.BackgroundCheckReview),
);
const ResendLink = deferred(() => import('./resend-link').then((module) => module.ResendLink));

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

/** The resend button's room (a button's height), kept while its code loads so nothing moves. */
const ResendRoom = styled.div`
  min-height: 44px;
`;

const Steps = styled.div`
  display: grid;
  gap: 16px;
`;

function AwaitingCheck({ tenant }: { tenant: Tenant }) {
  return (
    <Card title={`Waiting for ${tenant.name}'s background check`} titleAs="h3">
      <p>Invitation sent {formatMoment(tenant.invitation.sentAt)}.</p>
      <ResendRoom>
        <ResendLink tenant={tenant} label="Resend invitation" />
      </ResendRoom>
    </Card>
  );
}

function SendLease({ tenant }: { tenant: Tenant }) {
  const owner = useGetOwnerQuery();
  const [sendLease, { isLoading }] = useSendLeaseMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const hasBankDetails = Boolean(owner.data?.bankDetails);
  const money = useTenancyMoney(tenant);

  return (
    <Card title="Background check passed: send the lease" titleAs="h3">
      {refusal && <InlineNotice tone="danger">{refusal}</InlineNotice>}
      {owner.data && !hasBankDetails && (
        <InlineNotice tone="warning">
          Add your bank details before sending the lease: the tenant needs them for the move-in
          payment. <Link to="/settings">Add bank details in Settings</Link>
        </InlineNotice>
      )}
      <p>
        {tenant.name} will get the lease by e-mail to review, sign and pay{' '}
        {money(tenant.payment.moveInAmount)} to move in.
      </p>
      <Button
        loading={isLoading}
        disabled={!hasBankDetails}
        onClick={async () => {
          const sent = await sendLease(tenant.tenantId);
          setRefusal(sent.error ? errorMessageFor('sendLease', sent.error) : null);
        }}
      >
        Send lease
      </Button>
    </Card>
  );
}

function AwaitingSignature({ tenant }: { tenant: Tenant }) {
  return (
    <Card title="Waiting for the signature" titleAs="h3">
      <p>
        Lease sent {tenant.leaseSentAt ? formatMoment(tenant.leaseSentAt) : ''} to {tenant.email}.
      </p>
      <ResendRoom>
        <ResendLink tenant={tenant} label="Resend lease link" />
      </ResendRoom>
    </Card>
  );
}

type PaymentDecision = 'received' | 'not_received';

/** What each answer about the move-in payment does, said before the owner confirms it. */
function paymentQuestion(decision: PaymentDecision, tenant: Tenant, amount: string) {
  return decision === 'received'
    ? {
        title: 'Confirm the payment was received?',
        description: `The lease becomes active and ${tenant.name} is told by e-mail. This cannot be undone.`,
        body: `Confirm only once ${amount} is in your bank account.`,
        confirm: 'Confirm payment received',
      }
    : {
        title: 'Mark the payment not received?',
        description: `${tenant.name} is told by e-mail to pay ${amount} again.`,
        body: 'Check your bank account first: the tenant will be asked to pay again.',
        confirm: 'Mark not received',
      };
}

function AwaitingPayment({ tenant }: { tenant: Tenant }) {
  const reported = tenant.payment.status === 'awaiting_confirmation';
  const [decide, { isLoading, originalArgs }] = useDecideMoveInPaymentMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PaymentDecision | null>(null);
  const amount = useTenancyMoney(tenant)(tenant.payment.moveInAmount);
  const deciding = (result: PaymentDecision) =>
    isLoading && originalArgs?.decision.result === result;

  async function decidePayment(result: PaymentDecision) {
    const decided = await decide({ tenantId: tenant.tenantId, decision: { result } });
    setConfirming(null);
    setRefusal(decided.error ? errorMessageFor('decideMoveInPayment', decided.error) : null);
  }
  const question = confirming && paymentQuestion(confirming, tenant, amount);

  return (
    <Card title="Move-in payment" titleAs="h3">
      {refusal && <InlineNotice tone="danger">{refusal}</InlineNotice>}
      {reported ? (
        <>
          <p>
            {tenant.name} reported paying {amount}
            {tenant.payment.reportedAt && ` on ${formatMoment(tenant.payment.reportedAt)}`}. Check
            your bank account, then confirm.
          </p>
          <Actions>
            <Button variant="secondary" onClick={() => setConfirming('not_received')}>
              Payment not received
            </Button>
            <Button onClick={() => setConfirming('received')}>Payment received</Button>
          </Actions>
          <Modal
            title={question?.title ?? ''}
            description={question?.description}
            open={confirming !== null}
            onOpenChange={(open) => {
              if (!open) setConfirming(null);
            }}
            size="sm"
            footer={
              <>
                <ModalClose asChild>
                  <Button variant="secondary">Cancel</Button>
                </ModalClose>
                <Button
                  variant={confirming === 'not_received' ? 'danger' : 'primary'}
                  loading={confirming !== null && deciding(confirming)}
                  onClick={() => confirming && decidePayment(confirming)}
                >
                  {question?.confirm}
                </Button>
              </>
            }
          >
            <p>{question?.body}</p>
          </Modal>
        </>
      ) : (
        <p>
          {tenant.payment.status === 'not_received'
            ? `You marked the payment not received. Waiting for ${tenant.name} to pay ${amount} again.`
            : `Waiting for ${tenant.name} to pay ${amount} (first month's rent and deposit).`}
        </p>
      )}
    </Card>
  );
}

/** The step in hand for the tenant's stage, with what the owner can do about it. */
export function CurrentStep({ tenant }: { tenant: Tenant }) {
  switch (tenant.stage) {
    case 'background_check':
      return tenant.backgroundCheck.submittedAt ? (
        <BackgroundCheckReview tenant={tenant} />
      ) : (
        <AwaitingCheck tenant={tenant} />
      );
    case 'check_failed':
      return (
        <InlineNotice tone="danger">
          The background check failed
          {tenant.backgroundCheck.reviewedAt &&
            ` on ${formatMoment(tenant.backgroundCheck.reviewedAt)}`}
          . The flow ends here: {tenant.name} was told by e-mail, and the lease can be offered to
          someone else.
        </InlineNotice>
      );
    case 'create_lease':
      return <SendLease tenant={tenant} />;
    case 'lease_sent':
      return <AwaitingSignature tenant={tenant} />;
    case 'lease_signed':
    case 'payment':
      return (
        <Steps>
          <AwaitingPayment tenant={tenant} />
          {tenant.signature && <SignatureRecord signature={tenant.signature} />}
        </Steps>
      );
    case 'lease_active':
      return (
        <Steps>
          <InlineNotice tone="success">
            The move-in payment was received
            {tenant.payment.lastPaymentDate &&
              ` on ${formatCalendarDate(tenant.payment.lastPaymentDate)}`}
            : the lease is active.
          </InlineNotice>
          {tenant.signature && <SignatureRecord signature={tenant.signature} />}
        </Steps>
      );
  }
}
