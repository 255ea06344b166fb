import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: 520px;
  margin: 64px auto;
  padding: 32px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;

  h2 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A calm, centred message for something that could not be shown, with an action to recover. */
export function ErrorState({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <Panel role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {action}
    </Panel>
  );
}
