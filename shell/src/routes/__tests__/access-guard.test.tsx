import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore, signOut, type SessionRole } from 'shared-api';
import { AccessGuard } from '../access-guard';
import type { ShellRoute } from '../route-table';

function renderGuarded(access: ShellRoute['access'], role: SessionRole | null) {
  const store = makeStore({
    session: { user: role ? { name: 'Ada Lovelace', email: 'ada@example.com' } : null, role },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/page']}>
        <Routes>
          <Route
            path="/page"
            element={
              <AccessGuard access={access}>
                <p>the page</p>
              </AccessGuard>
            }
          />
          <Route path="/owner/signin" element={<p>owner sign-in</p>} />
          <Route path="/tenant/signin" element={<p>tenant sign-in</p>} />
          <Route path="/owner" element={<p>owner dashboard</p>} />
          <Route path="/tenant" element={<p>tenant dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('the access guard', () => {
  it('sends a signed-out visitor to the owner sign-in', () => {
    renderGuarded('owner', null);
    expect(screen.getByText('owner sign-in')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a tenant page to the owner sign-in too', () => {
    renderGuarded('tenant', null);
    expect(screen.getByText('owner sign-in')).toBeInTheDocument();
  });

  it('sends a tenant who signs out on a tenant page to the tenant sign-in', () => {
    const store = renderGuarded('tenant', 'tenant');
    act(() => {
      store.dispatch(signOut());
    });
    expect(screen.getByText('tenant sign-in')).toBeInTheDocument();
  });

  it('opens an owner page for an owner', () => {
    renderGuarded('owner', 'owner');
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('sends a tenant on an owner page to the tenant dashboard', () => {
    renderGuarded('owner', 'tenant');
    expect(screen.getByText('tenant dashboard')).toBeInTheDocument();
  });

  it('opens a tenant page for a tenant', () => {
    renderGuarded('tenant', 'tenant');
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('sends an owner on a tenant page to the owner dashboard', () => {
    renderGuarded('tenant', 'owner');
    expect(screen.getByText('owner dashboard')).toBeInTheDocument();
  });

  it('opens a page of both roles for either', () => {
    renderGuarded('member', 'tenant');
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('always opens a public page', () => {
    renderGuarded('public', null);
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});
