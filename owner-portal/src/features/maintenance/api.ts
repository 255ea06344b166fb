import { maintenanceApi } from 'shared-features';
import type {
  MaintenanceListQuery,
  MaintenanceOpenCounts,
  MaintenanceRequest,
  MaintenanceRequestDetail,
  MaintenanceStatus,
} from 'shared-api/contract';

/** The names of the list's filters in the page's address. */
const filterNames = ['status', 'propertyId', 'priority'] as const;

/** Whether the address filters the list. */
export const isFiltered = (search: URLSearchParams) => filterNames.some((name) => search.get(name));

const maintenanceRequestsQuery = (filters: MaintenanceListQuery | void) => ({
  url: 'maintenance',
  params: filters ?? undefined,
});

const openCountsQuery = 'maintenance/open-counts';

export const ownerMaintenanceApi = maintenanceApi.injectEndpoints({
  endpoints: (build) => ({
    getMaintenanceRequests: build.query<MaintenanceRequest[], MaintenanceListQuery | void>({
      query: maintenanceRequestsQuery,
      transformResponse: (answer: { data: MaintenanceRequest[] }) => answer.data,
      providesTags: ['Maintenance'],
    }),
    getMaintenanceOpenCounts: build.query<MaintenanceOpenCounts, void>({
      query: () => openCountsQuery,
      transformResponse: (answer: { data: MaintenanceOpenCounts }) => answer.data,
      providesTags: ['Maintenance'],
    }),
    changeMaintenanceStatus: build.mutation<
      MaintenanceRequestDetail,
      { requestId: string; status: MaintenanceStatus }
    >({
      query: ({ requestId, status }) => ({
        url: `maintenance/${requestId}/status`,
        method: 'PUT',
        body: { status },
      }),
      transformResponse: (answer: { data: MaintenanceRequestDetail }) => answer.data,
      invalidatesTags: ['Maintenance'],
    }),
  }),
});

export const {
  useGetMaintenanceRequestsQuery,
  useGetMaintenanceOpenCountsQuery,
  useChangeMaintenanceStatusMutation,
} = ownerMaintenanceApi;
