import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the row of tabs for screen readers, e.g. "Property sections". */
  label: string;
  tabs: readonly TabItem[];
  /** The tab shown first when uncontrolled; the first tab by default. */
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
}

const List = styled(RadixTabs.List)`
  display: flex;
  gap: 4px;
  margin-bottom: 20px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-x: auto;

  /* On a phone the tabs wrap onto a second row rather than scroll out of sight. */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    flex-wrap: wrap;
    row-gap: 0;
  }
`;

const Trigger = styled(RadixTabs.Trigger)`
  flex: none;
  padding: 10px 14px;
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: none;
  font: inherit;
  font-weight: 500;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  &[data-state='active'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
    border-bottom-color: ${({ theme }) => theme.color.brand};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** Sections of one page behind tabs; arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ label, tabs, defaultValue, value, onValueChange }: TabsProps) {
  return (
    <RadixTabs.Root
      defaultValue={defaultValue ?? tabs[0]?.value}
      value={value}
      onValueChange={onValueChange}
    >
      <List aria-label={label}>
        {tabs.map((tab) => (
          <Trigger key={tab.value} value={tab.value} disabled={tab.disabled}>
            {tab.label}
          </Trigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
