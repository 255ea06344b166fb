import type { CurrencyFigures } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import styled from 'styled-components';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0;

  div {
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 4px 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: 700;
  }
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
    <Cards aria-label={label}>
      {cards.map(([label, value, note]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {value}
            <small>{note}</small>
          </dd>
        </div>
      ))}
    </Cards>
  );
}
