import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface StageLabelsProps {
  /** The stages in order, e.g. Sign up, Personal Details, Add property. */
  stages: readonly string[];
  /** Zero-based index of the stage the user is on; the ones before it are done. */
  currentIndex: number;
  label?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Stage = styled.li<{ $status: 'done' | 'current' | 'upcoming' }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme, $status }) =>
    $status === 'current'
      ? theme.color.brand
      : $status === 'done'
        ? theme.color.text
        : theme.color.textMuted};
  font-weight: ${({ $status }) => ($status === 'current' ? 700 : 500)};
  text-decoration: ${({ $status }) => ($status === 'current' ? 'underline' : 'none')};
  text-underline-offset: 6px;
  text-decoration-thickness: 2px;

  & + &::before {
    content: '·';
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 700;
    text-decoration: none;
  }
`;

/** Stages on one line, e.g. "Sign up · Personal Details · Add property", the current one marked. */
export function StageLabels({ stages, currentIndex, label = 'Progress' }: StageLabelsProps) {
  return (
    <List aria-label={label}>
      {stages.map((stage, index) => {
        const status =
          index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <Stage
            key={stage}
            $status={status}
            aria-current={status === 'current' ? 'step' : undefined}
          >
            {status === 'done' && <span aria-hidden="true">✓</span>}
            {stage}
            {status === 'done' && <VisuallyHidden>(completed)</VisuallyHidden>}
          </Stage>
        );
      })}
    </List>
  );
}
