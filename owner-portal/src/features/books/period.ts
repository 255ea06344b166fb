import type { BooksPeriodKind } from 'shared-api/contract';

/** What the owner chose: a kind of period and where it falls. */
export interface PeriodChoice {
  kind: BooksPeriodKind;
  year: number;
  /** 1–12, for a month. */
  month: number;
  /** 1–4, for a quarter. */
  quarter: number;
  /** For a custom period: both days included. */
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first and last day of the chosen period, as the books are asked for it. */
export function periodDays(choice: PeriodChoice): { from: string; to: string } {
  const { year } = choice;
  switch (choice.kind) {
    case 'month':
      return {
        from: `${year}-${pad(choice.month)}-01`,
        to: `${year}-${pad(choice.month)}-${pad(lastDay(year, choice.month))}`,
      };
    case 'quarter': {
      const first = (choice.quarter - 1) * 3 + 1;
      return {
        from: `${year}-${pad(first)}-01`,
        to: `${year}-${pad(first + 2)}-${pad(lastDay(year, first + 2))}`,
      };
    }
    case 'year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'custom':
      return { from: choice.from, to: choice.to };
  }
}

/** This year, with the month and quarter of today ready for the other kinds. */
export function periodOfToday(today = new Date()): PeriodChoice {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  return {
    kind: 'year',
    year,
    month,
    quarter: Math.ceil(month / 3),
    from: `${year}-01-01`,
    to: today.toISOString().slice(0, 10),
  };
}
