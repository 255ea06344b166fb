import {
  type Control,
  type FieldPathByValue,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { useGetPropertiesQuery } from 'shared-api';
import { type PickerOption, SearchPicker, matchesShown } from './search-picker';

/** The owner's properties whose name or address holds the search (the properties list's own). */
function usePropertyMatches(search: string): PickerOption[] {
  const matches = useGetPropertiesQuery({ ...(search ? { search } : {}), limit: matchesShown });
  return (matches.data?.data ?? []).map((property) => ({
    value: property.propertyId,
    label: property.name,
  }));
}

/**
 * Chooses one of the owner's properties by searching on the server ('' for all of them, or for
 * none yet when the placeholder says so).
 */
export function PropertyPicker({
  value,
  onChange,
  placeholder = 'All properties',
  selected,
  error,
}: {
  value: string;
  onChange: (propertyId: string) => void;
  placeholder?: string;
  /** The chosen property's name when known elsewhere, offered whatever the search finds. */
  selected?: PickerOption | null;
  error?: string;
}) {
  return (
    <SearchPicker
      findLabel="Find a property"
      label="Property"
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      useMatches={usePropertyMatches}
      selected={selected}
      error={error}
    />
  );
}

/**
 * A form's property field (react-hook-form): the picker for one property, none chosen at first.
 * `onChosen` hears each choice after the form does.
 */
export function PropertyPickerField<Values extends FieldValues, Submitted = Values>({
  control,
  name,
  selected,
  onChosen,
}: {
  /** The form's; `Submitted` is what its resolver makes of the values. */
  control: Control<Values, unknown, Submitted>;
  name: FieldPathByValue<Values, string | undefined>;
  selected?: PickerOption | null;
  onChosen?: (propertyId: string) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PropertyPicker
      value={field.value ?? ''}
      onChange={(propertyId) => {
        field.onChange(propertyId);
        onChosen?.(propertyId);
      }}
      placeholder="Choose a property"
      selected={selected}
      error={fieldState.error?.message}
    />
  );
}
