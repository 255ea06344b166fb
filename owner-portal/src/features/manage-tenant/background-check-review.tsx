import { useState } from 'react';
import { errorMessageFor } from 'shared-api';
import type { Tenant, TenantDocumentKind } from 'shared-api/contract';
import { Button, Card, Modal, ModalClose } from 'shared-ui';
import styled from 'styled-components';
import { formatCalendarDate, formatMoment } from '../../components/dates';
import { Facts } from '../../components/facts';
import { InlineNotice } from '../../components/inline-notice';
import { useDownloadTenantDocumentMutation, useReviewBackgroundCheckMutation } from './records-api';

const documentNames: Record<TenantDocumentKind, string> = {
  driverLicense: "Driver's license",
  bankStatement: 'Bank statement',
  proofOfAddress: 'Proof of address',
  proofOfIncome: 'Proof of income',
};
// The kinds in the contract's order, from their names' record rather than the schema module.
const documentKinds = Object.keys(documentNames) as TenantDocumentKind[];

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

const Documents = styled.ul`
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
`;

function CheckDocuments({ tenant }: { tenant: Tenant }) {
  const [download, { isLoading, originalArgs }] = useDownloadTenantDocumentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const provided = documentKinds.filter((kind) => tenant.backgroundCheck.data[kind]);
  const missing = documentKinds.filter((kind) => !tenant.backgroundCheck.data[kind]);

  return (
    <section aria-labelledby="check-documents">
      <h4 id="check-documents">Documents</h4>
      {failure && <InlineNotice tone="danger">{failure}</InlineNotice>}
      {provided.length === 0 && <p>No documents were provided.</p>}
      <Documents>
        {provided.map((kind) => {
          const document = tenant.backgroundCheck.data[kind]!;
          return (
            <li key={kind}>
              <span>
                {documentNames[kind]}: {document.fileName} ({kilobytes(document.size)})
              </span>
              <Button
                variant="secondary"
                aria-label={`Download ${documentNames[kind]}`}
                loading={isLoading && originalArgs?.document.documentId === document.documentId}
                onClick={async () => {
                  const saved = await download({ tenantId: tenant.tenantId, document });
                  setFailure(
                    saved.error ? errorMessageFor('downloadTenantDocument', saved.error) : null,
                  );
                }}
              >
                Download
              </Button>
            </li>
          );
        })}
      </Documents>
      {provided.length > 0 && missing.length > 0 && (
        <p>Not provided: {missing.map((kind) => documentNames[kind]).join(', ')}.</p>
      )}
    </section>
  );
}

/** The submitted check with its documents, and the owner's verdict: failing asks to confirm. */
export function BackgroundCheckReview({ tenant }: { tenant: Tenant }) {
  const [review, { isLoading, originalArgs }] = useReviewBackgroundCheckMutation();
  const [confirmingFailure, setConfirmingFailure] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function decide(result: 'passed' | 'failed') {
    const reviewed = await review({ tenantId: tenant.tenantId, decision: { result } });
    setConfirmingFailure(false);
    setRefusal(reviewed.error ? errorMessageFor('reviewBackgroundCheck', reviewed.error) : null);
  }
  const deciding = (result: 'passed' | 'failed') =>
    isLoading && originalArgs?.decision.result === result;

  return (
    <Card title="Background check review" titleAs="h3">
      {refusal && <InlineNotice tone="danger">{refusal}</InlineNotice>}
      <Facts
        label="Submitted details"
        facts={[
          [
            'Submitted',
            tenant.backgroundCheck.submittedAt
              ? formatMoment(tenant.backgroundCheck.submittedAt)
              : 'Not yet',
          ],
          ['Phone', tenant.phone],
          ['Date of birth', tenant.dob ? formatCalendarDate(tenant.dob) : 'Not given'],
          ['Years at current address', tenant.duration ?? 'Not given'],
          ['Reason for leaving', tenant.reasonForLeaving ?? 'Not given'],
          ['SSN', tenant.backgroundCheck.data.ssn ?? 'Not given'],
        ]}
      />
      <CheckDocuments tenant={tenant} />
      <Actions>
        <Button variant="danger" onClick={() => setConfirmingFailure(true)}>
          Failed check
        </Button>
        <Button loading={deciding('passed')} onClick={() => decide('passed')}>
          Passed check
        </Button>
      </Actions>
      <Modal
        title="Fail this background check?"
        description={`${tenant.name} is told by e-mail that the lease cannot be offered. This cannot be undone.`}
        open={confirmingFailure}
        onOpenChange={setConfirmingFailure}
        size="sm"
        footer={
          <>
            <ModalClose asChild>
              <Button variant="secondary">Cancel</Button>
            </ModalClose>
            <Button variant="danger" loading={deciding('failed')} onClick={() => decide('failed')}>
              Fail the check
            </Button>
          </>
        }
      >
        <p>The flow ends here for this tenant.</p>
      </Modal>
    </Card>
  );
}
