import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  Controller,
  useForm,
  useWatch,
  type FieldErrors,
  type UseFormReturn,
} from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { errorMessageFor, propertiesApi, useAppDispatch } from 'shared-api';
import { createLeasePayload, type Lease, type Property } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import {
  Button,
  Card,
  DateInput,
  PageHeading,
  PhoneInput,
  Select,
  TextField,
  Tabs,
  toast,
  toInternationalNumber,
} from 'shared-ui';
import styled from 'styled-components';
import { formatCalendarDate } from '../../components/dates';
import { Facts } from '../../components/facts';
import { InlineNotice } from '../../components/inline-notice';
import { leaseChoiceLabel, leaseTermsHint } from '../../components/invite-tenant-modal';
import { PropertyPickerField } from '../../components/property-picker-field';
import {
  useCreateTenantMutation,
  useGetLeasesToInviteOntoQuery,
} from '../../components/tenancy-api';
import {
  addTenantForm,
  emptyAddTenantForm,
  fieldsOfTab,
  newLeaseChoice,
  newLeaseOf,
  type AddTenantInput,
  type AddTenantValues,
} from './add-tenant-form';
import { useCreateLeaseForNewTenantMutation } from './api';

const { useGetPropertyQuery } = propertiesApi;

type Step = 'personal' | 'rental' | 'lease';
type Form = UseFormReturn<AddTenantInput, unknown, AddTenantValues>;

const Panel = styled.div`
  display: grid;
  gap: 4px;
  padding-top: 20px;
  max-width: 720px;
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0 16px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 12px;
`;

function PersonalInformation({ form, onNext }: { form: Form; onNext: () => void }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Panel>
      <TextField label="Full name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" error={errors.email?.message} {...register('email')} />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            label="Phone number"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.phone?.message}
          />
        )}
      />
      <TextField label="Current address" error={errors.address?.message} {...register('address')} />
      <Actions>
        <Button onClick={onNext}>Next</Button>
      </Actions>
    </Panel>
  );
}

function NewLeaseTerms({ form }: { form: Form }) {
  const {
    register,
    formState: { errors },
  } = form;
  const termErrors = errors.terms;
  return (
    <Card title="Terms of the new lease" titleAs="h3">
      <Pair>
        <DateInput
          label="Start date"
          error={termErrors?.startDate?.message}
          {...register('terms.startDate')}
        />
        <DateInput
          label="End date"
          error={termErrors?.endDate?.message}
          {...register('terms.endDate')}
        />
        <TextField
          label="Monthly rent"
          type="number"
          min="0"
          step="0.01"
          error={termErrors?.monthlyRent?.message}
          {...register('terms.monthlyRent', { valueAsNumber: true })}
        />
        <TextField
          label="Security deposit"
          type="number"
          min="0"
          step="0.01"
          error={termErrors?.securityDeposit?.message}
          {...register('terms.securityDeposit', { valueAsNumber: true })}
        />
        <TextField
          label="Unit"
          inputMode="numeric"
          error={termErrors?.currentUnit?.message}
          {...register('terms.currentUnit')}
        />
      </Pair>
    </Card>
  );
}

function RentalInformation({
  form,
  property,
  leases,
  onNext,
}: {
  form: Form;
  property: Property | undefined;
  leases: Lease[];
  onNext: () => void;
}) {
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = form;
  const [propertyId, leaseId] = useWatch({ control, name: ['propertyId', 'leaseId'] });
  const dispatch = useAppDispatch();

  /** A new lease's rent and deposit start as the chosen property's own. */
  async function choose(chosenId: string) {
    setValue('leaseId', '');
    if (!chosenId) return;
    const chosen = await dispatch(
      propertiesApi.endpoints.getProperty.initiate(chosenId, { subscribe: false }),
    );
    if (!chosen.data || getValues('propertyId') !== chosenId) return;
    setValue('terms.monthlyRent', chosen.data.monthlyRent);
    setValue('terms.securityDeposit', chosen.data.securityDeposit);
  }

  return (
    <Panel>
      <PropertyPickerField
        control={control}
        name="propertyId"
        selected={property && { value: property.propertyId, label: property.name }}
        onChosen={(chosenId) => void choose(chosenId)}
      />
      {propertyId && (
        <Select
          label="Lease"
          placeholder="Choose the lease"
          options={[
            ...leases.map((lease) => ({ value: lease.leaseId, label: leaseChoiceLabel(lease) })),
            { value: newLeaseChoice, label: 'A new lease on new terms' },
          ]}
          hint={leaseTermsHint(leases.find((lease) => lease.leaseId === leaseId))}
          error={errors.leaseId?.message}
          {...register('leaseId')}
        />
      )}
      {leaseId === newLeaseChoice && <NewLeaseTerms form={form} />}
      <Actions>
        <Button onClick={onNext}>Next</Button>
      </Actions>
    </Panel>
  );
}

