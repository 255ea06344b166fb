import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { answer, renderWithProviders, stubApi } from 'shared-ui/testing';
import { SearchField, ShortcutHint, shortcutHintFor } from '../search-field';

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

const tenantResult = {
  kind: 'tenant',
  id: 't1',
  title: 'Toni Tenant',
  subtitle: 'toni@example.com · Maple Court',
  link: '/properties/manage-tenant/t1',
};

function renderPalette() {
  stubApi({
    'GET search?q=toni': answer({
      data: [
        tenantResult,
        {
          kind: 'property',
          id: 'p1',
          title: 'Toni House',
          subtitle: '1 Main St, Austin',
          link: '/properties/manage-property/p1',
        },
      ],
    }),
    'GET search?q=zzz': answer({ data: [] }),
  });
  return renderWithProviders(
    <>
      <SearchField dashboard="/owner" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    {
      route: '/owner',
      preloadedState: { session: { role: 'owner', user: { name: 'O', email: 'o@x.io' } } },
    },
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('searches the account on the server and opens a result with the keyboard', async () => {
  const { user } = renderPalette();
  await user.keyboard('{Control>}k{/Control}');
  await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'toni');
  expect(await screen.findByRole('option', { name: /Toni Tenant/ })).toBeInTheDocument();
  expect(screen.getByText('Tenants')).toBeInTheDocument();
  expect(screen.getByText('Properties')).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('At /properties/manage-tenant/t1')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says when nothing is found', async () => {
  const { user } = renderPalette();
  await user.click(screen.getByRole('button', { name: /Search/ }));
  await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'zzz');
  expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument();
});

it('offers the results opened lately when nothing is typed', async () => {
  const { user } = renderPalette();
  await user.keyboard('{Control>}k{/Control}');
  await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'toni');
  await user.click(await screen.findByRole('option', { name: /Toni Tenant/ }));
  await user.keyboard('{Control>}k{/Control}');
  expect(await screen.findByText('Recent')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: /Toni Tenant/ })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Dashboard' })).toBeInTheDocument();
});

it("shows the shortcut as the visitor's browser writes it, as the frame rendered for it says", () => {
  const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15';
  const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0';
  expect(shortcutHintFor(windows)).toBe('Ctrl K');

  renderWithProviders(
    <ShortcutHint.Provider value={shortcutHintFor(mac)}>
      <SearchField dashboard="/owner" />
    </ShortcutHint.Provider>,
    { route: '/owner' },
  );

  expect(screen.getByRole('button', { name: 'Search (⌘ K)' })).toBeInTheDocument();
});

it('keeps the keys typed right after the shortcut, before the palette has shown', async () => {
  renderPalette();
  const typeAtOnce = userEvent.setup({ delay: null });
  await typeAtOnce.keyboard('{Control>}k{/Control}toni');

  expect(await screen.findByRole('combobox', { name: 'Search' })).toHaveValue('toni');
  expect(await screen.findByRole('option', { name: /Toni Tenant/ })).toBeInTheDocument();
});
