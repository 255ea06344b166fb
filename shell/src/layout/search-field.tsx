import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { SearchIcon } from './icons';

// The palette and its dialog library load when it is first opened, not with every signed-in page.
const SearchPalette = lazy(() =>
  import('./search-palette').then((module) => ({ default: module.SearchPalette })),
);

/** How the palette's shortcut is written for the browser its User-Agent names. */
export const shortcutHintFor = (userAgent: string) =>
  /Mac|iPhone|iPad|iPod/.test(userAgent) ? '⌘ K' : 'Ctrl K';

/**
 * The shortcut's hint: the browser's own, or, where the frame is rendered on the server (no navigator
 * there), the visitor's as their request's User-Agent says.
 */
export const ShortcutHint = createContext(shortcutHintFor(globalThis.navigator?.userAgent ?? ''));

const Opener = styled.button`
  position: relative;
  flex: 1;
  max-width: 420px;
  height: 40px;
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  cursor: text;
`;

/**
 * The top bar's search: Ctrl+K (⌘ K on a Mac) opens a command palette that searches the signed-in
 * account on the server.
 */
export function SearchField({ dashboard }: { dashboard: string }) {
  const shortcutHint = useContext(ShortcutHint);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // The keys typed once the palette is asked for and before its code has come: its search box
  // starts with them.
  const typedAhead = useRef({ asked: false, shown: false, text: '' });

  function toggle(next: boolean) {
    typedAhead.current.asked = true;
    setOpened(true);
    setOpen(next);
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ahead = typedAhead.current;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        ahead.asked = true;
        setOpened(true);
        setOpen((wasOpen) => !wasOpen);
        return;
      }
      if (!ahead.asked || ahead.shown || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length === 1) ahead.text += event.key;
      else if (event.key === 'Backspace') ahead.text = ahead.text.slice(0, -1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Opener type="button" aria-keyshortcuts="Control+K Meta+K" onClick={() => toggle(true)}>
        <SearchIcon />
        Search ({shortcutHint})
      </Opener>
      {opened && (
        <Suspense fallback={null}>
          <SearchPalette
            open={open}
            onOpenChange={toggle}
            dashboard={dashboard}
            takeTypedAhead={() => {
              typedAhead.current.shown = true;
              return typedAhead.current.text;
            }}
          />
        </Suspense>
      )}
    </>
  );
}