function LeaseReadBack({
  form,
  property,
  leases,
  sending,
  refusal,
}: {
  form: Form;
  property: Property | undefined;
  leases: Lease[];
  sending: boolean;
  refusal: string | null;
}) {
  const values = useWatch({ control: form.control });
  const phone =
    values.phone?.country && values.phone.number !== undefined
      ? { country: values.phone.country, number: values.phone.number }
      : null;
  const chosenLease = leases.find((lease) => lease.leaseId === values.leaseId);
  const terms = chosenLease ?? (values.leaseId === newLeaseChoice ? values.terms : undefined);
  const currency = chosenLease?.currency ?? property?.currency;
  const amount = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) || !currency
      ? 'Not set'
      : formatMoney(value, currency);
  const date = (value: string | undefined) => (value ? formatCalendarDate(value) : 'Not set');

  return (
    <Panel>
      {refusal && <InlineNotice tone="danger">{refusal}</InlineNotice>}
      <Facts
        label="Tenant"
        facts={[
          ['Name', values.name || 'Not set'],
          ['Email', values.email || 'Not set'],
          ['Phone', phone ? toInternationalNumber(phone) || 'Not set' : 'Not set'],
          ['Current address', values.address || 'Not set'],
        ]}
      />
      <h3>Lease to be sent</h3>
      {terms ? (
        <Facts
          label="Lease to be sent"
          facts={[
            ['Property', property?.name ?? 'Not chosen'],
            ['Unit', String(terms.currentUnit || 'Not set')],
            ['Start date', date(terms.startDate)],
            ['End date', date(terms.endDate)],
            ['Monthly rent', amount(terms.monthlyRent)],
            ['Security deposit', amount(terms.securityDeposit)],
            [
              'Due before moving in',
              amount((terms.monthlyRent ?? Number.NaN) + (terms.securityDeposit ?? Number.NaN)),
            ],
            ['Status', chosenLease ? 'Pending lease' : 'New lease, created on sending'],
          ]}
        />
      ) : (
        <p>Choose the property and the lease on the Rental Information tab first.</p>
      )}
      <Actions>
        <Button type="submit" loading={sending}>
          Send invitation
        </Button>
      </Actions>
    </Panel>
  );
}

const firstStepWithError = (errors: FieldErrors<AddTenantInput>): Step =>
  fieldsOfTab.personal.some((field) => errors[field]) ? 'personal' : 'rental';

/** A tenant in three tabs: who they are, which home and lease, and the terms read back to confirm. */
export function AddTenantPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('personal');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [madeLease, setMadeLease] = useState<Lease | null>(null);
  const form = useForm<AddTenantInput, unknown, AddTenantValues>({
    resolver: zodResolver(addTenantForm),
    defaultValues: emptyAddTenantForm,
  });
  const propertyId = useWatch({ control: form.control, name: 'propertyId' });
  // The chosen property, read by its id: named whatever the picker's search finds.
  const chosenProperty = useGetPropertyQuery(propertyId, { skip: !propertyId });
  const property = propertyId ? chosenProperty.currentData : undefined;
  const leases = useGetLeasesToInviteOntoQuery(propertyId, { skip: !propertyId });
  const pendingLeases = (leases.data ?? []).filter((lease) => lease.status === 'pending');
  const [createLease] = useCreateLeaseForNewTenantMutation();
  const [createTenant] = useCreateTenantMutation();

  async function moveOn(from: 'personal' | 'rental', to: Step) {
    if (await form.trigger([...fieldsOfTab[from]])) setStep(to);
  }

  async function sendInvitation(values: AddTenantValues) {
    let leaseId = values.leaseId;
    if (leaseId === newLeaseChoice) {
      // Terms already made into a lease by an earlier try are not made again.
      let made = madeLease;
      if (!made) {
        const created = await createLease(createLeasePayload.parse(newLeaseOf(values)));
        if (created.error) {
          setRefusal(errorMessageFor('createLease', created.error));
          return;
        }
        made = created.data;
      }
      setMadeLease(made);
      leaseId = made.leaseId;
    }
    const invited = await createTenant({
      leaseId,
      name: values.name,
      email: values.email,
      phone: values.phone,
      address: values.address,
    });
    if (invited.error) {
      setRefusal(errorMessageFor('createTenant', invited.error));
      return;
    }
    toast.success('Tenant created successfully');
    navigate(`/properties/manage-tenant/${invited.data.tenantId}`);
  }

  return (
    <>
      <PageHeading
        title="Add Tenant"
        description="We e-mail the tenant a personal link to the background check, then the lease."
      />
      <form
        noValidate
        aria-label="Add tenant"
        onSubmit={form.handleSubmit(sendInvitation, (errors) =>
          setStep(firstStepWithError(errors)),
        )}
      >
        <Tabs
          label="Tenant details"
          value={step}
          onValueChange={(next) => setStep(next as Step)}
          tabs={[
            {
              value: 'personal',
              label: 'Personal Information',
              content: (
                <PersonalInformation form={form} onNext={() => moveOn('personal', 'rental')} />
              ),
            },
            {
              value: 'rental',
              label: 'Rental Information',
              content: (
                <RentalInformation
                  form={form}
                  property={property}
                  leases={pendingLeases}
                  onNext={() => moveOn('rental', 'lease')}
                />
              ),
            },
            {
              value: 'lease',
              label: 'Lease',
              content: (
                <LeaseReadBack
                  form={form}
                  property={property}
                  leases={pendingLeases}
                  sending={form.formState.isSubmitting}
                  refusal={refusal}
                />
              ),
            },
          ]}
        />
      </form>
    </>
  );
}
