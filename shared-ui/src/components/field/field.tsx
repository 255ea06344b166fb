import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type FieldState = 'default' | 'error' | 'success';

/** What every labelled field accepts besides its control's own attributes. */
export interface FieldProps {
  label: string;
  /** Shown under the field; turns the field to its error state. */
  error?: string;
  hint?: ReactNode;
  state?: FieldState;
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

export const FieldMessage = styled.p<{ $tone: 'muted' | 'error' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.textMuted)};
`;

/** Ids, visual state and the message under a field, wired together for assistive technology. */
export function useField({ id, error, hint, state }: Omit<FieldProps, 'label'> & { id?: string }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const text = error ?? hint;
  const messageId = text ? `${controlId}-message` : undefined;
  const visualState: FieldState = error ? 'error' : (state ?? 'default');

  return {
    controlId,
    visualState,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': messageId,
    },
    message: text ? (
      <FieldMessage id={messageId} $tone={error ? 'error' : 'muted'}>
        {text}
      </FieldMessage>
    ) : null,
  };
}
