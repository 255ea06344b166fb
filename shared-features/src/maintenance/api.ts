import { api } from 'shared-api';
import type { MaintenanceRequestDetail } from 'shared-api/contract';

/**
 * One maintenance request and its conversation, as both portals read it; each portal injects its
 * own list and status endpoints into this same api.
 */
export const maintenanceApi = api
  .enhanceEndpoints({ addTagTypes: ['Maintenance'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMaintenanceRequest: build.query<MaintenanceRequestDetail, string>({
        query: (requestId) => `maintenance/${requestId}`,
        transformResponse: (answer: { data: MaintenanceRequestDetail }) => answer.data,
        providesTags: ['Maintenance'],
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

export const { useGetMaintenanceRequestQuery, useCommentOnMaintenanceRequestMutation } =
  maintenanceApi;
