import { readSessionToken } from 'shared-api';
import type {
  MaintenanceRequest,
  MaintenanceRequestDetail,
  MaintenanceRequestPayload,
} from 'shared-api/contract';
import { maintenanceApi } from 'shared-features';

/** The signed-in tenant's maintenance requests. */
const myMaintenanceQuery = 'maintenance';

export const tenantMaintenanceApi = maintenanceApi.injectEndpoints({
  endpoints: (build) => ({
    getMyMaintenanceRequests: build.query<MaintenanceRequest[], void>({
      query: () => myMaintenanceQuery,
      transformResponse: (answer: { data: MaintenanceRequest[] }) => answer.data,
      providesTags: ['Maintenance'],
    }),
    cancelMyMaintenanceRequest: build.mutation<MaintenanceRequestDetail, string>({
      query: (requestId) => ({
        url: `maintenance/${requestId}/status`,
        method: 'PUT',
        body: { status: 'cancelled' },
      }),
      transformResponse: (answer: { data: MaintenanceRequestDetail }) => answer.data,
      invalidatesTags: ['Maintenance'],
    }),
  }),
});

export const { useGetMyMaintenanceRequestsQuery, useCancelMyMaintenanceRequestMutation } =
  tenantMaintenanceApi;

/** Lists and views to refetch once a request is filed outside RTK Query. */
export const maintenanceFiled = () => maintenanceApi.util.invalidateTags(['Maintenance']);

export class UploadRefused extends Error {}

/**
 * Files a request with its photos in one multipart upload. The upload goes through
 * XMLHttpRequest because fetch cannot report how much of a request body has been sent.
 */
export async function fileMaintenanceRequest(
  fields: MaintenanceRequestPayload,
  photos: File[],
  onProgress: (sentFraction: number) => void,
): Promise<MaintenanceRequestDetail> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const photo of photos) form.append('photos', photo, photo.name);
  const token = await readSessionToken('tenant');
  return new Promise((resolve, reject) => {
    const upload = new XMLHttpRequest();
    upload.open('POST', new URL('/api/maintenance', window.location.origin).href);
    if (token) upload.setRequestHeader('x-access-tenant-token', token);
    upload.responseType = 'json';
    upload.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    upload.onload = () => {
      const answer = upload.response as { data?: MaintenanceRequestDetail; error?: string } | null;
      if (upload.status === 201 && answer?.data) resolve(answer.data);
      else {
        reject(new UploadRefused(answer?.error ?? 'Something went wrong. Please try again later.'));
      }
    };
    upload.onerror = () =>
      reject(
        new UploadRefused('The request could not be sent. Check your connection and try again.'),
      );
    upload.send(form);
  });
}
