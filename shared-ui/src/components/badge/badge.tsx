import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Theme } from '../../theme/tokens';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

type ColorName = keyof Theme['color'];

const toneColors: Record<BadgeTone, { text: ColorName; background: ColorName }> = {
  neutral: { text: 'textMuted', background: 'surfaceMuted' },
  success: { text: 'success', background: 'successSoft' },
  warning: { text: 'warning', background: 'warningSoft' },
  danger: { text: 'danger', background: 'dangerSoft' },
  info: { text: 'info', background: 'infoSoft' },
};

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.color[toneColors[$tone].text]};
  background: ${({ theme, $tone }) => theme.color[toneColors[$tone].background]};

  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** A short status word such as "Lease Active" or "Pending", tinted by its tone. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <Pill $tone={tone}>{children}</Pill>;
}
