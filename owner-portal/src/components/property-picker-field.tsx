import {
  type Control,
  type FieldPathByValue,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { PropertyPicker } from './property-picker';
import type { PickerOption } from './search-picker';

/**
 * A form's property field (react-hook-form): the picker for one property, none chosen at first. A
 * file of its own, so that the pages that pick without a form do not load react-hook-form.
 * `onChosen` hears each choice after the form does.
 */
export function PropertyPickerField<Values extends FieldValues, Submitted = Values>({
  control,
  name,
  selected,
  onChosen,
}: {
  /** The form's; `Submitted` is what its resolver makes of the values. */
  control: Control<Values, unknown, Submitted>;
  name: FieldPathByValue<Values, string | undefined>;
  selected?: PickerOption | null;
  onChosen?: (propertyId: string) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <PropertyPicker
      value={field.value ?? ''}
      onChange={(propertyId) => {
        field.onChange(propertyId);
        onChosen?.(propertyId);
      }}
      placeholder="Choose a property"
      selected={selected}
      error={fieldState.error?.message}
    />
  );
}
