import { useId, useState, type FocusEventHandler } from 'react';
import styled from 'styled-components';
import {
  FieldLabel,
  FieldWrapper,
  fieldFrame,
  useField,
  type FieldProps,
  type FieldState,
} from '../field/field';
import { NativeSelect, SelectBox } from '../select/select';

/** The countries a phone number can be registered in, in the order they are offered. */
export const PHONE_COUNTRIES = [
  { country: 'US', name: 'United States', dialCode: '1' },
  { country: 'NG', name: 'Nigeria', dialCode: '234' },
  { country: 'GB', name: 'United Kingdom', dialCode: '44' },
  { country: 'CA', name: 'Canada', dialCode: '1' },
  { country: 'AU', name: 'Australia', dialCode: '61' },
] as const;

export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['country'];

/**
 * A phone number as the user chose it: the country (not just its dialling code, since the United
 * States and Canada share +1) and the number as typed.
 */
export interface PhoneNumberValue {
  country: PhoneCountry;
  number: string;
}

/** The number in international form, e.g. "+2348012345678"; empty when no digits were typed. */
export function toInternationalNumber({ country, number }: PhoneNumberValue): string {
  const dialCode = PHONE_COUNTRIES.find((entry) => entry.country === country)?.dialCode ?? '';
  // A leading trunk 0 (08012345678 in Nigeria, 07700 900123 in Britain) is dropped abroad.
  const digits = number.replace(/\D/g, '').replace(/^0+/, '');
  return digits ? `+${dialCode}${digits}` : '';
}

export interface PhoneInputProps extends FieldProps {
  value?: PhoneNumberValue;
  defaultValue?: PhoneNumberValue;
  onChange?: (value: PhoneNumberValue) => void;
  onBlur?: FocusEventHandler<HTMLElement>;
  /** Submits the number in international form under this name with a native form. */
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
}

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

const CountryBox = styled(SelectBox)`
  flex: 0 0 116px;
`;

const NumberInput = styled.input<{ $state: FieldState }>`
  ${fieldFrame}
  flex: 1;
  min-width: 0;
`;

/**
 * A labelled phone number with a country-code choice. Works controlled (`value` + `onChange`) or
 * uncontrolled (`defaultValue`); `toInternationalNumber` turns the value into "+2348012345678".
 */
export function PhoneInput({
  label,
  error,
  hint,
  state,
  id,
  value,
  defaultValue = { country: 'US', number: '' },
  onChange,
  onBlur,
  name,
  disabled,
  required,
  placeholder,
}: PhoneInputProps) {
  const field = useField({ id, error, hint, state });
  const labelId = useId();
  const [draft, setDraft] = useState(defaultValue);
  const current = value ?? draft;

  function update(next: PhoneNumberValue) {
    setDraft(next);
    onChange?.(next);
  }

  return (
    <FieldWrapper role="group" aria-labelledby={labelId}>
      <FieldLabel id={labelId} htmlFor={field.controlId}>
        {label}
      </FieldLabel>
      <Row>
        <CountryBox>
          <NativeSelect
            aria-label="Country code"
            $state={field.visualState}
            value={current.country}
            onChange={(event) =>
              update({ ...current, country: event.target.value as PhoneCountry })
            }
            onBlur={onBlur}
            disabled={disabled}
          >
            {PHONE_COUNTRIES.map((entry) => (
              <option key={entry.country} value={entry.country} title={entry.name}>
                {`${entry.country} +${entry.dialCode}`}
              </option>
            ))}
          </NativeSelect>
        </CountryBox>
        <NumberInput
          {...field.controlProps}
          $state={field.visualState}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={current.number}
          onChange={(event) => update({ ...current, number: event.target.value })}
          onBlur={onBlur}
          disabled={disabled}
          required={required}
          placeholder={placeholder}
        />
      </Row>
      {name && <input type="hidden" name={name} value={toInternationalNumber(current)} />}
      {field.message}
    </FieldWrapper>
  );
}
