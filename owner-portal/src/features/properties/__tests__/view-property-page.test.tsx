import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { answer, renderWithProviders, stubApi } from 'shared-ui/testing';
import { aTenant, pendingLease } from '../../../components/__tests__/fixtures';
import { ViewPropertyPage } from '../view-property-page';
import { aProperty, listOf } from './fixtures';

jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

function renderView(id = 'property-1') {
  return renderWithProviders(
    <Routes>
      <Route path="/properties/view-property/:id" element={<ViewPropertyPage />} />
    </Routes>,
    { route: `/properties/view-property/${id}` },
  );
}

test('shows everything the owner entered, its leases and its tenants', async () => {
  stubApi({
    'GET properties/?propertyId=property-1': answer(
      listOf([
        aProperty({
          amenities: [
            { name: 'Pets', allowed: false },
            { name: 'Bike storage', allowed: true },
          ],
          profiles: [
            {
              name: 'Grace Hopper',
              email: 'grace@example.com',
              phone: '+15125550100',
              role: 'Manager',
            },
            { name: 'Alan Turing', email: 'alan@example.com', phone: '', role: 'Accountant' },
          ],
          rentalInfo: {
            amount: 7500,
            amountPerUnit: 1250,
            unit: 6,
            lateFeeRate: 5,
            amountDeposite: 800,
          },
        }),
      ]),
    ),
    'GET leases/?propertyId=property-1': answer({
      lease: [{ ...pendingLease, propertyId: 'property-1' }],
    }),
    'GET tenants/?propertyId=property-1': answer({ data: [aTenant()] }),
  });
  renderView();

  expect(await screen.findByRole('heading', { name: 'Maple Court' })).toBeInTheDocument();
  expect(screen.getByText('Six flats by the park')).toBeInTheDocument();
  expect(
    screen.getByText('12 Maple Street, Austin, Texas 78701, United States'),
  ).toBeInTheDocument();
  // Names where a name belongs, not the stored codes.
  expect(screen.getByText('Industry').nextSibling).toHaveTextContent(/^Development$/);
  expect(screen.getByText('Country').nextSibling).toHaveTextContent(/^United States$/);
  expect(screen.getByText('$7,500.00 a month')).toBeInTheDocument();
  expect(screen.getByText('$800.00')).toBeInTheDocument();
  expect(screen.getByText('5%')).toBeInTheDocument();
  expect(screen.getByText('Bike storage').nextSibling).toHaveTextContent('Allowed');
  expect(screen.getByText('Pets').nextSibling).toHaveTextContent('Not allowed');
  expect(screen.getByText(/Grace Hopper \(property manager\)/)).toBeInTheDocument();
  expect(screen.getByText('Accountant · alan@example.com')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    '/properties/edit-property/property-1',
  );
  expect(screen.getByRole('link', { name: 'Manage' })).toHaveAttribute(
    'href',
    '/properties/manage-property/property-1',
  );

  const leases = await screen.findByRole('region', { name: 'Leases' });
  expect(within(leases).getByRole('row', { name: /Unit 2/ })).toHaveTextContent('Pending');
  const tenants = await screen.findByRole('region', { name: 'Tenants' });
  expect(within(tenants).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
    'href',
    '/properties/manage-tenant/tenant-1',
  );
  expect(within(tenants).getByText('Background check')).toBeInTheDocument();
});

test('shows "not found" with the way back for an unknown or foreign property', async () => {
  stubApi({
    'GET properties/?propertyId=property-9': answer({ error: 'Property not found' }, 404),
  });
  renderView('property-9');
  expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to my properties' })).toHaveAttribute(
    'href',
    '/properties',
  );
});
