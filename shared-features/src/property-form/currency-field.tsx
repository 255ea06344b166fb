import type { UseFormRegisterReturn } from 'react-hook-form';
import { currencyName } from 'shared-api/contract/format-money';
import { Select, type SelectOption } from 'shared-ui';

let allCurrencies: SelectOption[] | undefined;

/** Every currency the browser knows, by name; the chosen one kept even if it does not know it. */
function currencyChoices(chosen: string): SelectOption[] {
  allCurrencies ??= (
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []
  )
    .map((code) => ({ value: code, label: currencyName(code) }))
    .sort((one, other) => one.label.localeCompare(other.label));
  return !chosen || allCurrencies.some((choice) => choice.value === chosen)
    ? allCurrencies
    : [{ value: chosen, label: currencyName(chosen) }, ...allCurrencies];
}

export interface PropertyCurrencyFieldProps {
  /** The form's registration of `currency`. */
  registration: UseFormRegisterReturn;
  /** The currency as the form holds it now. */
  chosen: string;
  /** A new property may leave it to its country: the server then takes the country's own. */
  countryDefault?: boolean;
  /** A property with a lease keeps its currency: the lease's amounts were agreed in it. */
  locked?: boolean;
  error?: string;
}

/** The currency every amount of the property, its leases, rent and payments is in. */
export function PropertyCurrencyField({
  registration,
  chosen,
  countryDefault = false,
  locked = false,
  error,
}: PropertyCurrencyFieldProps) {
  return (
    <Select
      label="Currency"
      placeholder={countryDefault ? 'The country’s own currency' : undefined}
      options={currencyChoices(chosen)}
      disabled={locked}
      hint={
        locked
          ? 'The property has a lease: its currency can no longer change'
          : 'Rent, deposits and payments are in this currency'
      }
      error={error}
      {...registration}
    />
  );
}
