import { viewerLocale } from 'shared-api/contract/locale';

/** Dates as the product shows them: long month, numeric day and year, in the viewer's locale. */
export const longDate = (isoDate: string) =>
  new Date(isoDate.length === 10 ? `${isoDate}T00:00:00` : isoDate).toLocaleDateString(
    viewerLocale(),
    {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    },
  );
