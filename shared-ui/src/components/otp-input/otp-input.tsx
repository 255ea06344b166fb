import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { FieldMessage, fieldFrame, type FieldState } from '../field/field';

export const OTP_LENGTH = 6;

export interface OtpInputProps {
  /** Names the group of boxes. */
  label?: string;
  /** Called with the six digits each time the last empty box is filled. */
  onComplete: (code: string) => void;
  /** Called with the digits entered so far on every change. */
  onChange?: (code: string) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

const Group = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: 8px;
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const Boxes = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 6px;
`;

const Box = styled.input<{ $state: FieldState }>`
  ${fieldFrame}
  width: 48px;
  height: 56px;
  padding: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 600;
`;

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six single-digit boxes for a one-time code: digits only, typing moves to the next box, Backspace
 * on an empty box goes back, and pasting a whole code fills every box.
 */
export function OtpInput({
  label = 'One-time code',
  onComplete,
  onChange,
  error,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();

  function focusBox(index: number) {
    const box = boxes.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)];
    box?.focus();
    box?.select();
  }

  function commit(next: string[]) {
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (code.length === OTP_LENGTH) onComplete(code);
  }

  function fillFrom(start: number, incoming: string) {
    const placed = incoming.slice(0, OTP_LENGTH - start).split('');
    const next = [...digits];
    placed.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    commit(next);
    focusBox(start + placed.length);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const { value, selectionStart } = event.currentTarget;
    if (value === '') {
      commit(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    // Typing into a box that already holds a digit: keep only the character just typed.
    const typed =
      digits[index] && value.length === 2
        ? onlyDigits(value.charAt((selectionStart ?? value.length) - 1))
        : onlyDigits(value);
    if (typed) fillFrom(index, typed);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      commit(digits.map((digit, at) => (at === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted) fillFrom(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  }

  return (
    <Group disabled={disabled}>
      <Legend>{label}</Legend>
      <Boxes>
        {digits.map((digit, index) => (
          <Box
            key={index}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            $state={error ? 'error' : 'default'}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoFocus={autoFocus && index === 0}
            value={digit}
            onChange={(event) => handleChange(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </Boxes>
      {error && (
        <FieldMessage id={errorId} $tone="error">
          {error}
        </FieldMessage>
      )}
    </Group>
  );
}
