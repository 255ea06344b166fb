import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import {
  FieldLabel,
  FieldWrapper,
  fieldFrame,
  useField,
  type FieldProps,
  type FieldState,
} from '../field/field';

export interface TextFieldProps extends FieldProps, InputHTMLAttributes<HTMLInputElement> {
  /** Rendered inside the field on the right, e.g. a show/hide toggle. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

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

/** A labelled text input with the four visual states: default, error, success and disabled. */
export function TextField({ label, error, hint, state, trailing, id, ...rest }: TextFieldProps) {
  const field = useField({ id, error, hint, state });

  return (
    <FieldWrapper>
      <FieldLabel htmlFor={field.controlId}>{label}</FieldLabel>
      <InputBox>
        <Input
          {...field.controlProps}
          $state={field.visualState}
          $padEnd={Boolean(trailing)}
          {...rest}
        />
        {trailing && <Trailing>{trailing}</Trailing>}
      </InputBox>
      {field.message}
    </FieldWrapper>
  );
}
