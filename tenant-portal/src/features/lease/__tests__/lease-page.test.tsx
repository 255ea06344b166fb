import { screen, waitFor } from '@testing-library/react';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { leaseTerms, tenantSession } from '../../../testing/fixtures';
import { LeasePage } from '../lease-page';

afterEach(() => jest.restoreAllMocks());

test('shows the signed lease: terms, property, owner and signature', async () => {
  stubApi({ 'GET tenants/lease': answer({ data: leaseTerms }) });
  renderWithProviders(<LeasePage />, { route: '/lease', preloadedState: tenantSession });

  const terms = await screen.findByLabelText('Lease terms');
  expect(terms).toHaveTextContent('Monthly rent$850.00');
  expect(terms).toHaveTextContent('Security deposit$850.00');
  expect(terms).toHaveTextContent('$100.00 when rent is more than 2 days late');
  expect(terms).toHaveTextContent('No smoking indoors');
  expect(screen.getByLabelText('Property')).toHaveTextContent('12 Elm Street, Austin, TX');
  expect(screen.getByRole('link', { name: 'olive@example.com' })).toHaveAttribute(
    'href',
    'mailto:olive@example.com',
  );
  expect(screen.getByLabelText('Signature record')).toHaveTextContent('203.0.113.9');
});

test('downloads the lease PDF with the session token', async () => {
  const sent = stubApi({
    'GET tenants/lease': answer({ data: leaseTerms }),
    'GET tenants/lease/document': answer({}),
  });
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:lease');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const { user } = renderWithProviders(<LeasePage />, {
    route: '/lease',
    preloadedState: tenantSession,
  });

  await user.click(await screen.findByRole('button', { name: 'Download PDF' }));

  await waitFor(() => expect(saved).toEqual(['lease-lease-1.pdf']));
  expect(sentTo(sent, 'GET', 'tenants/lease/document')).toHaveLength(1);
});

test('says so when the lease has not been sent yet', async () => {
  stubApi({
    'GET tenants/lease': answer({ error: 'The owner has not sent you the lease yet' }, 409),
  });
  renderWithProviders(<LeasePage />, { route: '/lease', preloadedState: tenantSession });

  expect(await screen.findByRole('heading', { name: 'Your lease is not here yet' })).toBeVisible();
  expect(screen.getByText('The owner has not sent you the lease yet')).toBeVisible();
});

test('shows where the rent stands, from the same ledger as the Rent page', async () => {
  stubApi({
    'GET tenants/lease': answer({ data: leaseTerms }),
    'GET tenants/rent': answer({
      data: {
        currency: 'USD',
        balance: 950,
        credit: 0,
        depositHeld: 850,
        nextDue: { date: '2026-05-01', amount: 850 },
      },
    }),
  });
  renderWithProviders(<LeasePage />, { route: '/lease', preloadedState: tenantSession });
  const rent = await screen.findByLabelText('Rent');
  expect(rent).toHaveTextContent('Balance$950.00');
  expect(rent).toHaveTextContent('Next due$850.00 on');
  expect(screen.getByRole('link', { name: 'See your rent' })).toHaveAttribute('href', '/rent');
});
