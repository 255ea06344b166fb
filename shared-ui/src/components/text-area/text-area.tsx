import type { Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  FieldLabel,
  FieldWrapper,
  fieldFrame,
  useField,
  type FieldProps,
  type FieldState,
} from '../field/field';

export interface TextAreaProps extends FieldProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

const NativeTextArea = styled.textarea<{ $state: FieldState }>`
  ${fieldFrame}
  padding: 10px 12px;
  line-height: 1.5;
  resize: vertical;
`;

/** A labelled multi-line text input with the same states as a text field. */
export function TextArea({ label, error, hint, state, id, rows = 4, ...rest }: TextAreaProps) {
  const field = useField({ id, error, hint, state });

  return (
    <FieldWrapper>
      <FieldLabel htmlFor={field.controlId}>{label}</FieldLabel>
      <NativeTextArea {...field.controlProps} $state={field.visualState} rows={rows} {...rest} />
      {field.message}
    </FieldWrapper>
  );
}
