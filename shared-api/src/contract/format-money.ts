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
