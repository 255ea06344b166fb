import { useEffect, useRef, type RefObject } from 'react';
import { IconButton, Logo } from 'shared-ui';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from './icons';
import { NavigationLinks } from './navigation-links';
import type { SidebarLink } from './sidebar-links';
import { sidebarWidth } from './sidebar';

const fadeIn = keyframes`from { opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(-100%); }`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.modal};
  background: ${({ theme }) => theme.color.scrim};
  animation: ${fadeIn} 150ms ease-out;
`;

const Panel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.layer.modal};
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: ${sidebarWidth.expanded};
  max-width: calc(100vw - 48px);
  padding: 16px;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  box-shadow: ${({ theme }) => theme.shadow.floating};
  animation: ${slideIn} 180ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-left: 12px;
`;

/**
 * The main navigation on small screens, over the page. Takes the focus when it opens, closes on
 * Escape or a click beside it, and gives the focus to `returnFocusTo` when it closes.
 */
export function NavigationDrawer({
  id,
  links,
  onClose,
  returnFocusTo,
}: {
  id: string;
  links: readonly SidebarLink[];
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = returnFocusTo.current;
    const links = panel.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [];
    const currentPage = [...links].find((link) => link.getAttribute('aria-current') === 'page');
    (currentPage ?? links[0])?.focus();
    return () => opener?.focus();
  }, [returnFocusTo]);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <>
      <Scrim aria-hidden="true" onClick={onClose} />
      <Panel ref={panel} id={id} role="dialog" aria-modal="true" aria-label="Menu">
        <Heading>
          <Logo />
          <IconButton type="button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Heading>
        <nav aria-label="Main">
          <NavigationLinks links={links} />
        </nav>
      </Panel>
    </>
  );
}
