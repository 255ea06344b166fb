import type { MaintenanceListQuery } from 'shared-api/contract';

/** The list's filters, kept in the page's address so that a filtered list can be shared. */
const filterNames = ['status', 'propertyId', 'priority'] as const;

/** Whether the address filters the list. */
export const isFiltered = (search: URLSearchParams) => filterNames.some((name) => search.get(name));

export const maintenanceRequestsRead = (filters: MaintenanceListQuery | void) => ({
  url: 'maintenance',
  params: filters ?? undefined,
});

export const openCountsRead = 'maintenance/open-counts';
