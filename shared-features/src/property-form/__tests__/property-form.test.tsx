import { act, screen, within } from '@testing-library/react';
import type { Property } from 'shared-api/contract';
import { PropertyForm } from '../property-form';
import { toast, Toaster } from 'shared-ui';
import { answer, renderWithProviders, stubApi } from 'shared-ui/testing';

const locations = {
  'GET locations/countries': answer({
    data: [
      { name: 'Hong Kong S.A.R.', iso2: 'HK' },
      { name: 'United Kingdom', iso2: 'GB' },
      { name: 'United States', iso2: 'US' },
    ],
  }),
  'GET locations/countries/US/states': answer({
    data: [
      { name: 'California', isoCode: 'CA' },
      { name: 'Texas', isoCode: 'TX' },
    ],
  }),
  'GET locations/countries/GB/states': answer({ data: [{ name: 'Aberdeen', isoCode: 'ABE' }] }),
  'GET locations/countries/HK/states': answer({ data: [{ name: 'Eastern', isoCode: 'HEA' }] }),
  'GET locations/countries/US/states/CA/cities': answer({
    data: [{ name: 'Los Angeles' }, { name: 'San Francisco' }],
  }),
  'GET locations/countries/US/states/TX/cities': answer({ data: [{ name: 'Austin' }] }),
  'GET locations/countries/GB/states/ABE/cities': answer({ data: [] }),
};

const field = (name: string) => screen.getByRole('combobox', { name });
// Options are looked for in their own list: the currency list alone holds some 300.

async function chooseCountry(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await within(field('Country')).findByRole('option', { name });
  await user.selectOptions(field('Country'), name);
}

function renderForm(onCreated = jest.fn()) {
  return renderWithProviders(
    <>
      <PropertyForm onCreated={onCreated} />
      <Toaster />
    </>,
  );
}

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  jest.restoreAllMocks();
});

test('labels the postal code and requires it as the chosen country does', async () => {
  stubApi(locations);
  const { user } = renderForm();

  await chooseCountry(user, 'United States');
  expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toBeRequired();

  await user.selectOptions(field('Country'), 'United Kingdom');
  expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeRequired();

  await user.selectOptions(field('Country'), 'Hong Kong S.A.R.');
  expect(screen.getByRole('textbox', { name: 'Postal Code' })).not.toBeRequired();
});

test('keeps the state closed until a country is chosen and the city until a state is', async () => {
  stubApi(locations);
  const { user } = renderForm();

  expect(field('State')).toBeDisabled();
  expect(field('City')).toBeDisabled();

  await chooseCountry(user, 'United States');
  await within(field('State')).findByRole('option', { name: 'California' });
  expect(field('State')).toBeEnabled();
  expect(field('City')).toBeDisabled();

  await user.selectOptions(field('State'), 'California');
  await within(field('City')).findByRole('option', { name: 'San Francisco' });
  expect(field('City')).toBeEnabled();
});

test('changing the country clears the state and the city', async () => {
  stubApi(locations);
  const { user } = renderForm();
  await chooseCountry(user, 'United States');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'Texas');
  await user.selectOptions(
    field('City'),
    await within(field('City')).findByRole('option', { name: 'Austin' }),
  );

  await user.selectOptions(field('Country'), 'United Kingdom');

  await within(field('State')).findByRole('option', { name: 'Aberdeen' });
  expect(field('State')).toHaveValue('');
  expect(within(field('State')).queryByRole('option', { name: 'Texas' })).not.toBeInTheDocument();
  expect(field('City')).toHaveValue('');
  expect(field('City')).toBeDisabled();
});

test('lets the owner type the city of a state that has no cities listed', async () => {
  stubApi(locations);
  const { user } = renderForm();
  await chooseCountry(user, 'United Kingdom');
  await user.selectOptions(
    field('State'),
    await within(field('State')).findByRole('option', { name: 'Aberdeen' }),
  );

  const city = await screen.findByRole('textbox', { name: 'City' });
  await user.type(city, 'Aberdeen');

  expect(city).toHaveValue('Aberdeen');
});

test('shows what is missing instead of sending an incomplete property', async () => {
  const sent = stubApi(locations);
  const { user } = renderForm();
  await chooseCountry(user, 'United States');

  await user.click(screen.getByRole('button', { name: 'Create property' }));

  expect(await screen.findByText('Property name is required')).toBeInTheDocument();
  expect(screen.getByText('Choose a property type')).toBeInTheDocument();
  expect(screen.getByText('Choose an industry')).toBeInTheDocument();
  expect(screen.getByText('Manager contact is required')).toBeInTheDocument();
  expect(screen.getByText('Units must be a whole number of at least 1')).toBeInTheDocument();
  expect(sent.some((request) => request.method === 'POST')).toBe(false);
});

