import { TextField, type TextFieldProps } from '../text-field/text-field';

export type DateInputProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/**
 * A labelled date picker. Its `value`, `defaultValue`, `min` and `max` are Y-m-d strings (for
 * example "2025-03-01"), the format leases and requests are stored in; the browser shows the date
 * in the user's locale.
 */
export function DateInput(props: DateInputProps) {
  return <TextField {...props} type="date" />;
}
