import { api } from 'shared-api';
import type {
  MaintenanceListQuery,
  MaintenanceOpenCounts,
  MaintenanceRequest,
  MaintenanceRequestDetail,
  MaintenanceStatus,
} from 'shared-api/contract';

export const ownerMaintenanceApi = api
  .enhanceEndpoints({ addTagTypes: ['Maintenance'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMaintenanceRequests: build.query<MaintenanceRequest[], MaintenanceListQuery | void>({
        query: (filters) => ({ url: 'maintenance', params: filters ?? undefined }),
        transformResponse: (answer: { data: MaintenanceRequest[] }) => answer.data,
        providesTags: ['Maintenance'],
      }),
      getMaintenanceRequest: build.query<MaintenanceRequestDetail, string>({
        query: (requestId) => `maintenance/${requestId}`,
        transformResponse: (answer: { data: MaintenanceRequestDetail }) => answer.data,
        providesTags: ['Maintenance'],
      }),
      getMaintenanceOpenCounts: build.query<MaintenanceOpenCounts, void>({
        query: () => 'maintenance/open-counts',
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
      commentOnMaintenanceRequest: build.mutation<
        MaintenanceRequestDetail,
        { requestId: string; body: string }
      >({
        query: ({ requestId, body }) => ({
          url: `maintenance/${requestId}/comments`,
          method: 'POST',
          body: { body },
        }),
        transformResponse: (answer: { data: MaintenanceRequestDetail }) => answer.data,
        invalidatesTags: ['Maintenance'],
      }),
    }),
  });

export const {
  useGetMaintenanceRequestsQuery,
  useGetMaintenanceRequestQuery,
  useGetMaintenanceOpenCountsQuery,
  useChangeMaintenanceStatusMutation,
  useCommentOnMaintenanceRequestMutation,
} = ownerMaintenanceApi;
