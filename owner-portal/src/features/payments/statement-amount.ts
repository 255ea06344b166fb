import { viewerLocale } from 'shared-api/contract/locale';

/** A statement line's amount as the bank wrote it: the CSV names no currency. */
export const statementAmount = (amount: number) =>
  amount.toLocaleString(viewerLocale(), { minimumFractionDigits: 2 });
