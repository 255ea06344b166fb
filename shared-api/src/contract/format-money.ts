import { viewerLocale } from './locale';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The one money formatter: an amount in its currency, in the reader's locale (the viewer's,
 * `viewerLocale`, when none is given: the same on the server's render and in the browser), "$1,300.00", "£1,800.00", "₦250,000.00". A module of its own, without the
 * contract's schemas, so a screen that only shows money does not load them.
 */
export function formatMoney(
  amount: number,
  currency: string,
  locale: string = viewerLocale(),
): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(amount);
}

const currencyNames = new Map<string, Intl.DisplayNames>();

/** A currency by its name in the reader's language and its code: "British Pound (GBP)". */
export function currencyName(code: string): string {
  if (typeof Intl.DisplayNames !== 'function') return code;
  const locale = viewerLocale();
  let inLocale = currencyNames.get(locale);
  if (!inLocale) {
    inLocale = new Intl.DisplayNames(locale, { type: 'currency' });
    currencyNames.set(locale, inLocale);
  }
  const name = inLocale.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}
