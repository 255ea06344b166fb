import { lazy, Suspense, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { DropdownMenuProps } from './dropdown-menu';
import { triggerStyle } from './trigger-style';

const loadMenu = () => import('./dropdown-menu');
const Menu = lazy(() => loadMenu().then((module) => ({ default: module.DropdownMenu })));

const StandIn = styled.button`
  ${triggerStyle}
`;

/** The keys that open the menu from its button, as the menu itself has them. */
const openingKeys = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The dropdown menu with its button drawn at once and the menu library loaded when first wanted:
 * pointing at or focusing the button starts the download, pressing it (or Enter, Space, arrow down)
 * opens the menu as soon as the library is there. Signed-in screens no longer wait for a menu
 * nobody has opened yet.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [wanted, setWanted] = useState(false);

  const standIn = (
    <StandIn
      type="button"
      aria-label={props.triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={wanted || undefined}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) setWanted(true);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!openingKeys.has(event.key)) return;
        event.preventDefault();
        setWanted(true);
      }}
    >
      {props.trigger}
    </StandIn>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Menu {...props} defaultOpen />
    </Suspense>
  );
}
