import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { propertyIndustries, propertyTypes, type Property } from 'shared-api/contract';
import { useCreatePropertyMutation } from 'shared-api';
import styled from 'styled-components';
import { PropertyCurrencyField } from './currency-field';
import { PropertyLocationFields } from './location-fields';
import {
  propertyForm,
  type PropertyFormInput,
  type PropertyFormOutput,
} from './property-form-schema';
import { Button, TextField, toast, Select, TextArea } from 'shared-ui';

export interface PropertyFormProps {
  /** Called with the new property once it is created and its success toast is shown. */
  onCreated: (property: Property) => void;
  submitLabel?: string;
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  column-gap: 16px;
`;

const FullWidth = styled.div`
  grid-column: 1 / -1;
`;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const choicesOf = (words: readonly string[]) =>
  words.map((word) => ({ value: word, label: capitalised(word) }));

/**
 * A new property's details, sent as one create call: the onboarding's first property and the
 * add-property screen. Countries, states and cities come from the API; the postal code's label
 * and whether it is required follow the country; the currency is the country's own unless the
 * owner chooses another.
 */
export function PropertyForm({ onCreated, submitLabel = 'Create property' }: PropertyFormProps) {
  const [createProperty, { isLoading }] = useCreatePropertyMutation();
  const form = useForm<PropertyFormInput, unknown, PropertyFormOutput>({
    resolver: zodResolver(propertyForm),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = form;
  const [country, state, city, currency] = useWatch({
    control,
    name: ['location.country', 'location.state', 'location.city', 'currency'],
  });

  async function create(property: PropertyFormOutput) {
    const location = { ...property.location, zip: property.location.postalCode };
    try {
      const created = await createProperty({ ...property, location, status: 'available' }).unwrap();
      toast.success(`${created.name} property has been created successfully`);
      onCreated(created);
    } catch {
      // The failure has been shown as an error toast; the owner can correct and resend.
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(create)}>
      <Fields>
        <Select
          label="Property type"
          required
          placeholder="Select a type"
          options={choicesOf(propertyTypes)}
          error={errors.type?.message}
          {...register('type')}
        />
        <TextField
          label="Property name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <PropertyLocationFields
          field={(name) => register(`location.${name}`)}
          clear={(name) => setValue(`location.${name}`, '')}
          values={{ country, state, city }}
          errors={{
            address: errors.location?.address?.message,
            country: errors.location?.country?.message,
            state: errors.location?.state?.message,
            city: errors.location?.city?.message,
            postalCode: errors.location?.postalCode?.message,
          }}
        />
        <Select
          label="Industry"
          required
          placeholder="Select an industry"
          options={choicesOf(propertyIndustries)}
          error={errors.industry?.message}
          {...register('industry')}
        />
        <FullWidth>
          <TextArea
            label="Description"
            required
            error={errors.description?.message}
            {...register('description')}
          />
        </FullWidth>
        <TextField
          label="Manager"
          required
          autoComplete="off"
          error={errors.manager?.message}
          {...register('manager')}
        />
        <TextField
          label="Manager contact"
          required
          type="tel"
          error={errors.contact?.message}
          {...register('contact')}
        />
        <TextField
          label="Units"
          required
          type="number"
          min={1}
          step={1}
          error={errors.units?.message}
          {...register('units', { valueAsNumber: true })}
        />
        <TextField
          label="Monthly rent"
          required
          type="number"
          min={0}
          step={0.01}
          error={errors.monthlyRent?.message}
          {...register('monthlyRent', { valueAsNumber: true })}
        />
        <PropertyCurrencyField
          countryDefault
          chosen={currency ?? ''}
          error={errors.currency?.message}
          registration={register('currency', { setValueAs: (value) => value || undefined })}
        />
      </Fields>
      <Button type="submit" loading={isLoading} style={{ width: '100%' }}>
        {submitLabel}
      </Button>
    </form>
  );
}
