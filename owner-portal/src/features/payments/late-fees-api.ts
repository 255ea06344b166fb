import type { OpenLateFeesPage } from 'shared-api/contract';
import { paymentsApi } from './api';

/** The late fees tab's open fees and their waiving; it loads with the tab. */
export const lateFeesApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The open late fees a page at a time, oldest first, each page after the last one's cursor. */
    getOpenLateFees: build.infiniteQuery<OpenLateFeesPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: 'payments/late-fees',
        params: pageParam === null ? {} : { cursor: pageParam },
      }),
      providesTags: ['Rent'],
    }),
    waiveLateFee: build.mutation<unknown, { chargeId: string; reason: string }>({
      query: ({ chargeId, reason }) => ({
        url: `payments/late-fees/${encodeURIComponent(chargeId)}/waive`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Rent', 'Lease', 'Property'],
    }),
  }),
});

export const { useGetOpenLateFeesInfiniteQuery, useWaiveLateFeeMutation } = lateFeesApi;
