const dayOf = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/**
 * The days a lease's monthly rent falls due: the start date's day of each month, from the start
 * date until (not including) the end date. In a month without that day (the 31st in April), rent
 * is due on the month's last day.
 */
export function monthlyDueDates(startDate: string, endDate: string): string[] {
  const [year = 0, month = 1, day = 1] = startDate.split('-').map(Number);
  const dueDates: string[] = [];
  for (let monthIndex = month - 1; ; monthIndex += 1) {
    const lastDayOfMonth = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
    const dueOn = dayOf(year, monthIndex, Math.min(day, lastDayOfMonth));
    if (dueOn >= endDate) return dueDates;
    dueDates.push(dueOn);
  }
}
