import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../../testing';
import { DropdownMenu } from '../dropdown-menu';

function renderUserMenu(onSignOut = jest.fn()) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/owner"
        element={
          <DropdownMenu
            trigger="Ada Obi"
            triggerLabel="Account menu"
            header={
              <>
                <strong>Ada Obi</strong>
                <div>ada@example.com</div>
              </>
            }
            items={[
              { label: 'Edit profile', to: '/profile' },
              { label: 'Sign out', onSelect: onSignOut, tone: 'danger' },
            ]}
          />
        }
      />
      <Route path="/profile" element={<h1>Profile</h1>} />
    </Routes>,
    { route: '/owner' },
  );
}

test('opens from the keyboard with its header and items', async () => {
  const { user } = renderUserMenu();
  await user.tab();

  await user.keyboard('{Enter}');

  const menu = screen.getByRole('menu');
  expect(menu).toHaveTextContent('ada@example.com');
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Edit profile',
    'Sign out',
  ]);
});

test('runs an action item and closes', async () => {
  const onSignOut = jest.fn();
  const { user } = renderUserMenu(onSignOut);
  await user.click(screen.getByRole('button', { name: 'Account menu' }));

  await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

  expect(onSignOut).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('follows a link item to its page', async () => {
  const { user } = renderUserMenu();
  await user.click(screen.getByRole('button', { name: 'Account menu' }));

  await user.click(screen.getByRole('menuitem', { name: 'Edit profile' }));

  expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
});

test('closes on Escape and gives focus back to its button', async () => {
  const { user } = renderUserMenu();
  const trigger = screen.getByRole('button', { name: 'Account menu' });
  await user.click(trigger);

  await user.keyboard('{Escape}');

  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

test('has no accessibility violations when open', async () => {
  const { user } = renderUserMenu();
  await user.click(screen.getByRole('button', { name: 'Account menu' }));

  // The menu floats outside the page's landmarks by design; landmarks are the layout's concern.
  expect(await axe(document.body, { rules: { region: { enabled: false } } })).toHaveNoViolations();
});
