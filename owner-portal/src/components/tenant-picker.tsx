import { useState } from 'react';
import { Select, TextField } from 'shared-ui';
import { useSettled } from './load-more';
import { useGetTenantsInfiniteQuery } from './tenant-list-api';

/** How many matches the picker offers: enough to choose from, never the whole portfolio. */
const matchesShown = 20;
const searchDelayMs = 300;

/**
 * Chooses one of the owner's tenants by searching on the server: a search field, and the newest
 * tenants matching it to choose from. The chosen tenant stays offered while the search changes.
 */
export function TenantPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (tenantId: string | undefined) => void;
}) {
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim(), searchDelayMs);
  const matches = useGetTenantsInfiniteQuery({
    ...(search ? { search } : {}),
    limit: matchesShown,
  });
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = (matches.data?.pages[0]?.tenants ?? []).map((tenant) => ({
    value: tenant.tenantId,
    label: tenant.name,
  }));
  const keepChosen = chosen && chosen.value === value && !found.some((o) => o.value === value);
  const options = keepChosen ? [chosen, ...found] : found;

  return (
    <>
      <TextField
        label="Find a tenant"
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Select
        label="Tenant"
        placeholder="All tenants"
        value={value ?? ''}
        onChange={(event) => {
          const tenantId = event.target.value || undefined;
          setChosen(options.find((option) => option.value === tenantId) ?? null);
          onChange(tenantId);
        }}
        options={options}
      />
    </>
  );
}