test('creates the property, says so and hands it on', async () => {
  const created = { propertyId: 'prop-1', name: 'Maple Court' } as Property;
  const sent = stubApi({
    ...locations,
    'POST properties/create': answer({ data: created }, 201),
  });
  const onCreated = jest.fn();
  const { user } = renderForm(onCreated);

  await user.selectOptions(field('Property type'), 'Apartment');
  await user.type(screen.getByRole('textbox', { name: 'Property name' }), 'Maple Court');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 Maple Street');
  await chooseCountry(user, 'United States');
  await user.selectOptions(
    field('State'),
    await within(field('State')).findByRole('option', { name: 'California' }),
  );
  await user.selectOptions(
    field('City'),
    await within(field('City')).findByRole('option', { name: 'Los Angeles' }),
  );
  await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '90012');
  await user.selectOptions(field('Industry'), 'Development');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Six flats by the park');
  await user.type(screen.getByRole('textbox', { name: 'Manager' }), 'Grace Hopper');
  await user.type(screen.getByRole('textbox', { name: 'Manager contact' }), '+1 415 555 0100');
  await user.type(screen.getByRole('spinbutton', { name: 'Units' }), '6');
  await user.type(screen.getByRole('spinbutton', { name: 'Monthly rent' }), '1250.50');
  await user.click(screen.getByRole('button', { name: 'Create property' }));

  expect(
    await screen.findByText('Maple Court property has been created successfully'),
  ).toBeInTheDocument();
  expect(onCreated).toHaveBeenCalledWith(created);
  expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
    type: 'apartment',
    name: 'Maple Court',
    description: 'Six flats by the park',
    industry: 'development',
    manager: 'Grace Hopper',
    contact: '+1 415 555 0100',
    isOnLease: false,
    units: 6,
    monthlyRent: 1250.5,
    status: 'available',
    location: {
      address: '12 Maple Street',
      country: 'US',
      state: 'California',
      city: 'Los Angeles',
      postalCode: '90012',
      zip: '90012',
    },
  });
});

test('leaves the currency to the country unless the owner chooses one, then sends it', async () => {
  const sent = stubApi({
    ...locations,
    'POST properties/create': answer({ data: { propertyId: 'prop-2', name: 'Elm House' } }, 201),
  });
  const { user } = renderForm();
  const currency = field('Currency');
  expect(currency).toHaveValue('');
  expect(within(currency).getByRole('option', { selected: true })).toHaveTextContent(
    'The country’s own currency',
  );

  await user.selectOptions(field('Property type'), 'House');
  await user.type(screen.getByRole('textbox', { name: 'Property name' }), 'Elm House');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Elm Road');
  await chooseCountry(user, 'United Kingdom');
  await user.selectOptions(
    field('State'),
    await within(field('State')).findByRole('option', { name: 'Aberdeen' }),
  );
  await user.type(await screen.findByRole('textbox', { name: 'City' }), 'Aberdeen');
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'AB10 1AB');
  await user.selectOptions(field('Industry'), 'Development');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A house');
  await user.type(screen.getByRole('textbox', { name: 'Manager' }), 'Grace Hopper');
  await user.type(screen.getByRole('textbox', { name: 'Manager contact' }), '+44 20 7946 0000');
  await user.type(screen.getByRole('spinbutton', { name: 'Units' }), '1');
  await user.type(screen.getByRole('spinbutton', { name: 'Monthly rent' }), '1800');
  await user.selectOptions(currency, 'EUR');
  await user.click(screen.getByRole('button', { name: 'Create property' }));

  expect(await screen.findByText('Elm House property has been created successfully')).toBeVisible();
  expect(sent.find((request) => request.method === 'POST')?.body).toEqual(
    expect.objectContaining({ name: 'Elm House', monthlyRent: 1800, currency: 'EUR' }),
  );
});

test('shows the server’s refusal and keeps what the owner typed', async () => {
  stubApi({
    ...locations,
    'POST properties/create': answer({ error: 'Enter a valid ZIP Code' }, 400),
  });
  const { user } = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Property name' }), 'Maple Court');
  await user.selectOptions(field('Property type'), 'House');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 Maple Street');
  await chooseCountry(user, 'United States');
  await user.selectOptions(
    field('State'),
    await within(field('State')).findByRole('option', { name: 'Texas' }),
  );
  await user.selectOptions(
    field('City'),
    await within(field('City')).findByRole('option', { name: 'Austin' }),
  );
  await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '73301');
  await user.selectOptions(field('Industry'), 'Marketing');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A house');
  await user.type(screen.getByRole('textbox', { name: 'Manager' }), 'Grace Hopper');
  await user.type(screen.getByRole('textbox', { name: 'Manager contact' }), '5125550100');
  await user.type(screen.getByRole('spinbutton', { name: 'Units' }), '1');
  await user.type(screen.getByRole('spinbutton', { name: 'Monthly rent' }), '900');
  await user.click(screen.getByRole('button', { name: 'Create property' }));

  expect(await screen.findByText('Enter a valid ZIP Code')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Property name' })).toHaveValue('Maple Court');
});
