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

export { formatMoney } from './format-money';
