import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';

export type FieldState = 'default' | 'error' | 'success';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field; turns the field to its error state. */
  error?: string;
  hint?: ReactNode;
  state?: FieldState;
  /** Rendered inside the field on the right, e.g. a show/hide toggle. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

export const fieldFrame = css<{ $state: FieldState }>`
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid
    ${({ theme, $state }) =>
      $state === 'error'
        ? theme.color.danger
        : $state === 'success'
          ? theme.color.success
          : theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;

  &:disabled,
  &:read-only {
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const InputBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $state: FieldState; $padEnd: boolean }>`
  ${fieldFrame}
  padding-right: ${({ $padEnd }) => ($padEnd ? '72px' : '12px')};
`;

const Trailing = styled.div`
  position: absolute;
  right: 8px;
`;

export const FieldMessage = styled.p<{ $tone: 'muted' | 'error' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.textMuted)};
`;

/** A labelled text input with the four visual states: default, error, success and disabled. */
export function TextField({ label, error, hint, state, trailing, id, ref, ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const visualState: FieldState = error ? 'error' : (state ?? 'default');
  const message = error ?? hint;

  return (
    <FieldWrapper>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <InputBox>
        <Input
          id={inputId}
          ref={ref}
          $state={visualState}
          $padEnd={Boolean(trailing)}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          {...rest}
        />
        {trailing && <Trailing>{trailing}</Trailing>}
      </InputBox>
      {message && (
        <FieldMessage id={messageId} $tone={error ? 'error' : 'muted'}>
          {message}
        </FieldMessage>
      )}
    </FieldWrapper>
  );
}
