import type { ButtonHTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Disables the button and shows a spinner while an action is under way. */
  loading?: boolean;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

const StyledButton = styled.button<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.border : 'transparent')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.text : theme.color.onBrand)};
  background: ${({ theme, $variant }) =>
    $variant === 'secondary'
      ? theme.color.surface
      : $variant === 'danger'
        ? theme.color.danger
        : theme.color.brand};

  &:hover:not(:disabled) {
    filter: brightness(0.95);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export function Button({ variant = 'primary', loading = false, disabled, children, ...rest }: ButtonProps) {
  return (
    <StyledButton
      type="button"
      $variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner role="status" aria-label="Loading" />}
      {children}
    </StyledButton>
  );
}
