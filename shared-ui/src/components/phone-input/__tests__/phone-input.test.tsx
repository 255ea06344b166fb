import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../../../testing';
import { PhoneInput, toInternationalNumber } from '../phone-input';

test('offers the five country codes, telling the United States and Canada apart', () => {
  renderWithProviders(<PhoneInput label="Phone number" />);

  const codes = screen.getAllByRole('option').map((option) => option.textContent);
  expect(codes).toEqual(['US +1', 'NG +234', 'GB +44', 'CA +1', 'AU +61']);
  const values = screen.getAllByRole<HTMLOptionElement>('option').map((option) => option.value);
  expect(new Set(values).size).toBe(5);
});

test('reports the chosen country and the typed number', async () => {
  const onChange = jest.fn();
  const { user } = renderWithProviders(<PhoneInput label="Phone number" onChange={onChange} />);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'NG +234');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '8012345678');

  expect(onChange).toHaveBeenLastCalledWith({ country: 'NG', number: '8012345678' });
});

test('submits the number in international form under its name', async () => {
  const { user, container } = renderWithProviders(
    <form>
      <PhoneInput label="Phone number" name="phone" defaultValue={{ country: 'GB', number: '' }} />
    </form>,
  );

  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '07700 900123');

  const form = container.querySelector('form') as HTMLFormElement;
  expect(new FormData(form).get('phone')).toBe('+447700900123');
});

test('turns a value into an international number without a trunk zero', () => {
  expect(toInternationalNumber({ country: 'NG', number: '0801 234 5678' })).toBe('+2348012345678');
  expect(toInternationalNumber({ country: 'CA', number: '(416) 555-0199' })).toBe('+14165550199');
  expect(toInternationalNumber({ country: 'AU', number: '' })).toBe('');
});

test('has no accessibility violations', async () => {
  const { container } = renderWithProviders(
    <PhoneInput label="Phone number" error="Enter a phone number" />,
  );

  expect(await axe(container)).toHaveNoViolations();
});
