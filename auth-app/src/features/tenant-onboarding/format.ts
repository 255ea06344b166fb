import { viewerLocale, viewerTimeZone } from 'shared-api/contract/locale';

/** A Y-m-d day with long month, numeric day and year, in the viewer's locale. */
export const formatDay = (isoDate: string) =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString(viewerLocale(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export const formatMoment = (isoTime: string) =>
  new Date(isoTime).toLocaleString(viewerLocale(), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: viewerTimeZone(),
  });

export function formatSize(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
