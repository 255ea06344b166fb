import { useState } from 'react';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from '../text-field/text-field';

const Toggle = styled.button`
  border: 0;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.color.brand};
  cursor: pointer;
  padding: 4px 6px;
`;

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <Toggle
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
        >
          {visible ? 'Hide' : 'Show'}
        </Toggle>
      }
    />
  );
}
