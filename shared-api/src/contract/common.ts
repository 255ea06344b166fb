import { z } from 'zod';

/** Every failed call answers this body; `details` lists each invalid field when the input was refused. */
export const errorAnswer = z.object({
  error: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** A required piece of text, refused when blank, with the words the forms show. */
export function requiredText(label: string, maxLength = 200) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength} characters`);
}

export function optionalText(label: string, maxLength = 2000) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .optional();
}

const hasAtMostTwoDecimals = (amount: number) =>
  Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** An amount of money in dollars (cents as decimals); the server keeps it as whole cents. */
export function moneyAmount(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must not be negative`)
    .max(100_000_000, `${label} is too large`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimal places`);
}

/** An amount that must be more than nothing: a lease's rent or deposit. */
export function positiveMoneyAmount(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(100_000_000, `${label} is too large`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimal places`);
}

/** A page size in a query string: a whole number from 1 to 200, named in its error. */
export function pageLimit(name: string) {
  const message = `${name} must be a whole number from 1 to 200`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(200, message)
    .optional();
}
