import { type PickerOption, SearchPicker, matchesShown } from './search-picker';
import { useGetTenantsInfiniteQuery } from './tenant-list-api';

/** The owner's newest tenants whose name or e-mail holds the search. */
function useTenantMatches(search: string): PickerOption[] {
  const matches = useGetTenantsInfiniteQuery({
    ...(search ? { search } : {}),
    limit: matchesShown,
  });
  return (matches.data?.pages[0]?.tenants ?? []).map((tenant) => ({
    value: tenant.tenantId,
    label: tenant.name,
  }));
}

/** Chooses one of the owner's tenants by searching on the server (undefined for all of them). */
export function TenantPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (tenantId: string | undefined) => void;
}) {
  return (
    <SearchPicker
      findLabel="Find a tenant"
      label="Tenant"
      placeholder="All tenants"
      value={value ?? ''}
      onChange={(tenantId) => onChange(tenantId || undefined)}
      useMatches={useTenantMatches}
    />
  );
}
