import { parse } from 'csv-parse/sync';
import { csvOf } from './csv';

test('a cell a spreadsheet would run as a formula is written as text, every other cell as it is', () => {
  const names = [
    '=HYPERLINK("http://evil")',
    '+1',
    '-2+3',
    '@SUM(A1)',
    '\tTab',
    '\rReturn',
    'Olive',
  ];
  const csv = csvOf(
    names.map((name) => ({ name, amount: -5 })),
    [
      { key: 'name', header: 'Name' },
      { key: 'amount', header: 'Amount' },
    ],
  );
  const [header, ...rows] = parse(csv, { relax_column_count: true }) as string[][];
  expect(header).toEqual(['Name', 'Amount']);
  expect(rows.map(([name]) => name)).toEqual([
    `'=HYPERLINK("http://evil")`,
    "'+1",
    "'-2+3",
    "'@SUM(A1)",
    "'\tTab",
    "'\rReturn",
    'Olive',
  ]);
  expect(rows.map(([, amount]) => amount)).toEqual(Array(7).fill('-5.00'));
});
