import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface ProgressBarProps {
  /** The stages in order, e.g. Background check, Create lease, ..., Lease active. */
  stages: readonly string[];
  /** Zero-based index of the stage under way; `stages.length` when every stage is done. */
  currentIndex: number;
  label?: string;
}

type StageStatus = 'done' | 'current' | 'upcoming';

const List = styled.ol<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  margin: 0 0 24px;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
    gap: 12px;
  }
`;

const Stage = styled.li<{ $status: StageStatus }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ $status }) => ($status === 'current' ? 700 : 500)};
  color: ${({ theme, $status }) => ($status === 'upcoming' ? theme.color.textMuted : theme.color.text)};

  /* The track from this stage's marker to the previous one. */
  & + &::before {
    content: '';
    position: absolute;
    top: 15px;
    right: 50%;
    width: 100%;
    height: 3px;
    z-index: 0;
    background: ${({ theme, $status }) =>
      $status === 'upcoming' ? theme.color.border : theme.color.brand};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    flex-direction: row;
    text-align: left;

    & + &::before {
      display: none;
    }
  }
`;

const Marker = styled.span<{ $status: StageStatus }>`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  ${({ theme, $status }) =>
    $status === 'done'
      ? css`
          background: ${theme.color.brand};
          color: ${theme.color.onBrand};
          border: 2px solid ${theme.color.brand};
        `
      : $status === 'current'
        ? css`
            background: ${theme.color.surface};
            color: ${theme.color.brand};
            border: 2px solid ${theme.color.brand};
            box-shadow: 0 0 0 4px ${theme.color.brandSoft};
          `
        : css`
            background: ${theme.color.surface};
            color: ${theme.color.textMuted};
            border: 2px dashed ${theme.color.border};
          `}
`;

const statusText: Record<StageStatus, string> = {
  done: 'completed',
  current: 'in progress',
  upcoming: 'not started',
};

/**
 * Stages in order with each one's state shown three ways: a tick, a ringed number or a dashed
 * number, plus the state in words for screen readers and `aria-current` on the stage under way.
 */
export function ProgressBar({ stages, currentIndex, label = 'Progress' }: ProgressBarProps) {
  return (
    <List aria-label={label} $count={stages.length}>
      {stages.map((stage, index) => {
        const status: StageStatus =
          index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <Stage
            key={stage}
            $status={status}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            <Marker $status={status} aria-hidden="true">
              {status === 'done' ? '✓' : index + 1}
            </Marker>
            <span>
              {stage}
              <VisuallyHidden>{`, ${statusText[status]}`}</VisuallyHidden>
            </span>
          </Stage>
        );
      })}
    </List>
  );
}
