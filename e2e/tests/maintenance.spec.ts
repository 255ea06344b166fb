import { expect, test } from '../support/test';
import { onePixelPng, signedInPage, toast } from '../support/maintenance';

test('a tenant files a request with photos; the owner works it through to resolved', async ({
  browser,
}) => {
  const title = `Leaking kitchen tap ${Date.now()}`;
  const tenant = await signedInPage(browser, 'tenant');
  await tenant.goto('/maintenance');
  await tenant.getByRole('button', { name: 'Log requests' }).click();
  const modal = tenant.getByRole('dialog', { name: 'Submit Maintenance Request' });
  await modal.getByLabel('Issue Type').fill(title);
  await modal.getByLabel('Priority level').fill('Urgent');
  await modal.getByLabel('Repair Date').fill('2026-12-01');
  await modal.getByLabel('Description').fill('The tap drips all night.');
  await expect(modal.getByText('Drag & Drop Files Here')).toBeVisible();
  await modal.locator('input[type="file"]').setInputFiles([
    { name: 'tap.png', mimeType: 'image/png', buffer: onePixelPng },
    { name: 'lease.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') },
  ]);
  await expect(
    modal.getByText('lease.pdf was not added: only PNG, JPEG, WebP and SVG images are accepted.'),
  ).toBeVisible();
  await expect(modal.getByRole('img', { name: 'tap.png' })).toBeVisible();

  // A file that claims to be a picture but is not one is refused by the server, and nothing is lost.
  await modal
    .locator('input[type="file"]')
    .setInputFiles([
      { name: 'sink.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') },
    ]);
  await modal.getByRole('button', { name: 'Submit request' }).click();
  await expect(toast(tenant, 'sink.png is not a PNG, JPEG, WebP or SVG image')).toBeVisible();
  await expect(modal.getByLabel('Issue Type')).toHaveValue(title);
  await modal.getByRole('button', { name: 'Remove sink.png' }).click();
  await modal.getByRole('button', { name: 'Submit request' }).click();
  await expect(toast(tenant, 'Your maintenance request has been submitted')).toBeVisible();
  await expect(modal).toBeHidden();
  const tenantRow = tenant.getByRole('row', { name: new RegExp(title) });
  await expect(tenantRow.getByText('Open')).toBeVisible();

  const owner = await signedInPage(browser, 'owner');
  await owner.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await owner
    .getByRole('menuitem', {
      name: new RegExp(`Toni Tenant filed a maintenance request: "${title}"`),
    })
    .click();
  await expect(owner.getByRole('heading', { name: title })).toBeVisible();
  const photo = owner.getByRole('img', { name: 'tap.png' });
  await expect(photo).toBeVisible();
  // The real file: it decodes (a broken image would not) to one pixel. Visible is not yet loaded.
  await photo.evaluate((image: HTMLImageElement) => image.decode());
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await owner.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(owner.getByText('In progress', { exact: true }).first()).toBeVisible();
  await owner.getByLabel('Comment').fill('A plumber comes on Tuesday.');
  await owner.getByRole('button', { name: 'Add comment' }).click();
  await expect(owner.getByRole('list', { name: 'History' })).toContainText(
    'A plumber comes on Tuesday.',
  );

  await tenantRow.getByRole('link', { name: title }).click();
  await tenant.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    tenant.getByRole('menuitem', { name: new RegExp(`"${title}" is now in progress`) }),
  ).toBeVisible();
  await tenant.keyboard.press('Escape');
  await expect(tenant.getByRole('list', { name: 'History' })).toContainText(
    'changed the status from Open to In progress',
  );
  await expect(tenant.getByRole('list', { name: 'History' })).toContainText(
    'A plumber comes on Tuesday.',
  );
  await expect(tenant.getByRole('button', { name: 'Cancel request' })).toBeHidden();

  // The owner gives the request to one of their vendors before it is resolved.
  const work = owner.getByRole('region', { name: 'Vendor and cost' });
  await expect(
    work.getByText('Once the request is resolved, its cost is recorded here.'),
  ).toBeVisible();
  await work.getByLabel('Vendor').selectOption({ label: 'Austin Plumbing Co. (Plumber)' });
  await work.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(owner, 'Austin Plumbing Co. assigned to this request')).toBeVisible();
  await expect(work.getByText('Austin Plumbing Co. (Plumber)')).toBeVisible();

  await owner.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(owner.getByRole('button', { name: 'Mark resolved' })).toBeHidden();
  await tenant.reload();
  await expect(tenant.getByRole('list', { name: 'History' })).toContainText(
    'changed the status from In progress to Resolved',
  );

  // Resolved, its cost is recorded as an expense of the property, with the plumber's receipt.
  await work.getByRole('button', { name: 'Record the cost' }).click();
  const cost = work.getByRole('form', { name: 'Record the cost' });
  await expect(cost.getByLabel('Category')).toHaveValue('repairs');
  await cost.getByLabel('Amount').fill('185.40');
  await cost.getByLabel(/^Receipt/).setInputFiles({
    name: 'plumber-invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%plumber invoice\n'),
  });
  await cost.getByRole('button', { name: 'Record cost' }).click();
  await expect(toast(owner, 'Cost recorded with its receipt')).toBeVisible();
  const costs = work.getByRole('list', { name: 'Costs recorded' });
  await expect(costs).toContainText('paid to Austin Plumbing Co.');
  await expect(costs).toContainText('receipt plumber-invoice.pdf');
  await costs.getByRole('link', { name: 'Cost recorded: $185.40' }).click();
  // The link opens the expense itself on the Books page.
  await expect(owner).toHaveURL(/\/books\?expense=[0-9a-f-]{36}$/);
  const recordedCost = owner.getByRole('form', { name: 'Edit the expense' });
  await expect(recordedCost.getByLabel('Payee')).toHaveValue('Austin Plumbing Co.');
  await expect(recordedCost.getByLabel(/^Amount/)).toHaveValue('185.4');

  // The dashboard sets the net operating income beside the rent, this month and the year so far.
  await owner.getByRole('link', { name: 'Dashboard' }).first().click();
  const income = owner.getByLabel('Net operating income');
  await expect(income).not.toHaveAttribute('aria-busy', 'true');
  await expect(income.getByText('Net operating income year to date')).toBeVisible();
  await expect(income.locator('dd').nth(1)).toHaveText(/^-?\$[\d,]+\.\d\d$/);
});
