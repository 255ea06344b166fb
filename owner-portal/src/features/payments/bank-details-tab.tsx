import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useGetOwnerQuery, useUpdateOwnerMutation } from 'shared-api';
import { type BankDetailsInput, bankDetailsInput } from 'shared-api/contract';
import { Button, Card, SkeletonCards, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { Facts } from '../../components/facts';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  align-items: end;
`;

const blank: BankDetailsInput = {
  accountName: '',
  bankName: '',
  accountNumber: '',
  routingNumber: '',
};

/** The bank account tenants pay rent into; the numbers come back masked once saved. */
export function BankDetailsTab() {
  const owner = useGetOwnerQuery();
  const [updateOwner] = useUpdateOwnerMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BankDetailsInput>({ resolver: zodResolver(bankDetailsInput), defaultValues: blank });

  if (owner.isLoading) return <SkeletonCards count={1} label="Loading your bank details" />;
  const saved = owner.data?.bankDetails ?? null;

  async function save(bankDetails: BankDetailsInput) {
    const answer = await updateOwner({ bankDetails });
    if (answer.error) return;
    toast.success('Bank details saved');
    reset(blank);
  }

  return (
    <Card title="Bank transfer" titleAs="h3">
      {saved ? (
        <Facts
          label="Bank details tenants pay to"
          facts={[
            ['Account name', saved.accountName],
            ['Bank', saved.bankName],
            ['Account number', saved.accountNumber],
            ['Routing number', saved.routingNumber],
          ]}
        />
      ) : (
        <p>
          Add the account tenants pay rent into. Tenants see it with their payment reference, and
          leases can be sent once it is here.
        </p>
      )}
      <Form noValidate onSubmit={handleSubmit(save)} aria-label="Bank details">
        <TextField
          label="Account name"
          autoComplete="off"
          error={errors.accountName?.message}
          {...register('accountName')}
        />
        <TextField
          label="Bank name"
          autoComplete="off"
          error={errors.bankName?.message}
          {...register('bankName')}
        />
        <TextField
          label="Account number"
          autoComplete="off"
          inputMode="numeric"
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        <TextField
          label="Routing number"
          autoComplete="off"
          inputMode="numeric"
          error={errors.routingNumber?.message}
          {...register('routingNumber')}
        />
        <Button type="submit" loading={isSubmitting}>
          {saved ? 'Replace bank details' : 'Save bank details'}
        </Button>
      </Form>
    </Card>
  );
}
