import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { PropertiesPage } from '../properties-page';
import { aProperty, listOf } from './fixtures';

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderList(route = '/properties') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/properties" element={<PropertiesPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Address />
    </>,
    { route },
  );
}

afterEach(() => jest.restoreAllMocks());

test('shows six skeleton cards while the list is on its way', async () => {
  stubApi({});
  jest.spyOn(global, 'fetch').mockImplementation(() => new Promise(() => {}));
  renderList();
  const loading = screen.getByRole('status', { name: '' });
  expect(within(loading).getByText('Loading properties')).toBeInTheDocument();
  expect(loading.querySelectorAll('[aria-busy="true"]')).toHaveLength(6);
});

test('shows a card per property with its figures and its two ways in', async () => {
  stubApi({
    'GET properties': answer(
      listOf([
        aProperty(),
        aProperty({
          propertyId: 'property-2',
          name: 'Elm House',
          isOnLease: false,
          currentTenants: [],
        }),
      ]),
    ),
  });
  renderList();

  const card = await screen.findByRole('article', { name: 'Maple Court' });
  expect(card).toHaveTextContent('12 Maple Street, Austin, Texas 78701, United States');
  expect(card).toHaveTextContent('Apartment');
  expect(card).toHaveTextContent('$1,250.00 a unit');
  expect(card).toHaveTextContent('2 / 6 units');
  expect(within(card).getByText('On lease')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View details' })).toHaveAttribute(
    'href',
    '/properties/view-property/property-1',
  );
  expect(within(card).getByRole('link', { name: 'Manage' })).toHaveAttribute(
    'href',
    '/properties/manage-property/property-1',
  );
  expect(
    within(screen.getByRole('article', { name: 'Elm House' })).getByText('Available'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Property' })).toHaveAttribute(
    'href',
    '/properties/add-property',
  );
});

test('draws every card of a full first page, then the way to the next', async () => {
  const fifty = Array.from({ length: 50 }, (_, index) =>
    aProperty({ propertyId: `property-${index + 1}`, name: `Home ${index + 1}` }),
  );
  stubApi({ 'GET properties': answer(listOf(fifty, 'cursor-2', 120)) });
  renderList();
  // Found by its words: asking for roles among fifty cards is slow enough in jsdom to time out.
  expect(await screen.findByText('Home 50', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(50);
  expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
});

test('invites the owner to add a first property when there is none', async () => {
  stubApi({ 'GET properties': answer(listOf([])) });
  renderList();
  expect(await screen.findByRole('heading', { name: 'No properties yet' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Add Property' })).toHaveLength(2);
});

test('loads the next page from the cursor when asked', async () => {
  const sent = stubApi({
    'GET properties': answer(listOf([aProperty()], 'cursor-2', 2)),
    'GET properties?cursor=cursor-2': answer(
      listOf([aProperty({ propertyId: 'property-2', name: 'Elm House' })], null, 2),
    ),
  });
  const { user } = renderList();
  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('article', { name: 'Elm House' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(sentTo(sent, 'GET', 'properties?cursor=cursor-2')).toHaveLength(1);
});

test('reads the search and status from the address and asks the server for them', async () => {
  const sent = stubApi({
    'GET properties?search=maple&status=on_lease': answer(listOf([aProperty()])),
  });
  renderList('/properties?search=maple&status=on_lease');
  expect(await screen.findByRole('article', { name: 'Maple Court' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search by name or address' })).toHaveValue('maple');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('on_lease');
  expect(sentTo(sent, 'GET', 'properties?search=maple&status=on_lease')).toHaveLength(1);
});

test('puts what the owner types and picks into the address', async () => {
  const sent = stubApi({
    'GET properties': answer(listOf([aProperty()])),
    'GET properties?search=elm': answer(listOf([])),
    'GET properties?search=elm&status=available': answer(listOf([])),
  });
  const { user } = renderList();
  await screen.findByRole('article', { name: 'Maple Court' });

  await user.type(screen.getByRole('searchbox', { name: 'Search by name or address' }), 'elm');
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
    '/properties?search=elm',
  );
  expect(await screen.findByRole('heading', { name: 'No properties match' })).toBeInTheDocument();
  // Typing settles before the list is asked for: one call for the whole word.
  expect(sent.filter((request) => request.path.startsWith('properties?search=e'))).toHaveLength(1);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Available');
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
    '/properties?search=elm&status=available',
  );
  await act(async () => {});
  expect(sentTo(sent, 'GET', 'properties?search=elm&status=available')).toHaveLength(1);
});

test('offers to try again when the list cannot be loaded', async () => {
  stubApi({ 'GET properties': answer({ error: 'Database unavailable' }, 503) });
  const { user } = renderList();
  expect(
    await screen.findByRole('heading', { name: 'Your properties could not be loaded' }),
  ).toBeInTheDocument();
  stubApi({ 'GET properties': answer(listOf([aProperty()])) });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Maple Court' })).toBeInTheDocument();
});
