import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { Select } from '../select';

const propertyTypes = [
  { value: 'apartment', label: 'Apartment' },
  { value: 'condo', label: 'Condo' },
  { value: 'house', label: 'House' },
];

test('lets the user choose one of its options by label', async () => {
  const onChange = jest.fn();
  const { user } = renderWithProviders(
    <Select
      label="Property type"
      placeholder="Select a type"
      options={propertyTypes}
      onChange={onChange}
    />,
  );

  const select = screen.getByRole('combobox', { name: 'Property type' });
  expect(select).toHaveValue('');
  await user.selectOptions(select, 'Condo');

  expect(select).toHaveValue('condo');
  expect(onChange).toHaveBeenCalledTimes(1);
});

test('shows its error like a text field does', () => {
  renderWithProviders(
    <Select label="Property type" options={propertyTypes} error="Choose a property type" />,
  );

  const select = screen.getByRole('combobox', { name: 'Property type' });
  expect(select).toBeInvalid();
  expect(select).toHaveAccessibleDescription('Choose a property type');
});
