import { z } from 'zod';

/** An ISO 4217 currency code that the platform's Intl knows: "USD", "GBP", "NGN". */
export const currencyCode = z
  .string({ error: 'Choose a currency' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Choose a currency')
  .refine(
    (code) =>
      typeof Intl.supportedValuesOf !== 'function' ||
      Intl.supportedValuesOf('currency').includes(code),
    'Choose a currency',
  );

/** An amount in one currency: owner totals are listed per currency, never summed across them. */
export const moneyInCurrency = z.object({ currency: z.string(), amount: z.number() });
export type MoneyInCurrency = z.infer<typeof moneyInCurrency>;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The one money formatter: an amount in its currency, in the reader's locale (the browser's own
 * when none is given), "$1,300.00", "£1,800.00", "₦250,000.00".
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
