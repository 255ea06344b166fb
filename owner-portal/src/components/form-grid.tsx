import styled from 'styled-components';

/** A short form's fields side by side, as many as fit at 200 px each (vendor, a request's cost). */
export const FormGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  align-items: start;
  margin-top: 16px;
`;

/** A row across the whole form: a long text, then the form's button at its end. */
export const FormGridWide = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 16px;
  justify-items: end;
  & > :first-child {
    justify-self: stretch;
  }
`;
