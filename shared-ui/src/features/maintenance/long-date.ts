/** Dates as the product shows them: long month, numeric day and year, in the browser's locale. */
export const longDate = (isoDate: string) =>
  new Date(isoDate.length === 10 ? `${isoDate}T00:00:00` : isoDate).toLocaleDateString(undefined, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
