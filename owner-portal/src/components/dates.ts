import { viewerTimeZone } from 'shared-api/contract/locale';

const dateAndTime = new Map<string | undefined, Intl.DateTimeFormat>();
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A moment such as "Nov 23, 2026, 4:30 AM", in the owner's own time zone: the browser's, which a page
 * rendered on the server was written in too (`viewerTimeZone`).
 */
export function formatMoment(iso: string) {
  const timeZone = viewerTimeZone();
  let format = dateAndTime.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    dateAndTime.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** A calendar date such as "Dec 1, 2026"; calendar dates carry no time zone, so none is applied. */
export const formatCalendarDate = (isoDate: string) =>
  dateOnly.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
