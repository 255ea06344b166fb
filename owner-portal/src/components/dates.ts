const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A moment such as "Nov 23, 2026, 4:30 AM", in the owner's own time zone. */
export const formatMoment = (iso: string) => dateAndTime.format(new Date(iso));

/** A calendar date such as "Dec 1, 2026"; calendar dates carry no time zone, so none is applied. */
export const formatCalendarDate = (isoDate: string) =>
  dateOnly.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
