import { formatMoney } from 'shared-api/contract';

/** Money travels as dollars with up to two decimals and is kept as whole cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;

const wholeFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in its currency as mails, PDFs, CSV files and notices write it ("$1,300.00",
 * "£1,800.00"), with the same formatter as every screen; a whole amount may drop its cents ("$100").
 */
export function moneyText(cents: number, currency: string, { wholeWithoutCents = false } = {}) {
  if (!wholeWithoutCents || cents % 100 !== 0) return formatMoney(cents / 100, currency, 'en-US');
  let format = wholeFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    wholeFormats.set(currency, format);
  }
  return format.format(cents / 100);
}

/** The characters the PDFs' standard fonts can write: Latin-1 and the euro sign. */
const writableInPdf = /^[\u0020-\u00ff\u20ac\u00a0\u202f]*$/;

/** As moneyText, for a PDF: a currency sign its fonts cannot write ("₦") becomes the code ("NGN 250,000.00"). */
export function pdfMoneyText(cents: number, currency: string) {
  const text = moneyText(cents, currency);
  if (writableInPdf.test(text)) return text;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code' })
    .format(cents / 100)
    .replace(/\s/g, ' ');
}
