import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { SearchIcon } from './icons';

const shortcutHint = /Mac|iPhone|iPad|iPod/.test(navigator.userAgent) ? '⌘ K' : 'Ctrl K';

const Box = styled.div`
  position: relative;
  flex: 1;
  max-width: 420px;
  color: ${({ theme }) => theme.color.textMuted};

  svg {
    position: absolute;
    top: 50%;
    left: 12px;
    transform: translateY(-50%);
    pointer-events: none;
  }
`;

const Input = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 12px 0 40px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The top bar's search field; Ctrl+K (⌘ K on a Mac) focuses it from anywhere. */
export function SearchField() {
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const focusOnShortcut = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, []);

  return (
    <Box role="search">
      <SearchIcon />
      <Input
        ref={input}
        type="search"
        aria-label="Search"
        aria-keyshortcuts="Control+K Meta+K"
        placeholder={`Search (${shortcutHint})`}
      />
    </Box>
  );
}
