import { css } from 'styled-components';

/** The menu button's look, shared by the stand-in drawn at once and the menu's own button. */
export const triggerStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;

  &:hover,
  &[data-state='open'] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;
