import type { Expense, MaintenanceCostPayload, MaintenanceVendor } from 'shared-api/contract';
import { sharedBooksApi } from '../../components/books-api';

const requestVendorPath = (requestId: string) =>
  `maintenance/${encodeURIComponent(requestId)}/vendor`;

/** A request's vendor and the costs recorded against it: owner only. */
export const requestVendorApi = sharedBooksApi.injectEndpoints({
  endpoints: (build) => ({
    getRequestVendor: build.query<MaintenanceVendor, string>({
      query: requestVendorPath,
      transformResponse: (answer: { data: MaintenanceVendor }) => answer.data,
      providesTags: ['Books'],
    }),
    assignRequestVendor: build.mutation<MaintenanceVendor, { requestId: string; vendorId: string }>(
      {
        query: ({ requestId, vendorId }) => ({
          url: requestVendorPath(requestId),
          method: 'PUT',
          body: { vendorId },
        }),
        transformResponse: (answer: { data: MaintenanceVendor }) => answer.data,
        invalidatesTags: ['Books'],
      },
    ),
    unassignRequestVendor: build.mutation<MaintenanceVendor, string>({
      query: (requestId) => ({ url: requestVendorPath(requestId), method: 'DELETE' }),
      transformResponse: (answer: { data: MaintenanceVendor }) => answer.data,
      invalidatesTags: ['Books'],
    }),
    /** "Record the cost": the expense of the request's property, linked to it. */
    recordRequestCost: build.mutation<Expense, MaintenanceCostPayload & { requestId: string }>({
      query: ({ requestId, ...cost }) => ({
        url: `maintenance/${encodeURIComponent(requestId)}/cost`,
        method: 'POST',
        body: cost,
      }),
      transformResponse: (answer: { data: Expense }) => answer.data,
      invalidatesTags: ['Books'],
    }),
  }),
});

export const {
  useGetRequestVendorQuery,
  useAssignRequestVendorMutation,
  useUnassignRequestVendorMutation,
  useRecordRequestCostMutation,
} = requestVendorApi;
