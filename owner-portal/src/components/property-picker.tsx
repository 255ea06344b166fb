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
