import { monthlyDueDates } from './rent-schedule';

test('a year from the 1st falls due on the 1st of each of twelve months', () => {
  const dueDates = monthlyDueDates('2026-01-01', '2026-12-31');
  expect(dueDates).toHaveLength(12);
  expect(dueDates[0]).toBe('2026-01-01');
  expect(dueDates[11]).toBe('2026-12-01');
});

test('rent due on the 31st falls on the last day of shorter months, across the year end', () => {
  expect(monthlyDueDates('2025-10-31', '2026-04-01')).toEqual([
    '2025-10-31',
    '2025-11-30',
    '2025-12-31',
    '2026-01-31',
    '2026-02-28',
    '2026-03-31',
  ]);
});

test('the end date itself is not charged again', () => {
  expect(monthlyDueDates('2026-03-15', '2026-05-15')).toEqual(['2026-03-15', '2026-04-15']);
});
