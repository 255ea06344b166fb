import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** A decorative picture above the title; a tray by default. */
  icon?: ReactNode;
  /** What the user can do next, e.g. an "Add Property" button. */
  action?: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4';
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 40px 24px;
  text-align: center;
`;

const Icon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Text = styled.p`
  margin: 0;
  max-width: 420px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Action = styled.div`
  margin-top: 12px;
`;

function TrayIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 13h5l1.5 3h5L16 13h5" strokeLinejoin="round" />
      <path d="M5 5h14l2 8v6H3v-6z" strokeLinejoin="round" />
    </svg>
  );
}

/** What a list or section shows when it has nothing in it yet. */
export function EmptyState({ title, text, icon, action, titleAs = 'h2' }: EmptyStateProps) {
  return (
    <Panel>
      <Icon aria-hidden="true">{icon ?? <TrayIcon />}</Icon>
      <Title as={titleAs}>{title}</Title>
      {text && <Text>{text}</Text>}
      {action && <Action>{action}</Action>}
    </Panel>
  );
}
