import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { DateInput } from '../date-input';

test('gives the chosen day as a Y-m-d value', async () => {
  const onChange = jest.fn((event: { target: HTMLInputElement }) => event.target.value);
  const { user } = renderWithProviders(<DateInput label="Repair Date" onChange={onChange} />);

  await user.type(screen.getByLabelText('Repair Date'), '2025-03-01');

  expect(screen.getByLabelText('Repair Date')).toHaveValue('2025-03-01');
  expect(onChange).toHaveLastReturnedWith('2025-03-01');
});
