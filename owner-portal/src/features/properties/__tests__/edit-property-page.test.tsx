import { act, screen, waitFor } from '@testing-library/react';
import { answer, sentTo, stubApi } from 'shared-ui/testing';
import { toast } from 'shared-ui';
import { pendingLease } from '../../../components/__tests__/fixtures';
import { EditPropertyPage } from '../edit-property-page';
import { aProperty, listOf, locations } from './fixtures';
import { renderRoute } from './render-route';

const property = aProperty({
  amenities: [{ name: 'Gym', allowed: true }],
  profiles: [
    { name: 'Grace Hopper', email: 'grace@example.com', phone: '+15125550100', role: 'Manager' },
  ],
  rentalInfo: { amount: 7500, amountPerUnit: 1250, unit: 6, lateFeeRate: 5, amountDeposite: 1250 },
});

function renderEdit(answers = {}) {
  const sent = stubApi({
    ...locations,
    'GET properties/?propertyId=property-1': answer(listOf([property])),
    ...answers,
  });
  return {
    sent,
    ...renderRoute(
      '/properties/edit-property/:id',
      EditPropertyPage,
      '/properties/edit-property/property-1',
    ),
  };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const field = (name: string) => screen.getByLabelText(name, { exact: true });

jest.setTimeout(30_000);

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  jest.restoreAllMocks();
});

test('opens on the property information, filled with the property as it stands', async () => {
  renderEdit();
  expect(await screen.findByRole('heading', { name: 'Edit Maple Court' })).toBeInTheDocument();
  // The tabs' code loads on first use, which takes a moment in a cold test run.
  expect(
    await screen.findByRole('tab', { name: 'Property Information' }, { timeout: 10_000 }),
  ).toHaveAttribute('aria-selected', 'true');
  expect(field('Property name')).toHaveValue('Maple Court');
  expect(await screen.findByRole('option', { name: 'Austin' })).toBeInTheDocument();
  expect(field('City')).toHaveValue('Austin');
});

test('shows the property’s country once the list of countries has come', async () => {
  renderEdit();
  expect(await screen.findByRole('option', { name: 'Austin' }, { timeout: 10_000 })).toBeVisible();
  expect(await screen.findByRole('option', { name: 'United States' })).toBeInTheDocument();
  expect(field('Country')).toHaveValue('US');
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('United States');
  expect(field('State')).toHaveValue('Texas');
});

