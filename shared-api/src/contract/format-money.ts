const formats = new Map<string, Intl.NumberFormat>();

/**
 * The one money formatter: an amount in its currency, in the reader's locale (the browser's own
 * when none is given), "$1,300.00", "£1,800.00", "₦250,000.00". A module of its own, without the
 * contract's schemas, so a screen that only shows money does not load them.
 */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const key = `${locale ?? ''}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format.format(amount);
}
