import { maintenanceApi } from 'shared-ui';
import type {
  MaintenanceListQuery,
  MaintenanceOpenCounts,
  MaintenanceRequest,
  MaintenanceRequestDetail,
  MaintenanceStatus,
} from 'shared-api/contract';
import { maintenanceRequestsRead, openCountsRead } from './reads';

export const ownerMaintenanceApi = maintenanceApi.injectEndpoints({
  endpoints: (build) => ({
    getMaintenanceRequests: build.query<MaintenanceRequest[], MaintenanceListQuery | void>({
      query: maintenanceRequestsRead,
      transformResponse: (answer: { data: MaintenanceRequest[] }) => answer.data,
      providesTags: ['Maintenance'],
    }),
    getMaintenanceOpenCounts: build.query<MaintenanceOpenCounts, void>({
      query: () => openCountsRead,
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
