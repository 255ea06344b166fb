import type { UseFormRegisterReturn } from 'react-hook-form';
import { postalCodeRule } from 'shared-api/contract';
import { useGetCitiesQuery, useGetCountriesQuery, useGetStatesQuery } from 'shared-api';
import styled from 'styled-components';
import { TextField, Select } from 'shared-ui';

export type LocationFieldName = 'address' | 'country' | 'state' | 'city' | 'postalCode';

/**
 * The calling form's own pieces, passed in rather than read from a form context: an app bundles its
 * own copy of react-hook-form, whose context this shared component cannot see.
 */
export interface PropertyLocationFieldsProps {
  /** The form's registration of `location.<name>`. */
  field: (name: LocationFieldName) => UseFormRegisterReturn;
  /** Empties a field, e.g. the state and the city when the country changes. */
  clear: (name: 'state' | 'city') => void;
  /** The country, state and city as the form holds them now. */
  values: { country?: string; state?: string; city?: string };
  errors?: Partial<Record<LocationFieldName, string | undefined>>;
}

/** The registration, with `then` run after the form has taken the change. */
function withChange(registration: UseFormRegisterReturn, then: () => void): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: async (event) => {
      await registration.onChange(event);
      then();
    },
  };
}

const FullWidth = styled.div`
  grid-column: 1 / -1;
`;

interface PlaceFieldProps {
  label: string;
  placeholder: string;
  /** The places to choose from; an empty list (none known) lets the owner type the name. */
  places: readonly string[] | undefined;
  /** The place already chosen, kept as a choice even when the list does not name it. */
  chosen: string;
  disabled: boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

function PlaceField({
  label,
  placeholder,
  places,
  chosen,
  disabled,
  error,
  registration,
}: PlaceFieldProps) {
  if (places?.length === 0) {
    return <TextField label={label} required disabled={disabled} error={error} {...registration} />;
  }
  const choices = places && chosen && !places.includes(chosen) ? [chosen, ...places] : places;
  return (
    <Select
      label={label}
      required
      disabled={disabled}
      error={error}
      placeholder={placeholder}
      options={(choices ?? (chosen ? [chosen] : [])).map((place) => ({
        value: place,
        label: place,
      }))}
      {...registration}
    />
  );
}

/**
 * The countries by name; until they have come, the chosen one by its code, so a property's country
 * is selected from the start and stays selected when the names arrive.
 */
function countryChoices(
  countries: readonly { iso2: string; name: string }[] | undefined,
  chosen: string,
) {
  const named = (countries ?? []).map(({ iso2, name }) => ({ value: iso2, label: name }));
  const known = !chosen || named.some((country) => country.value === chosen);
  return known ? named : [{ value: chosen, label: chosen }, ...named];
}

/**
 * Address, country, state, city and postal code of a property form. Countries,
 * states and cities come from the API; the state opens once a country is chosen and the city once
 * a state is; the postal code's label and whether it is required follow the country.
 */
export function PropertyLocationFields({
  field,
  clear,
  values,
  errors = {},
}: PropertyLocationFieldsProps) {
  const { country = '', state: stateName = '', city: cityName = '' } = values;

  const countries = useGetCountriesQuery();
  const states = useGetStatesQuery(country, { skip: !country });
  const stateCode = states.currentData?.find((state) => state.name === stateName)?.isoCode;
  const cities = useGetCitiesQuery({ country, state: stateCode ?? '' }, { skip: !stateCode });
  const postalCode = postalCodeRule(country);

  const statePlaces = states.currentData?.map((state) => state.name);
  // A state typed by hand has no code to look its cities up by: its city is typed too.
  const cityPlaces = stateCode
    ? cities.currentData?.map((city) => city.name)
    : stateName && statePlaces
      ? []
      : undefined;

  return (
    <>
      <FullWidth>
        <TextField
          label="Address"
          required
          autoComplete="street-address"
          error={errors.address}
          {...field('address')}
        />
      </FullWidth>
      <Select
        label="Country"
        required
        placeholder="Select a country"
        options={countryChoices(countries.data, country)}
        error={errors.country}
        {...withChange(field('country'), () => {
          clear('state');
          clear('city');
        })}
      />
      <PlaceField
        label="State"
        placeholder="Select a state"
        places={statePlaces}
        chosen={stateName}
        disabled={!country}
        error={errors.state}
        registration={withChange(field('state'), () => clear('city'))}
      />
      <PlaceField
        label="City"
        placeholder="Select a city"
        places={cityPlaces}
        chosen={cityName}
        disabled={!stateName}
        error={errors.city}
        registration={field('city')}
      />
      <TextField
        label={postalCode.label}
        required={postalCode.required}
        hint={postalCode.required ? undefined : 'Optional'}
        autoComplete="postal-code"
        error={errors.postalCode}
        {...field('postalCode')}
      />
    </>
  );
}
