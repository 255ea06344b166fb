import { viewerLocale, viewerTimeZone } from 'shared-api/contract/locale';

/** A Y-m-d day with long month, numeric day and year, in the viewer's locale. */
export const formatDay = (isoDate: string) =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString(viewerLocale(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A moment in the tenant's own time zone (which a page rendered on the server was written in too). */
export const formatMoment = (isoTime: string) =>
  new Date(isoTime).toLocaleString(viewerLocale(), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: viewerTimeZone(),
  });

/** A status code as words: `awaiting_confirmation` reads "Awaiting confirmation". */
export function formatStatus(code: string) {
  const words = code.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
