import { expect, test } from '../support/test';
import { signedInPage } from '../support/maintenance';

test('Ctrl+K finds a tenant by part of the name and opens manage-tenant', async ({ browser }) => {
  const owner = await signedInPage(browser, 'owner');
  // The shortcut works once the frame is on screen.
  await expect(owner.getByRole('button', { name: 'Search (Ctrl K)' })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Welcome, Dana Demo' })).toBeVisible();
  await owner.keyboard.press('Control+k');
  const search = owner.getByRole('combobox', { name: 'Search' });
  await expect(search).toBeFocused();
  await search.pressSequentially('toni ten');
  await expect(owner.getByRole('option', { name: /^Toni Tenant/ })).toBeVisible();
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(/\/properties\/manage-tenant\/[0-9a-f-]{36}$/);

  // Opened once, the tenant is offered again before anything is typed.
  await owner.keyboard.press('Control+k');
  await expect(owner.getByRole('group', { name: 'Recent' })).toContainText('Toni Tenant');
});

test('the owner reads every notification on the notifications page and marks them read', async ({
  browser,
}) => {
  const tenant = await signedInPage(browser, 'tenant');
  await tenant.goto('/maintenance');
  await tenant.getByRole('button', { name: 'Log requests' }).first().click();
  const modal = tenant.getByRole('dialog', { name: 'Submit Maintenance Request' });
  await modal.getByLabel('Issue Type').fill('Loose stair rail');
  await modal.getByLabel('Priority level').fill('Medium');
  await modal.getByLabel('Repair Date').fill('2026-12-05');
  await modal.getByLabel('Description').fill('The rail wobbles.');
  await modal.getByRole('button', { name: 'Submit request' }).click();
  await expect(modal).toBeHidden();

  const owner = await signedInPage(browser, 'owner');
  await owner.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    owner.getByRole('menuitem', { name: /filed a maintenance request: "Loose stair rail"/ }),
  ).toContainText(/Unread · (this minute|\d+ minutes? ago)/);
  await owner.getByRole('menuitem', { name: 'View All Notifications' }).click();
  await expect(owner).toHaveURL(/\/notifications$/);
  await expect(owner.getByRole('list', { name: 'Notifications' })).toContainText(
    'Toni Tenant filed a maintenance request: "Loose stair rail"',
  );
  await owner.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(owner.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(
    owner.getByRole('checkbox', { name: 'A tenant files a maintenance request' }),
  ).toBeChecked();
});
