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
 * offered while the search changes, as does `selected` (the row of `value` when it is known
 * elsewhere, such as a form's first value). `value` is '' when none is chosen.
 */
export function SearchPicker({
  findLabel,
  label,
  placeholder,
  value,
  onChange,
  useMatches,
  selected,
  error,
}: {
  findLabel: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  useMatches: (search: string) => PickerOption[];
  selected?: PickerOption | null;
  error?: string;
}) {
  const [typed, setTyped] = useState('');
  const found = useMatches(useSettled(typed.trim(), searchDelayMs));
  const [chosen, setChosen] = useState<PickerOption | null>(null);
  const known = chosen?.value === value ? chosen : selected?.value === value ? selected : null;
  const keepKnown = known && !found.some((o) => o.value === value);
  const options = keepKnown ? [known, ...found] : found;

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
        error={error}
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