test('checks each tab before moving on', async () => {
  const { user } = renderEdit();
  await user.clear(await screen.findByLabelText('Property name'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Property name is required')).toBeInTheDocument();
  expect(tab('Property Information')).toHaveAttribute('aria-selected', 'true');

  await user.click(tab('Owner & Financials'));
  expect(tab('Property Information')).toHaveAttribute('aria-selected', 'true');

  await user.type(field('Property name'), 'Maple Lofts');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(tab('Rental Information')).toHaveAttribute('aria-selected', 'true');
  await user.clear(field('Units'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Units must be a whole number of at least 1')).toBeInTheDocument();
  expect(tab('Rental Information')).toHaveAttribute('aria-selected', 'true');
});

test('saves all four tabs with the spec’s mapping and returns to the list', async () => {
  const { user, sent, history } = renderEdit({
    'PUT properties/update': answer({ data: { ...property, name: 'Maple Lofts' } }),
  });
  await user.clear(await screen.findByLabelText('Property name'));
  await user.type(field('Property name'), 'Maple Lofts');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await user.clear(field('Amount per unit'));
  await user.type(field('Amount per unit'), '1300');
  await user.clear(field('Units'));
  await user.type(field('Units'), '8');
  expect(field('Amount')).toHaveValue('$10,400.00');
  await user.clear(field('Late fee rate (%)'));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await user.selectOptions(field('Pets'), 'Allowed');
  await user.click(screen.getByRole('button', { name: 'Add an amenity' }));
  await user.type(field('Amenity'), 'Bike storage');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await user.clear(field('Phone'));
  await user.type(field('Phone'), '+15125550199');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(
    await screen.findByText('Maple Lofts property has been updated successfully'),
  ).toBeInTheDocument();
  expect(history.location.pathname).toBe('/properties');
  expect(sentTo(sent, 'PUT', 'properties/update')[0]?.body).toEqual({
    propertyId: 'property-1',
    name: 'Maple Lofts',
    type: 'apartment',
    description: 'Six flats by the park',
    manager: 'Grace Hopper',
    contact: '+15125550199',
    location: {
      address: '12 Maple Street',
      country: 'US',
      state: 'Texas',
      city: 'Austin',
      postalCode: '78701',
      zip: '78701',
    },
    units: 8,
    monthlyRent: 1300,
    securityDeposit: 1250,
    rentalInfo: { amountPerUnit: 1300, unit: 8, amountDeposite: 1250 },
    amenities: [
      { name: 'Swimming Pool', allowed: false },
      { name: 'Gym', allowed: true },
      { name: 'Pets', allowed: true },
      { name: 'Bike storage', allowed: true },
    ],
    profiles: [
      { name: 'Grace Hopper', email: 'grace@example.com', phone: '+15125550199', role: 'Manager' },
    ],
  });
});

test('changes the currency of a property without a lease, its amounts with it', async () => {
  const { user, sent } = renderEdit({
    'GET leases/?propertyId=property-1': answer({ lease: [] }),
    'PUT properties/update': answer({ data: { ...property, currency: 'GBP' } }),
  });
  await screen.findByLabelText('Property name');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(field('Amount')).toHaveValue('$7,500.00');
  expect(field('Currency')).toHaveValue('USD');
  expect(field('Currency')).toBeEnabled();

  await user.selectOptions(field('Currency'), 'GBP');
  expect(field('Amount')).toHaveValue('£7,500.00');
  for (let step = 0; step < 2; step += 1) {
    await user.click(screen.getByRole('button', { name: 'Next' }));
  }
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(
    await screen.findByText('Maple Court property has been updated successfully'),
  ).toBeInTheDocument();
  expect(sentTo(sent, 'PUT', 'properties/update')[0]?.body).toEqual(
    expect.objectContaining({ propertyId: 'property-1', currency: 'GBP' }),
  );
});

test('keeps the currency of a property that has a lease, and says why', async () => {
  const { user } = renderEdit({
    'GET leases/?propertyId=property-1': answer({ lease: [pendingLease] }),
  });
  await screen.findByLabelText('Property name');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(field('Currency')).toBeDisabled());
  expect(field('Currency')).toHaveAccessibleDescription(
    'The property has a lease: its currency can no longer change',
  );
});

test('keeps the changes when the server refuses them', async () => {
  const { user } = renderEdit({
    'PUT properties/update': answer({ error: 'Choose a country from the list' }, 400),
  });
  await user.clear(await screen.findByLabelText('Property name'));
  await user.type(field('Property name'), 'Maple Lofts');
  for (let step = 0; step < 3; step += 1) {
    await user.click(screen.getByRole('button', { name: 'Next' }));
  }
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Choose a country from the list')).toBeInTheDocument();
  await user.click(tab('Property Information'));
  expect(field('Property name')).toHaveValue('Maple Lofts');
});

test('asks before leaving with unsaved changes', async () => {
  const { user, history } = renderEdit();
  await user.type(await screen.findByLabelText('Property name'), ' Lofts');
  act(() => history.push('/properties'));
  expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
  expect(history.location.pathname).toBe('/properties/edit-property/property-1');
  expect(field('Property name')).toHaveValue('Maple Court Lofts');

  act(() => history.push('/properties'));
  await user.click(await screen.findByRole('button', { name: 'Leave' }));
  expect(history.location.pathname).toBe('/properties');
});

test('shows "not found" for a property that is not the owner’s', async () => {
  stubApi({
    'GET properties/?propertyId=property-9': answer({ error: 'Property not found' }, 404),
  });
  renderRoute(
    '/properties/edit-property/:id',
    EditPropertyPage,
    '/properties/edit-property/property-9',
  );
  expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to my properties' })).toHaveAttribute(
    'href',
    '/properties',
  );
});

test('moves from the amenities to the people once each amenity is answered', async () => {
  stubApi({
    ...locations,
    'GET properties/?propertyId=property-2': answer(
      listOf([aProperty({ propertyId: 'property-2', amenities: [], profiles: [] })]),
    ),
  });
  const { user } = renderRoute(
    '/properties/edit-property/:id',
    EditPropertyPage,
    '/properties/edit-property/property-2',
  );
  await screen.findByRole('tab', { name: 'Amenities' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.selectOptions(field('Pets'), 'Allowed');
  await user.selectOptions(field('Gym'), 'Not allowed');
  await user.click(screen.getByRole('button', { name: 'Add an amenity' }));
  await user.type(field('Amenity'), 'Bike storage');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(tab('Owner & Financials')).toHaveAttribute('aria-selected', 'true');
  expect(field('Name')).toHaveValue('Grace Hopper');
});
