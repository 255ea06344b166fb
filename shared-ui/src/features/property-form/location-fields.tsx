import { useFormContext, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { postalCodeRule, type PropertyLocationInput } from 'shared-api/contract';
import { useGetCitiesQuery, useGetCountriesQuery, useGetStatesQuery } from 'shared-api';
import styled from 'styled-components';
import { Select } from '../../components/select/select';
import { TextField } from '../../components/text-field/text-field';

/** Any form with a property's location under `location`, as create and update send it. */
interface WithLocation {
  location: PropertyLocationInput;
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
 * Address, country, state, city and postal code, inside a react-hook-form `FormProvider`. Countries,
 * states and cities come from the API; the state opens once a country is chosen and the city once
 * a state is; the postal code's label and whether it is required follow the country.
 */
export function PropertyLocationFields() {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<WithLocation>();
  const [country = '', stateName = '', cityName = ''] = useWatch({
    control,
    name: ['location.country', 'location.state', 'location.city'],
  });

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
  const locationErrors = errors.location;

  return (
    <>
      <FullWidth>
        <TextField
          label="Address"
          required
          autoComplete="street-address"
          error={locationErrors?.address?.message}
          {...register('location.address')}
        />
      </FullWidth>
      <Select
        label="Country"
        required
        placeholder="Select a country"
        options={(countries.data ?? []).map(({ iso2, name }) => ({ value: iso2, label: name }))}
        error={locationErrors?.country?.message}
        {...register('location.country', {
          onChange: () => {
            setValue('location.state', '');
            setValue('location.city', '');
          },
        })}
      />
      <PlaceField
        label="State"
        placeholder="Select a state"
        places={statePlaces}
        chosen={stateName}
        disabled={!country}
        error={locationErrors?.state?.message}
        registration={register('location.state', {
          onChange: () => setValue('location.city', ''),
        })}
      />
      <PlaceField
        label="City"
        placeholder="Select a city"
        places={cityPlaces}
        chosen={cityName}
        disabled={!stateName}
        error={locationErrors?.city?.message}
        registration={register('location.city')}
      />
      <TextField
        label={postalCode.label}
        required={postalCode.required}
        hint={postalCode.required ? undefined : 'Optional'}
        autoComplete="postal-code"
        error={locationErrors?.postalCode?.message}
        {...register('location.postalCode')}
      />
    </>
  );
}
