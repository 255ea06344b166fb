import { screen } from '@testing-library/react';
import { answer, renderWithProviders, stubApi } from 'shared-ui/testing';
import { OpenRequestsLink, PropertyOpenRequests } from '../open-requests';

const session = {
  session: { role: 'owner' as const, user: { name: 'Olive Owner', email: 'olive@example.com' } },
};

afterEach(() => jest.restoreAllMocks());

it('counts the open requests in all and per property', async () => {
  stubApi({
    'GET maintenance/open-counts': answer({
      data: {
        open: 3,
        byProperty: [
          { propertyId: 'p1', open: 1 },
          { propertyId: 'p2', open: 2 },
        ],
      },
    }),
  });
  renderWithProviders(
    <>
      <OpenRequestsLink />
      <PropertyOpenRequests propertyId="p1" />
      <PropertyOpenRequests propertyId="p3" />
    </>,
    { preloadedState: session },
  );
  expect(await screen.findByRole('link', { name: '3 open maintenance requests' })).toHaveAttribute(
    'href',
    '/maintenance',
  );
  expect(screen.getByRole('link', { name: '1 open maintenance request' })).toHaveAttribute(
    'href',
    '/maintenance?propertyId=p1',
  );
  expect(screen.getAllByRole('link')).toHaveLength(2);
});
