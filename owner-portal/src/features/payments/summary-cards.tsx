import type { CurrencyFigures } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { FigureCards } from 'shared-ui';
import styled from 'styled-components';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** The shared figure cards, each with a line below its figure that says what it counts. */
const Cards = styled(FigureCards)`
  small {
    display: block;
    margin-top: 4px;
    font-weight: 400;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * Total Revenue, Pending, Failed and Collection Rate for the chosen period, in one currency; `label`
 * names the currency when the owner has several.
 */
export function SummaryCards({ figures, label }: { figures: CurrencyFigures; label: string }) {
  const money = (amount: number) => formatMoney(amount, figures.currency);
  const cards: [string, string, string][] = [
    ['Total Revenue', money(figures.totalRevenue), 'Payments received'],
    ['Pending', money(figures.pending), 'Reported, awaiting your confirmation'],
    ['Failed', money(figures.failed), 'Payments marked failed'],
    [
      'Collection Rate',
      figures.collectionRate === null ? '—' : percent.format(figures.collectionRate),
      `${money(figures.collected)} collected of ${money(figures.due)} due`,
    ],
  ];
  return (
    <Cards
      label={label}
      items={cards.map(
        ([term, value, note]) =>
          [
            term,
            <>
              {value}
              <small>{note}</small>
            </>,
          ] as const,
      )}
    />
  );
}
