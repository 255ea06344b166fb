import type { FileOutgoingLinePayload, OutgoingLine } from 'shared-api/contract';
import { paymentsApi } from './api';

/**
 * The statement's money out, filed as expenses or marked personal; it loads with the reconciliation
 * tab. Filing changes the books, whose cached figures are dropped.
 */
export const outgoingLinesApi = paymentsApi
  .enhanceEndpoints({ addTagTypes: ['Books'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listOutgoingLines: build.mutation<OutgoingLine[], { csv: string }>({
        query: (body) => ({ url: 'expenses/statement', method: 'POST', body }),
        transformResponse: (answer: { data: OutgoingLine[] }) => answer.data,
      }),
      fileOutgoingLine: build.mutation<OutgoingLine, FileOutgoingLinePayload>({
        query: (body) => ({ url: 'expenses/statement/file', method: 'POST', body }),
        transformResponse: (answer: { data: OutgoingLine }) => answer.data,
        invalidatesTags: ['Books'],
      }),
      markOutgoingLinePersonal: build.mutation<OutgoingLine, { csv: string; lineKey: string }>({
        query: (body) => ({ url: 'expenses/statement/personal', method: 'POST', body }),
        transformResponse: (answer: { data: OutgoingLine }) => answer.data,
      }),
      undoOutgoingLine: build.mutation<{ message: string }, string>({
        query: (lineKey) => ({
          url: `expenses/statement/${encodeURIComponent(lineKey)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['Books'],
      }),
    }),
  });

export const {
  useListOutgoingLinesMutation,
  useFileOutgoingLineMutation,
  useMarkOutgoingLinePersonalMutation,
  useUndoOutgoingLineMutation,
} = outgoingLinesApi;
