import type { FormHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';

export interface FormGridProps extends FormHTMLAttributes<HTMLFormElement> {
  ref?: Ref<HTMLFormElement>;
  /** The narrowest a field's column gets, in px: as many columns fit as the width allows. */
  columnWidth?: number;
  /** The space above the form, in px, where it follows other content in its block. */
  marginTop?: number;
}

const Grid = styled.form<{ $columnWidth: number; $marginTop: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $columnWidth }) => $columnWidth}px, 1fr));
  gap: 16px;
  align-items: start;
  margin: ${({ $marginTop }) => $marginTop}px 0 0;
`;

/** A form's fields side by side, as many to a row as fit at `columnWidth` each. */
export function FormGrid({ columnWidth = 200, marginTop = 0, ...rest }: FormGridProps) {
  return <Grid $columnWidth={columnWidth} $marginTop={marginTop} {...rest} />;
}

/** A row of a `FormGrid` across all its columns, e.g. a long text. */
export const FormGridRow = styled.div`
  grid-column: 1 / -1;
`;

/** The form's buttons, in a row of their own at its end. */
export const FormGridActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;
