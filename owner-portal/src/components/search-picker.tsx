import { useState } from 'react';
import { Select, TextField } from 'shared-ui';
import { useSettled } from './load-more';

export interface PickerOption {
  value: string;
  label: string;
}

/** How many matches a picker offers: enough to choose from, never the whole portfolio. */
export const matchesShown = 20;
const searchDelayMs = 300;

/**
 * Chooses one of the owner's many rows by searching on the server: a search field, and the rows
 * `useMatches` finds for what was typed (once typing settles) to choose from. The chosen row stays
 * offered while the search changes. `value` is '' when none is chosen.
 */
export function SearchPicker({
  findLabel,
  label,
  placeholder,
  value,
  onChange,
  useMatches,
}: {
  findLabel: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  useMatches: (search: string) => PickerOption[];
}) {
  const [typed, setTyped] = useState('');
  const found = useMatches(useSettled(typed.trim(), searchDelayMs));
  const [chosen, setChosen] = useState<PickerOption | null>(null);
  const keepChosen = chosen && chosen.value === value && !found.some((o) => o.value === value);
  const options = keepChosen ? [chosen, ...found] : found;

  return (
    <>
      <TextField
        label={findLabel}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Select
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          const chosenValue = event.target.value;
          setChosen(options.find((option) => option.value === chosenValue) ?? null);
          onChange(chosenValue);
        }}
        options={options}
      />
    </>
  );
}
