import { type ButtonHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { Spinner } from '../spinner/spinner';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Disables the button and shows a spinner while an action is under way. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

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
  color: ${({ theme, $variant }) =>
    $variant === 'secondary' || $variant === 'ghost' ? theme.color.text : theme.color.onBrand};
  background: ${({ theme, $variant }) =>
    $variant === 'secondary'
      ? theme.color.surface
      : $variant === 'ghost'
        ? 'transparent'
        : $variant === 'danger'
          ? theme.color.danger
          : theme.color.brand};

  &:hover:not(:disabled) {
    filter: brightness(0.95);
    ${({ theme, $variant }) => $variant === 'ghost' && `background: ${theme.color.surfaceMuted};`}
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export function Button({
  variant = 'primary',
  loading = false,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type="button"
      $variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner label="Loading" />}
      {children}
    </StyledButton>
  );
}
