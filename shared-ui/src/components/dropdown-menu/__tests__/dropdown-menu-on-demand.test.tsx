import { screen } from '@testing-library/react';
import { DropdownMenu } from '../dropdown-menu-on-demand';
import { renderWithProviders } from '../../../testing';

function renderMenu(onSignOut = jest.fn()) {
  return renderWithProviders(
    <DropdownMenu
      trigger="Ada Obi"
      triggerLabel="Account menu"
      items={[
        { label: 'Edit profile', to: '/profile' },
        { label: 'Sign out', onSelect: onSignOut, tone: 'danger' },
      ]}
    />,
    { route: '/owner' },
  );
}

test('draws its button closed, before the menu library is wanted', () => {
  renderMenu();

  const button = screen.getByRole('button', { name: 'Account menu' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('opens on the first press once its library has arrived, and runs an item', async () => {
  const onSignOut = jest.fn();
  const { user } = renderMenu(onSignOut);

  await user.click(screen.getByRole('button', { name: 'Account menu' }));

  expect(await screen.findByRole('menu')).toBeInTheDocument();
  await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('opens from the keyboard and gives focus back to its button on Escape', async () => {
  const { user } = renderMenu();
  await user.tab();

  await user.keyboard('{Enter}');

  expect(await screen.findByRole('menu')).toBeInTheDocument();
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Edit profile',
    'Sign out',
  ]);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
});

test('does not open on a key that is not one of the menu keys', async () => {
  const { user } = renderMenu();
  await user.tab();

  await user.keyboard('a');

  expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
