import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { propertyAmenityNames, propertyTypes, type Property } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import {
  Button,
  Card,
  Modal,
  PageHeading,
  Select,
  Tabs,
  TextArea,
  TextField,
  toast,
  useLeaveBlocker,
} from 'shared-ui';
import { PropertyCurrencyField, PropertyLocationFields } from 'shared-features';
import styled from 'styled-components';
import { useGetPropertyLeasesQuery } from '../manage-property/api';
import { useUpdatePropertyMutation } from './api';
import {
  editPropertyForm,
  editPropertyTabs,
  editPropertyValues,
  propertyUpdate,
  type EditPropertyInput,
  type EditPropertyTab,
  type EditPropertyValues,
} from './edit-property-form';
import { PropertyGate } from './property-gate';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  column-gap: 16px;
`;

const FullWidth = styled.div`
  grid-column: 1 / -1;
`;

const Steps = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin-top: 8px;
`;

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  column-gap: 16px;
  align-items: end;
  margin: 0 0 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  legend {
    padding: 0 6px;
    font-weight: 700;
  }
`;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Allowed" or "Not allowed", kept in the form as true or false. */
const allowedChoices = [
  { value: 'true', label: 'Allowed' },
  { value: 'false', label: 'Not allowed' },
];
const readAllowed = (value: unknown) => value === true || value === 'true';

/** An empty number field reads as no value, not as zero. */
const numberOrNothing = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

function PropertyInformation() {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<EditPropertyInput>();
  const [country, state, city] = useWatch({
    control,
    name: ['location.country', 'location.state', 'location.city'],
  });
  return (
    <Fields>
      <TextField
        label="Property name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <Select
        label="Property type"
        required
        options={propertyTypes.map((type) => ({ value: type, label: capitalised(type) }))}
        error={errors.type?.message}
        {...register('type')}
      />
      <FullWidth>
        <TextArea
          label="Description"
          error={errors.description?.message}
          {...register('description')}
        />
      </FullWidth>
      <PropertyLocationFields
        field={(name) => register(`location.${name}`)}
        clear={(name) => setValue(`location.${name}`, '', { shouldDirty: true })}
        values={{ country, state, city }}
        errors={{
          address: errors.location?.address?.message,
          country: errors.location?.country?.message,
          state: errors.location?.state?.message,
          city: errors.location?.city?.message,
          postalCode: errors.location?.postalCode?.message,
        }}
      />
    </Fields>
  );
}

function RentalInformation({ propertyId }: { propertyId: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EditPropertyInput>();
  const [amountPerUnit, unit, currency] = useWatch({
    control,
    name: ['rentalInfo.amountPerUnit', 'rentalInfo.unit', 'currency'],
  });
  const leases = useGetPropertyLeasesQuery(propertyId);
  const amount = Number(amountPerUnit) * Number(unit);
  const rentalErrors = errors.rentalInfo;
  return (
    <Fields>
      <TextField
        label="Amount"
        readOnly
        hint="Rent per unit times units, each month"
        value={Number.isFinite(amount) ? formatMoney(amount, currency) : ''}
      />
      <TextField
        label="Amount per unit"
        required
        type="number"
        min={0}
        step={0.01}
        error={rentalErrors?.amountPerUnit?.message}
        {...register('rentalInfo.amountPerUnit', { valueAsNumber: true })}
      />
      <TextField
        label="Units"
        required
        type="number"
        min={1}
        step={1}
        error={rentalErrors?.unit?.message}
        {...register('rentalInfo.unit', { valueAsNumber: true })}
      />
      <TextField
        label="Late fee rate (%)"
        type="number"
        min={0}
        max={100}
        step={0.01}
        hint="Optional"
        error={rentalErrors?.lateFeeRate?.message}
        {...register('rentalInfo.lateFeeRate', { setValueAs: numberOrNothing })}
      />
      <TextField
        label="Deposit"
        required
        type="number"
        min={0}
        step={0.01}
        error={rentalErrors?.amountDeposite?.message}
        {...register('rentalInfo.amountDeposite', { valueAsNumber: true })}
      />
      <PropertyCurrencyField
        chosen={currency}
        locked={(leases.data?.length ?? 0) > 0}
        error={errors.currency?.message}
        registration={register('currency')}
      />
    </Fields>
  );
}

function Amenities() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EditPropertyInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'amenities' });
  const usualCount = propertyAmenityNames.length;
  return (
    <>
      <Fields>
        {fields.slice(0, usualCount).map((field, index) => (
          <Select
            key={field.id}
            label={field.name}
            options={allowedChoices}
            error={errors.amenities?.[index]?.allowed?.message}
            {...register(`amenities.${index}.allowed`, { setValueAs: readAllowed })}
          />
        ))}
      </Fields>
      {fields.slice(usualCount).map((field, offset) => {
        const index = usualCount + offset;
        return (
          <Row key={field.id}>
            <legend>Your amenity {offset + 1}</legend>
            <TextField
              label="Amenity"
              error={errors.amenities?.[index]?.name?.message}
              {...register(`amenities.${index}.name`)}
            />
            <Select
              label="Allowed"
              options={allowedChoices}
              {...register(`amenities.${index}.allowed`, { setValueAs: readAllowed })}
            />
            <Button
              variant="ghost"
              onClick={() => remove(index)}
              aria-label={`Remove your amenity ${offset + 1}`}
              style={{ marginBottom: 16 }}
            >
              Remove
            </Button>
          </Row>
        );
      })}
      <Button variant="secondary" onClick={() => append({ name: '', allowed: true })}>
        Add an amenity
      </Button>
    </>
  );
}

function OwnerAndFinancials() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EditPropertyInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'profiles' });
  return (
    <>
      {fields.map((field, index) => {
        const personErrors = errors.profiles?.[index];
        const legend = index === 0 ? 'Property manager' : `Person ${index + 1}`;
        return (
          <Row key={field.id}>
            <legend>{legend}</legend>
            <TextField
              label="Name"
              required
              error={personErrors?.name?.message}
              {...register(`profiles.${index}.name`)}
            />
            <TextField
              label="Email"
              type="email"
              error={personErrors?.email?.message}
              {...register(`profiles.${index}.email`)}
            />
            <TextField
              label="Phone"
              type="tel"
              error={personErrors?.phone?.message}
              {...register(`profiles.${index}.phone`)}
            />
            <TextField
              label="Role"
              error={personErrors?.role?.message}
              {...register(`profiles.${index}.role`)}
            />
            {index > 0 && (
              <Button
                variant="ghost"
                onClick={() => remove(index)}
                aria-label={`Remove ${legend}`}
                style={{ marginBottom: 16 }}
              >
                Remove
              </Button>
            )}
          </Row>
        );
      })}
      {errors.profiles?.root?.message && <p role="alert">{errors.profiles.root.message}</p>}
      <Button
        variant="secondary"
        onClick={() => append({ name: '', email: '', phone: '', role: '' })}
      >
        Add a person
      </Button>
    </>
  );
}

/** Asks before leaving with changes that are not saved: in the app, and on reload or close. */
function UnsavedChangesPrompt({ unsaved }: { unsaved: boolean }) {
  const blocker = useLeaveBlocker(unsaved);
  return (
    <Modal
      title="Leave without saving?"
      description="Your changes to this property are not saved yet."
      open={blocker.blocked}
      onOpenChange={(open) => {
        if (!open) blocker.reset();
      }}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={blocker.reset}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={blocker.proceed}>
            Leave
          </Button>
        </>
      }
    >
      <p>If you leave now, the changes are lost.</p>
    </Modal>
  );
}

function EditPropertyForm({ property }: { property: Property }) {
  const navigate = useNavigate();
  const [updateProperty, { isLoading }] = useUpdatePropertyMutation();
  const [tab, setTab] = useState<EditPropertyTab>('information');
  const [saved, setSaved] = useState(false);
  const form = useForm<EditPropertyInput, unknown, EditPropertyValues>({
    resolver: zodResolver(editPropertyForm),
    defaultValues: editPropertyValues(property),
    // Checked when the owner moves on, not on leaving a field: a message appearing on blur moves
    // the Next button away from under the pointer and the click is lost.
  });
  const tabIndex = editPropertyTabs.findIndex((candidate) => candidate.value === tab);
  const isLast = tabIndex === editPropertyTabs.length - 1;

  useEffect(() => {
    if (saved) navigate('/properties');
  }, [saved, navigate]);

  /** Moving forward needs every tab before the target to be valid; going back never does. */
  async function goTo(target: EditPropertyTab) {
    const targetIndex = editPropertyTabs.findIndex((candidate) => candidate.value === target);
    for (const step of editPropertyTabs.slice(tabIndex, Math.max(tabIndex, targetIndex))) {
      if (!(await form.trigger(step.fields, { shouldFocus: true }))) {
        setTab(step.value);
        return;
      }
    }
    setTab(target);
  }

  async function save(values: EditPropertyValues) {
    try {
      const updated = await updateProperty(propertyUpdate(property, values)).unwrap();
      toast.success(`${updated.name} property has been updated successfully`);
      setSaved(true);
    } catch {
      // The failure has been shown as an error toast; the owner's changes stay in the form.
    }
  }

  const panel = (content: ReactNode) => (
    <>
      {content}
      <Steps>
        {tabIndex > 0 ? (
          <Button variant="secondary" onClick={() => setTab(editPropertyTabs[tabIndex - 1]!.value)}>
            Back
          </Button>
        ) : (
          <span />
        )}
        {isLast ? (
          <Button type="submit" loading={isLoading}>
            Save changes
          </Button>
        ) : (
          <Button onClick={() => goTo(editPropertyTabs[tabIndex + 1]!.value)}>Next</Button>
        )}
      </Steps>
    </>
  );

  return (
    <FormProvider {...form}>
      <UnsavedChangesPrompt unsaved={form.formState.isDirty && !saved} />
      <form
        noValidate
        aria-label={`Edit ${property.name}`}
        onSubmit={form.handleSubmit(save, () => {
          const invalid = editPropertyTabs.find((step) =>
            step.fields.some((field) => form.getFieldState(field).invalid),
          );
          if (invalid) setTab(invalid.value);
        })}
      >
        <Tabs
          label="Property sections"
          value={tab}
          onValueChange={(value) => goTo(value as EditPropertyTab)}
          tabs={[
            {
              value: 'information',
              label: 'Property Information',
              content: panel(<PropertyInformation />),
            },
            {
              value: 'rental',
              label: 'Rental Information',
              content: panel(<RentalInformation propertyId={property.propertyId} />),
            },
            { value: 'amenities', label: 'Amenities', content: panel(<Amenities />) },
            {
              value: 'people',
              label: 'Owner & Financials',
              content: panel(<OwnerAndFinancials />),
            },
          ]}
        />
      </form>
    </FormProvider>
  );
}

export function EditPropertyPage() {
  return (
    <PropertyGate title="Edit property">
      {(property) => (
        <>
          <PageHeading title={`Edit ${property.name}`} description="Change a property's details." />
          <Card>
            <EditPropertyForm key={property.propertyId} property={property} />
          </Card>
        </>
      )}
    </PropertyGate>
  );
}
