import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessageFor, useUpdateOwnerMutation } from 'shared-api';
import { bankDetailsInput, type BankDetailsInput, type Owner } from 'shared-api/contract';
import { Button, Card, TextField } from 'shared-ui';
import styled from 'styled-components';
import { Facts } from '../../components/facts';
import { InlineNotice } from '../../components/inline-notice';

const Actions = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 16px;
`;

function BankDetailsForm({ onDone }: { onDone: (saved: boolean) => void }) {
  const [updateOwner] = useUpdateOwnerMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BankDetailsInput>({
    resolver: zodResolver(bankDetailsInput),
    defaultValues: { accountName: '', bankName: '', accountNumber: '', routingNumber: '' },
  });

  async function save(bankDetails: BankDetailsInput) {
    const saved = await updateOwner({ bankDetails });
    if (saved.error) {
      setRefusal(errorMessageFor('updateOwner', saved.error));
      return;
    }
    onDone(true);
  }

  return (
    <form noValidate aria-label="Bank details" onSubmit={handleSubmit(save)}>
      {refusal && <InlineNotice tone="danger">{refusal}</InlineNotice>}
      <TextField
        label="Account name"
        autoComplete="off"
        error={errors.accountName?.message}
        {...register('accountName')}
      />
      <TextField label="Bank name" error={errors.bankName?.message} {...register('bankName')} />
      <TextField
        label="Account number"
        autoComplete="off"
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      <TextField
        label="Routing number"
        autoComplete="off"
        error={errors.routingNumber?.message}
        {...register('routingNumber')}
      />
      <Actions>
        <Button variant="secondary" onClick={() => onDone(false)}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Save bank details
        </Button>
      </Actions>
    </form>
  );
}

/** Where tenants send rent: shown masked, replaced whole (the stored numbers never come back). */
export function BankDetailsSection({ owner }: { owner: Owner }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const details = owner.bankDetails;

  return (
    <Card title="Bank details for rent transfers" titleAs="h2">
      {saved && <InlineNotice tone="success">Your bank details have been saved</InlineNotice>}
      {editing ? (
        <BankDetailsForm
          onDone={(done) => {
            setSaved(done);
            setEditing(false);
          }}
        />
      ) : (
        <>
          {details ? (
            <Facts
              label="Bank details"
              facts={[
                ['Account name', details.accountName],
                ['Bank name', details.bankName],
                ['Account number', details.accountNumber],
                ['Routing number', details.routingNumber],
              ]}
            />
          ) : (
            <p>
              No bank details yet. Tenants need them to pay the move-in payment and rent, so a lease
              cannot be sent before they are added.
            </p>
          )}
          <Actions>
            <Button
              variant={details ? 'secondary' : 'primary'}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {details ? 'Replace bank details' : 'Add bank details'}
            </Button>
          </Actions>
        </>
      )}
    </Card>
  );
}
