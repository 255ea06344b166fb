import { useEffect, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { selectThemeMode, useAppSelector } from 'shared-api/session';
import { darkTheme, lightTheme } from './tokens';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.color.brand}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

/** Applies the store's theme mode: styled-components theme, global styles, and the page's `dark` class. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectThemeMode);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark');
  }, [mode]);

  return (
    <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
