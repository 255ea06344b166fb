import type { MaintenanceListQuery } from 'shared-api/contract';

/** The names of the list's filters in the page's address. */
const filterNames = ['status', 'propertyId', 'priority'] as const;

/** Whether the address filters the list. */
export const isFiltered = (search: URLSearchParams) => filterNames.some((name) => search.get(name));

export const maintenanceRequestsRead = (filters: MaintenanceListQuery | void) => ({
  url: 'maintenance',
  params: filters ?? undefined,
});

export const openCountsRead = 'maintenance/open-counts';
