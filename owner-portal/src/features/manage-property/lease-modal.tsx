import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessageFor } from 'shared-api';
import type { Lease, Property } from 'shared-api/contract';
import { Button, DateInput, Modal, Select, TextArea, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { useCreateLeaseMutation, useUpdateLeaseMutation } from './api';
import {
  leaseChanges,
  leaseForm,
  leaseValues,
  newLease,
  newLeaseValues,
  type LeaseFormInput,
  type LeaseFormValues,
} from './lease-form';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  column-gap: 16px;
`;

const FullWidth = styled.div`
  grid-column: 1 / -1;
`;

const ExistingTenancy = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Refusal = styled.p`
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;

/** Beyond this many units the unit is typed rather than chosen from a list. */
const mostUnitsListed = 200;

function LeaseForm({
  property,
  lease,
  onDone,
}: {
  property: Property;
  lease: Lease | null;
  onDone: () => void;
}) {
  const [createLease] = useCreateLeaseMutation();
  const [updateLease] = useUpdateLeaseMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const editing = lease !== null;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LeaseFormInput, unknown, LeaseFormValues>({
    resolver: zodResolver(leaseForm),
    defaultValues: editing ? leaseValues(lease) : newLeaseValues(property),
    mode: 'onTouched',
  });

  async function send(values: LeaseFormValues) {
    setRefusal(null);
    const answer = editing
      ? await updateLease({ leaseId: lease.leaseId, changes: leaseChanges(values) })
      : await createLease(newLease(property.propertyId, values));
    if (answer.error) {
      setRefusal(errorMessageFor(editing ? 'updateLease' : 'createLease', answer.error));
      return;
    }
    toast.success(
      editing ? 'Lease has been updated successfully' : 'Lease has been created successfully',
    );
    onDone();
  }

  const unitChoices = Array.from(
    { length: Math.min(property.units, mostUnitsListed) },
    (_, index) => ({
      value: String(index + 1),
      label: `Unit ${index + 1}`,
    }),
  );
  const lockedHint = editing ? 'Fixed once the lease exists' : undefined;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(send)}
      aria-label={editing ? 'Edit lease' : 'Create lease'}
    >
      {refusal && <Refusal role="alert">{refusal}</Refusal>}
      <Fields>
        <DateInput
          label="Start date"
          required
          readOnly={editing}
          hint={lockedHint}
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        {!editing && (
          <ExistingTenancy>
            <input type="checkbox" {...register('existingTenancy')} />
            This tenancy has already started (no late fees for the time before today)
          </ExistingTenancy>
        )}
        <DateInput
          label="End date"
          required
          error={errors.endDate?.message}
          {...register('endDate')}
        />
        <TextField
          label="Monthly rent"
          required
          type="number"
          min={0.01}
          step={0.01}
          error={errors.monthlyRent?.message}
          {...register('monthlyRent', { valueAsNumber: true })}
        />
        <TextField
          label="Security deposit"
          required
          type="number"
          min={0.01}
          step={0.01}
          error={errors.securityDeposit?.message}
          {...register('securityDeposit', { valueAsNumber: true })}
        />
        {property.units <= mostUnitsListed && !editing ? (
          <Select
            label="Unit"
            required
            placeholder="Select a unit"
            options={unitChoices}
            error={errors.currentUnit?.message}
            {...register('currentUnit')}
          />
        ) : (
          <TextField
            label="Unit"
            required
            type="number"
            min={1}
            max={property.units}
            step={1}
            readOnly={editing}
            hint={lockedHint ?? `From 1 to ${property.units}`}
            error={errors.currentUnit?.message}
            {...register('currentUnit')}
          />
        )}
        <TextField
          label="Late fee"
          required
          type="number"
          min={0}
          step={0.01}
          error={errors.lateFee?.message}
          {...register('lateFee', { valueAsNumber: true })}
        />
        <TextField
          label="Late fee after (days)"
          required
          type="number"
          min={0}
          max={31}
          step={1}
          error={errors.lateFeeAfterDays?.message}
          {...register('lateFeeAfterDays', { valueAsNumber: true })}
        />
        {editing && (
          <>
            <Select
              label="Renewal offered"
              options={[
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ]}
              error={errors.renewalOffered?.message}
              {...register('renewalOffered')}
            />
            <DateInput
              label="Last inspection date"
              error={errors.lastInspectionDate?.message}
              {...register('lastInspectionDate')}
            />
            <FullWidth>
              <TextArea
                label="Special terms"
                error={errors.specialTerms?.message}
                {...register('specialTerms')}
              />
            </FullWidth>
          </>
        )}
      </Fields>
      <Footer>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {editing ? 'Save lease' : 'Create lease'}
        </Button>
      </Footer>
    </form>
  );
}

/** Create a lease on one of the property's units, or edit one: its start date and unit stay. */
export function LeaseModal({
  property,
  lease,
  open,
  onOpenChange,
}: {
  property: Property;
  /** The lease to edit; null to create one. */
  lease: Lease | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      title={lease ? 'Edit Lease' : 'Create Lease'}
      description={
        lease
          ? `Unit ${lease.currentUnit} of ${property.name}, from ${lease.startDate}.`
          : `A pending lease on a unit of ${property.name}; invite its tenant once it exists.`
      }
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
    >
      {open && (
        <LeaseForm
          key={lease?.leaseId ?? 'new'}
          property={property}
          lease={lease}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Modal>
  );
}
