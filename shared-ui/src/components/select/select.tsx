import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  FieldLabel,
  FieldWrapper,
  fieldFrame,
  useField,
  type FieldProps,
  type FieldState,
} from '../field/field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select a country"; its value is the empty string. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Holds the chevron, drawn with borders so it takes the text colour in both themes. */
export const SelectBox = styled.div`
  position: relative;
  display: flex;

  &::after {
    content: '';
    position: absolute;
    right: 16px;
    top: 50%;
    width: 7px;
    height: 7px;
    border-right: 2px solid ${({ theme }) => theme.color.textMuted};
    border-bottom: 2px solid ${({ theme }) => theme.color.textMuted};
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

export const NativeSelect = styled.select<{ $state: FieldState }>`
  ${fieldFrame}
  appearance: none;
  padding-right: 40px;
  cursor: pointer;
`;

/** A labelled native select with the same states as a text field. */
export function Select({
  label,
  error,
  hint,
  state,
  id,
  options,
  placeholder,
  ...rest
}: SelectProps) {
  const field = useField({ id, error, hint, state });

  return (
    <FieldWrapper>
      <FieldLabel htmlFor={field.controlId}>{label}</FieldLabel>
      <SelectBox>
        <NativeSelect {...field.controlProps} $state={field.visualState} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </SelectBox>
      {field.message}
    </FieldWrapper>
  );
}
