import {
  type ExpenseCategory,
  expenseCategories,
  rentsReceivedLine,
  scheduleELines,
} from 'shared-api/contract';
import type { ScheduleEProperty } from './book-keeper';

const incomeOf = (entry: ScheduleEProperty) => entry.rentCents + entry.lateFeeCents;
const expensesOf = (entry: ScheduleEProperty) =>
  expenseCategories.reduce((sum, category) => sum + entry.expenseCents[category], 0);
const expenseLine = (category: ExpenseCategory) => ({
  ...scheduleELines[category],
  total: false,
  centsOf: (entry: ScheduleEProperty) => entry.expenseCents[category],
});

/**
 * The lines of a property's column of Schedule E, as the form orders them (3, 5–17 and 19, 20, 21),
 * each with how its amount is read from the property's year.
 */
export const scheduleEFormLines = [
  { ...rentsReceivedLine, total: false, centsOf: incomeOf },
  ...expenseCategories.map(expenseLine),
  { line: 20, label: 'Total expenses', total: true, centsOf: expensesOf },
  {
    line: 21,
    label: 'Income less expenses (before depreciation)',
    total: true,
    centsOf: (entry: ScheduleEProperty) => incomeOf(entry) - expensesOf(entry),
  },
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
  return scheduleEFormLines.map(({ line, label, total, centsOf }) => ({
    line,
    label,
    total,
    cents: centsOf(entry),
  }));
}
