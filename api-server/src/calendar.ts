/** Days as Y-m-d text, counted in UTC so that every instance agrees on what "today" is. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days from one day to another; negative when `to` comes first. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** The day a number of days after (or before, when negative) another. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
