import { expenseCategories, rentsReceivedLine, scheduleELines } from 'shared-api/contract';
import type { ScheduleEProperty } from './book-keeper';

const totalExpensesLine = { line: 20, label: 'Total expenses' };
const beforeDepreciationLine = { line: 21, label: 'Income less expenses (before depreciation)' };

/** The lines of a property's column of Schedule E, as the form orders them: 3, 5–17 and 19, 20, 21. */
export const scheduleEFormLines = [
  rentsReceivedLine,
  ...expenseCategories.map((category) => scheduleELines[category]),
  totalExpensesLine,
  beforeDepreciationLine,
];

export interface ScheduleELine {
  line: number;
  label: string;
  cents: number;
  /** Line 20 or line 21. */
  total: boolean;
}

/** A property's column of Schedule E for the year, line by line. */
export function scheduleELinesOf(entry: ScheduleEProperty): ScheduleELine[] {
  const incomeCents = entry.rentCents + entry.lateFeeCents;
  const expenseTotal = expenseCategories.reduce(
    (sum, category) => sum + entry.expenseCents[category],
    0,
  );
  return [
    { ...rentsReceivedLine, cents: incomeCents, total: false },
    ...expenseCategories.map((category) => ({
      ...scheduleELines[category],
      cents: entry.expenseCents[category],
      total: false,
    })),
    { ...totalExpensesLine, cents: expenseTotal, total: true },
    { ...beforeDepreciationLine, cents: incomeCents - expenseTotal, total: true },
  ];
}
