import { z } from 'zod';

// Values as the forms send them, checked the same way in the browser and on the server.

const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * A day as Y-m-d (for example 2026-03-01), the format of every date the forms send; `missing` is
 * what an empty field is told.
 */
export function calendarDate(label: string, missing = `${label} is required`) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`)
    .refine(isCalendarDate, `${label} is not a real date`);
}

/** The same, where the form may leave it empty: an empty text reads as no date. */
export function optionalCalendarDate(label: string) {
  return z
    .union([z.literal('').transform(() => null), calendarDate(label)])
    .nullable()
    .optional();
}

/** A number as the forms send it: a number, or its digits as text. */
export function numberOrDigits(message: string) {
  return z.union(
    [
      z.number({ error: message }),
      z
        .string({ error: message })
        .trim()
        .regex(/^\d+(\.\d+)?$/, message)
        .transform(Number),
    ],
    { error: message },
  );
}
