import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface ProgressBarProps {
  /** The stages in order, e.g. Background check, Create lease, ..., Lease active. */
  stages: readonly string[];
  /** Zero-based index of the stage under way; `stages.length` when every stage is done. */
  currentIndex: number;
  /** Zero-based index of a stage that failed and ended the way; the stages after it never start. */
  failedIndex?: number;
  label?: string;
}

type StageStatus = 'done' | 'current' | 'upcoming' | 'failed';

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
  color: ${({ theme, $status }) =>
    $status === 'upcoming'
      ? theme.color.textMuted
      : $status === 'failed'
        ? theme.color.danger
        : theme.color.text};

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
      $status === 'upcoming' || $status === 'failed' ? theme.color.border : theme.color.brand};
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
      : $status === 'failed'
        ? css`
            background: ${theme.color.dangerSoft};
            color: ${theme.color.danger};
            border: 2px solid ${theme.color.danger};
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
  failed: 'failed',
};

function statusOf(index: number, currentIndex: number, failedIndex: number | undefined) {
  if (failedIndex !== undefined) {
    if (index === failedIndex) return 'failed';
    return index < failedIndex ? 'done' : 'upcoming';
  }
  return index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
}

/**
 * Stages in order with each one's state shown three ways: a tick, a ringed number, a cross or a
 * dashed number, plus the state in words for screen readers and `aria-current` on the stage under
 * way.
 */
export function ProgressBar({
  stages,
  currentIndex,
  failedIndex,
  label = 'Progress',
}: ProgressBarProps) {
  return (
    <List aria-label={label} $count={stages.length}>
      {stages.map((stage, index) => {
        const status: StageStatus = statusOf(index, currentIndex, failedIndex);
        return (
          <Stage
            key={stage}
            $status={status}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            <Marker $status={status} aria-hidden="true">
              {status === 'done' ? '✓' : status === 'failed' ? '✕' : index + 1}
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
