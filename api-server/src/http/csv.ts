import { stringify } from 'csv-stringify/sync';

/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A CSV file of rows, every text cell safe to open in a spreadsheet: one that a spreadsheet would
 * run as a formula starts with an apostrophe, so it is shown as the text it is. Numbers are written
 * with two decimals. `header: false` leaves the header line out (a file written in parts).
 */
export function csvOf<Row extends Record<string, unknown>>(
  rows: Row[],
  columns: { key: keyof Row & string; header: string }[],
  { header = true }: { header?: boolean } = {},
): string {
  return stringify(rows, {
    header,
    columns,
    cast: {
      string: (text) => (formulaStart.test(text) ? `'${text}` : text),
      number: (amount) => amount.toFixed(2),
    },
  });
}
