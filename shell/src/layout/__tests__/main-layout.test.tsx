import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route, Routes, useLocation } from 'react-router-dom';
import { makeStore, type SessionRole } from 'shared-api';
import { renderWithProviders } from 'shared-ui/testing';
import { MainLayout } from '../main-layout';
import { mobileMediaQuery } from '../use-is-mobile';

const people = {
  owner: { name: 'Ada Lovelace', email: 'ada@example.com' },
  tenant: { name: 'Tunde Bello', email: 'tunde@example.com' },
};

function setWindowWidth(width: number) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: query === mobileMediaQuery && width < 768,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

function Page() {
  return <h1>Page at {useLocation().pathname}</h1>;
}

function renderFrame(role: SessionRole, route = role === 'owner' ? '/owner' : '/tenant') {
  // The display choices as a new page's store finds them in the browser.
  const { ui } = makeStore().getState();
  return renderWithProviders(
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="*" element={<Page />} />
      </Route>
      <Route path="/owner/signin" element={<h1>Owner sign-in</h1>} />
      <Route path="/tenant/signin" element={<h1>Tenant sign-in</h1>} />
    </Routes>,
    { route, preloadedState: { ui, session: { user: people[role], role } } },
  );
}

/** Opens the phone's menu; the drawer's code arrives with the first opening. */
async function openMenu(user: ReturnType<typeof renderFrame>['user']) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'sidebar=; max-age=0; path=/';
  setWindowWidth(1280);
});

describe('the sidebar', () => {
  it("lists the owner's pages", () => {
    renderFrame('owner');
    expect(linkNames()).toEqual([
      ['Dashboard', '/owner'],
      ['Properties', '/properties'],
      ['Tenants', '/tenants'],
      ['Maintenance', '/maintenance'],
      ['Payment', '/payment'],
      ['Books', '/books'],
      ['Settings', '/settings'],
    ]);
  });

  it("lists the tenant's pages", () => {
    renderFrame('tenant');
    expect(linkNames()).toEqual([
      ['Dashboard', '/tenant'],
      ['My lease', '/lease'],
      ['Rent', '/rent'],
      ['Maintenance', '/maintenance'],
      ['Settings', '/settings'],
    ]);
  });

  it('marks the link of the current section, also on the pages below it', () => {
    renderFrame('owner', '/properties/add-property');
    expect(screen.getByRole('link', { name: 'Properties' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks the owner dashboard at the home address', () => {
    renderFrame('owner', '/');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves to the page of a link', async () => {
    const { user } = renderFrame('tenant');
    await user.click(screen.getByRole('link', { name: 'My lease' }));
    expect(screen.getByRole('heading', { name: 'Page at /lease' })).toBeInTheDocument();
  });

  it('collapses to 90 px of icons whose links keep their names', async () => {
    const { user } = renderFrame('owner');
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(sidebar).toHaveStyle({ width: '220px' });

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));

    expect(sidebar).toHaveStyle({ width: '90px' });
    expect(within(sidebar).getByRole('link', { name: 'Tenants' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('opens collapsed next time once collapsed, and has the server draw it so', async () => {
    const { user, unmount } = renderFrame('owner');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    unmount();
    // The cookie the server draws the frame by.
    expect(document.cookie).toContain('sidebar=collapsed');

    renderFrame('owner');

    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveStyle({ width: '90px' });
  });
});

describe('the drawer below 768 px', () => {
  beforeEach(() => setWindowWidth(390));

  it('replaces the sidebar with a menu button', () => {
    renderFrame('owner');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens with the focus on the current page', async () => {
    const { user } = renderFrame('owner', '/tenants');
    const drawer = await openMenu(user);
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Tenants' })).toHaveFocus();
  });

  it('keeps the page behind it out of reach while open', async () => {
    const { user } = renderFrame('owner');
    await openMenu(user);

    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
  });

  it('closes on Escape and gives the focus back to the menu button', async () => {
    const { user } = renderFrame('owner');
    await openMenu(user);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { user } = renderFrame('owner');
    await openMenu(user);

    await user.click(screen.getByRole('link', { name: 'Payment' }));

    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page at /payment' })).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user } = renderFrame('tenant');
    await openMenu(user);

    await user.click(screen.getByRole('button', { name: 'Close menu' }));

    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('the search palette', () => {
  it('opens with the focus in its search box on Ctrl+K', async () => {
    const { user } = renderFrame('owner');
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox', { name: 'Search' })).toHaveFocus();
  });

  it('opens with the focus in its search box on Cmd+K', async () => {
    const { user } = renderFrame('owner');
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('combobox', { name: 'Search' })).toHaveFocus();
  });

  it('hints at the shortcut', () => {
    renderFrame('owner');
    expect(screen.getByRole('button', { name: 'Search (Ctrl K)' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K Meta+K',
    );
  });
});

describe('the notifications menu', () => {
  it('says there are no notifications yet', async () => {
    const { user } = renderFrame('owner');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('menu')).toHaveTextContent('You have no notifications yet');
  });

  it('links View All Notifications to the notifications page', async () => {
    const { user } = renderFrame('tenant', '/lease');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('menuitem', { name: 'View All Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});

describe('the user menu', () => {
  it("shows the user's name on its button and name and email inside", async () => {
    const { user } = renderFrame('owner');
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ada Lovelace');
    expect(menu).toHaveTextContent('ada@example.com');
  });

  it('links Edit profile, Account settings and Support to the profile', async () => {
    const { user } = renderFrame('owner');
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));

    await screen.findByRole('menu');
    for (const name of ['Edit profile', 'Account settings', 'Support']) {
      expect(screen.getByRole('menuitem', { name })).toHaveAttribute('href', '/profile');
    }
  });

  it('signs an owner out to the owner sign-in', async () => {
    const { user, store } = renderFrame('owner');
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));

    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(store.getState().session.user).toBeNull();
    expect(screen.getByRole('heading', { name: 'Owner sign-in' })).toBeInTheDocument();
  });

  it('signs a tenant out to the tenant sign-in', async () => {
    const { user, store } = renderFrame('tenant');
    await user.click(screen.getByRole('button', { name: 'Tunde Bello' }));

    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(store.getState().session.user).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tenant sign-in' })).toBeInTheDocument();
  });
});

describe('the frame', () => {
  it('puts the page in the main landmark under a header', () => {
    renderFrame('owner');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Page at /owner' }),
    ).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderFrame('owner');
    expect(await axe(container)).toHaveNoViolations();
  });
});
