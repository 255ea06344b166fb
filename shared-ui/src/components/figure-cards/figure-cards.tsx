import type { ReactNode } from 'react';
import styled from 'styled-components';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
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

  /* Two figures a row on a phone, so six take three rows rather than a screen each. */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;

    div {
      padding: 12px;
    }
  }
`;

export interface FigureCardsProps {
  /** Names the list for assistive technology, e.g. "Property metrics". */
  label: string;
  items: readonly (readonly [string, ReactNode])[];
  /** While the values load: the cards keep their labels, so the page does not shift. */
  busy?: boolean;
  className?: string;
}

/** Key figures as a row of cards: a label, and the figure large below it. */
export function FigureCards({ label, items, busy, className }: FigureCardsProps) {
  return (
    <Cards aria-label={label} aria-busy={busy || undefined} className={className}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Cards>
  );
}
