import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { triggerStyle } from './trigger-style';

interface ItemBase {
  label: string;
  /** A second, muted line, e.g. when a notification arrived; drawn only while the menu is open. */
  description?: ReactNode;
}

/** An entry that goes to a page of the app. */
export interface DropdownMenuLink extends ItemBase {
  to: string;
}

/** An entry that does something, e.g. "Sign out". */
export interface DropdownMenuAction extends ItemBase {
  onSelect: () => void;
  tone?: 'danger';
}

export type DropdownMenuItem = DropdownMenuLink | DropdownMenuAction;

export interface DropdownMenuProps {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** The trigger's accessible name when it shows only an icon. */
  triggerLabel?: string;
  items: readonly DropdownMenuItem[];
  /** Shown above the items and not selectable, e.g. the user's name and email. */
  header?: ReactNode;
  align?: 'start' | 'end';
  /** Open as soon as it is drawn: the menu was asked for before its code had arrived. */
  defaultOpen?: boolean;
}

const Trigger = styled(Menu.Trigger)`
  ${triggerStyle}
`;

const Content = styled(Menu.Content)`
  z-index: ${({ theme }) => theme.layer.menu};
  min-width: 220px;
  max-width: 340px;
  padding: 6px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.floating};
`;

const Header = styled(Menu.Label)`
  padding: 8px 10px 10px;
  margin-bottom: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const itemStyle = css<{ $danger?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.text)};
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  outline: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Item = styled(Menu.Item)<{ $danger?: boolean }>`
  ${itemStyle}
`;

const ItemLink = styled(Link)<{ $danger?: boolean }>`
  ${itemStyle}
`;

function ItemText({ item }: { item: DropdownMenuItem }) {
  return (
    <>
      <span>{item.label}</span>
      {item.description && <small>{item.description}</small>}
    </>
  );
}

/**
 * A button that opens a list of links and actions. Enter, Space or the arrow keys open it, arrows
 * move between entries, Escape closes it and returns focus to the button.
 */
export function DropdownMenu({
  trigger,
  triggerLabel,
  items,
  header,
  align = 'end',
  defaultOpen = false,
}: DropdownMenuProps) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Trigger aria-label={triggerLabel}>{trigger}</Trigger>
      <Menu.Portal>
        <Content align={align} sideOffset={6}>
          {header && <Header>{header}</Header>}
          {items.map((item, index) =>
            'to' in item ? (
              <Menu.Item key={`${index}-${item.label}`} asChild>
                <ItemLink to={item.to}>
                  <ItemText item={item} />
                </ItemLink>
              </Menu.Item>
            ) : (
              <Item
                key={`${index}-${item.label}`}
                onSelect={item.onSelect}
                $danger={item.tone === 'danger'}
              >
                <ItemText item={item} />
              </Item>
            ),
          )}
        </Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
