import { useState } from 'react';
import { useGetPropertiesQuery } from 'shared-api';
import { Select, TextField } from 'shared-ui';
import { useSettled } from './load-more';

/** How many matches the picker offers: enough to choose from, never the whole portfolio. */
const matchesShown = 20;
const searchDelayMs = 300;

/**
 * Chooses one of the owner's properties by searching on the server (the properties list's own
 * search, by name or address): a search field, and the properties matching it to choose from.
 * The chosen property stays offered while the search changes.
 */
export function PropertyPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (propertyId: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim(), searchDelayMs);
  const matches = useGetPropertiesQuery({ ...(search ? { search } : {}), limit: matchesShown });
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = (matches.data?.data ?? []).map((property) => ({
    value: property.propertyId,
    label: property.name,
  }));
  const keepChosen = chosen && chosen.value === value && !found.some((o) => o.value === value);
  const options = keepChosen ? [chosen, ...found] : found;

  return (
    <>
      <TextField
        label="Find a property"
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Select
        label="Property"
        placeholder="All properties"
        value={value}
        onChange={(event) => {
          const propertyId = event.target.value;
          setChosen(options.find((option) => option.value === propertyId) ?? null);
          onChange(propertyId);
        }}
        options={options}
      />
    </>
  );
}
