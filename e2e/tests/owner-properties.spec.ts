import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, registerOwner, signInAs, toast } from '../support/owner';

/** The figure under `label` in a list of figures, e.g. "Units". */
const figureIn = (figures: Locator, label: string) =>
  figures
    .locator('div', { has: figures.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** The dashboard's figure under `label`, e.g. "Units". */
async function dashboardFigure(page: Page, label: string) {
  await page.goto('/owner');
  const figures = page.getByLabel('Property metrics');
  await expect(figures).toBeVisible();
  return figureIn(figures, label);
}

async function addProperty(page: Page, name: string, { scan = false } = {}) {
  await page.goto('/properties');
  await page.getByRole('link', { name: 'Add Property' }).first().click();
  await expect(page).toHaveURL(/\/properties\/add-property$/);
  await expect(page.getByRole('heading', { name: 'Create property' })).toBeVisible();
  if (scan) await expectNoSeriousViolations(page);
  await page.getByLabel('Property type').selectOption('apartment');
  await page.getByLabel('Property name').fill(name);
  await page.getByLabel('Address').fill('12 Elm Street');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State').selectOption('Texas');
  await page.getByLabel('City').selectOption('Austin');
  await page.getByLabel('ZIP Code').fill('78701');
  await page.getByLabel('Industry').selectOption('development');
  await page.getByLabel('Description').fill('Four flats over a bakery');
  await page.getByLabel('Manager', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Manager contact').fill('+15125550100');
  await page.getByLabel('Units').fill('4');
  await page.getByLabel('Monthly rent').fill('1200');
  await page.getByRole('button', { name: 'Create property' }).click();
  await expect(toast(page, `${name} property has been created successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/properties$/);
}

test('an owner lists, views, edits and manages a property and puts it on a lease', async ({
  page,
}) => {
  // A long walk over a dozen screens: about 35 s on a quiet machine, and more on a busy one.
  test.setTimeout(180_000);
  const owner = await registerOwner(page);
  await signInAs(page, owner);
  await expect(await dashboardFigure(page, 'Units')).toHaveText('0');

  await page.goto('/properties');
  await expect(page.getByRole('heading', { name: 'No properties yet' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await addProperty(page, 'Elm Street Flats', { scan: true });
  const card = page.getByRole('article', { name: 'Elm Street Flats' });
  await expect(card).toContainText('12 Elm Street, Austin, Texas 78701, United States');
  await expect(card).toContainText('0 / 4 units');
  await expect(card).toContainText('Available');
  await expectNoSeriousViolations(page);

  // View
  await card.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/properties\/view-property\/[0-9a-f-]{36}$/);
  const propertyPath = new URL(page.url()).pathname;
  const propertyId = propertyPath.split('/').at(-1)!;
  await expect(page.getByRole('heading', { name: 'Elm Street Flats' })).toBeVisible();
  await expect(page.getByText('Four flats over a bakery')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Edit, all four tabs
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/edit-property/${propertyId}$`));
  await expect(page.getByRole('tab', { name: 'Property Information' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectNoSeriousViolations(page);
  await page.getByLabel('Property name').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Property name is required')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Property Information' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Property name').fill('Elm Street Lofts');
  await page.getByLabel('Description').fill('Six lofts over a bakery');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('tab', { name: 'Rental Information' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Amount per unit').fill('1300');
  await page.getByLabel('Units').fill('6');
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('$7,800.00');
  await page.getByLabel('Late fee rate (%)').fill('5');
  await page.getByLabel('Deposit').fill('1300');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('tab', { name: 'Amenities' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Pets').selectOption('Allowed');
  await page.getByLabel('Gym').selectOption('Not allowed');
  await page.getByRole('button', { name: 'Add an amenity' }).click();
  // The new row is ready once the form has moved the focus into it, as a person would see.
  await expect(page.getByLabel('Amenity', { exact: true })).toBeFocused();
  await page.getByLabel('Amenity', { exact: true }).fill('Bike storage');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('tab', { name: 'Owner & Financials' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Name').first().fill('Katherine Johnson');
  await page.getByLabel('Email').first().fill('katherine@example.com');
  await page.getByLabel('Phone').first().fill('+15125550199');
  await page.getByLabel('Role').first().fill('Property manager');

  // Leaving with unsaved changes asks first: a link in the frame, then the back button
  const leaveDialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Properties' })
    .click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leaveDialog).toBeHidden();
  await page.goBack();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/edit-property/${propertyId}$`));
  await expect(page.getByLabel('Role').first()).toHaveValue('Property manager');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    toast(page, 'Elm Street Lofts property has been updated successfully'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/properties$/);

  // A reload shows what was saved
  await page.goto(propertyPath);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Elm Street Lofts' })).toBeVisible();
  await expect(page.getByText('Six lofts over a bakery')).toBeVisible();
  await expect(page.getByText('$7,800.00 a month')).toBeVisible();
  await expect(page.getByText('5%', { exact: true })).toBeVisible();
  await expect(page.getByText('Bike storage')).toBeVisible();
  await expect(page.getByText('Katherine Johnson (property manager)')).toBeVisible();
  await expect(page.getByText('+15125550199').first()).toBeVisible();

  // Manage: the tab is in the address
  await page.getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/manage-property/${propertyId}$`));
  await expect(figureIn(page.getByLabel('Property figures'), 'Units')).toHaveText('6');
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Maintenance' }).click();
  await expect(page.getByRole('heading', { name: 'No maintenance requests' })).toBeVisible();
  await page.getByRole('tab', { name: 'Tenants' }).click();
  await expect(page.getByText('No tenants yet.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Lease' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/properties/manage-property/${propertyId}\\?tab=lease$`),
  );
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Lease' })).toHaveAttribute('aria-selected', 'true');

  // Create a lease
  await page.getByRole('button', { name: 'Create lease' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Lease' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Unit')).toContainText('Unit 6');
  await expectNoSeriousViolations(page);
  await modal.getByLabel('Start date').fill('2027-01-01');
  await modal.getByLabel('End date').fill('2027-12-31');
  await modal.getByLabel('Unit').selectOption('2');
  await modal.getByRole('button', { name: 'Create lease' }).click();
  await expect(toast(page, 'Lease has been created successfully')).toBeVisible();
  await expect(modal).toBeHidden();
  const row = page.getByRole('row', { name: /Unit 2/ });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('$1,300.00');

  // An overlapping lease on the same unit is refused inside the modal, the input kept
  await page.getByRole('button', { name: 'Create lease' }).click();
  await modal.getByLabel('Start date').fill('2027-06-01');
  await modal.getByLabel('End date').fill('2028-05-31');
  await modal.getByLabel('Unit').selectOption('2');
  await modal.getByRole('button', { name: 'Create lease' }).click();
  await expect(modal.getByRole('alert')).toContainText('Unit 2 already has a pending lease');
  await expect(modal.getByLabel('Start date')).toHaveValue('2027-06-01');
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // Edit it: the start date and the unit are locked, the notes appear
  await page.getByRole('button', { name: /Edit the lease of unit 2/ }).click();
  const editing = page.getByRole('dialog', { name: 'Edit Lease' });
  await expect(editing.getByLabel('Start date')).toHaveAttribute('readonly', '');
  await expect(editing.getByLabel('Unit')).toHaveAttribute('readonly', '');
  await expect(editing.getByLabel('Renewal offered')).toHaveValue('yes');
  await expectNoSeriousViolations(page);
  await editing.getByLabel('Monthly rent').fill('1350');
  await editing.getByLabel('Special terms').fill('No smoking');
  await editing.getByLabel('Renewal offered').selectOption('no');
  await editing.getByLabel('Last inspection date').fill('2026-12-15');
  await editing.getByRole('button', { name: 'Save lease' }).click();
  await expect(toast(page, 'Lease has been updated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Unit 2/ })).toContainText('$1,350.00');
  await page.getByRole('button', { name: /Edit the lease of unit 2/ }).click();
  await expect(editing.getByLabel('Special terms')).toHaveValue('No smoking');
  await expect(editing.getByLabel('Renewal offered')).toHaveValue('no');
  await expect(editing.getByLabel('Last inspection date')).toHaveValue('2026-12-15');
  await editing.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(figureIn(page.getByLabel('Property figures'), 'Pending leases')).toHaveText('1');

  // The list and the dashboard follow
  await page.goto('/properties');
  await expect(page.getByRole('article', { name: 'Elm Street Lofts' })).toContainText(
    '0 / 6 units',
  );
  await expect(await dashboardFigure(page, 'Units')).toHaveText('6');
  await expect(await dashboardFigure(page, 'Properties')).toHaveText('1');
});

test('the list keeps its search and status in the address', async ({ page }) => {
  const owner = await registerOwner(page);
  const created = await Promise.all(
    ['Harbour View', 'Maple Court'].map(async (name) =>
      page.request.post('/api/properties/create', {
        headers: owner.headers,
        data: {
          name,
          type: 'house',
          units: 2,
          monthlyRent: 900,
          location: {
            address: `1 ${name} Road`,
            city: 'Austin',
            state: 'Texas',
            country: 'US',
            postalCode: '78701',
          },
        },
      }),
    ),
  );
  for (const response of created) expect(response.status()).toBe(201);
  await signInAs(page, owner);

  await page.goto('/properties');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Search by name or address').fill('harbour');
  await expect(page).toHaveURL(/\/properties\?search=harbour$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Search by name or address')).toHaveValue('harbour');
  await expect(page.getByRole('article', { name: 'Harbour View' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.getByLabel('Status').selectOption('On lease');
  await expect(page).toHaveURL(/status=on_lease/);
  await expect(page.getByRole('heading', { name: 'No properties match' })).toBeVisible();
  await page.getByRole('link', { name: 'Show all properties' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('six skeleton cards show while the list is on its way', async ({ page }) => {
  const owner = await registerOwner(page);
  await signInAs(page, owner);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/properties',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  // Opened from the dashboard: opened by its address, the list is rendered on the server with its
  // answer.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Properties' })
    .click();
  const loading = page.getByRole('status').filter({ hasText: 'Loading properties' });
  await expect(loading.locator('[aria-busy="true"]')).toHaveCount(6);
  release();
  await expect(page.getByRole('heading', { name: 'No properties yet' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a tall wide screen asks for the next page of cards only once the end of the first is in view', async ({
  page,
}) => {
  const owner = await registerOwner(page);
  for (let index = 0; index < 60; index++) {
    const created = await page.request.post('/api/properties/create', {
      headers: owner.headers,
      data: {
        name: `Row House ${index + 1}`,
        type: 'house',
        description: 'A terraced house near the park.',
        industry: 'development',
        manager: owner.name,
        contact: '+15125550142',
        units: 1,
        monthlyRent: 1400,
        securityDeposit: 1400,
        location: {
          address: `${index + 1} Park Row`,
          city: 'Austin',
          state: 'TX',
          country: 'US',
          postalCode: '78701',
        },
      },
    });
    expect(created.status()).toBe(201);
  }
  // Wide and tall enough that the first cards drawn, and what follows them, fit in view.
  await page.setViewportSize({ width: 1600, height: 1600 });
  await signInAs(page, owner);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/properties') asked.push(url.search);
  });
  await page.goto('/properties');
  await expect(page.getByRole('article')).toHaveCount(50);
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(more).toBeAttached();
  await expect(more).not.toBeInViewport();
  expect(asked.filter((search) => search.includes('cursor='))).toEqual([]);

  await more.scrollIntoViewIfNeeded();
  await expect(page.getByRole('article')).toHaveCount(60);
  expect(asked.filter((search) => search.includes('cursor='))).toHaveLength(1);
});

test("another owner's property, or one that does not exist, is not found", async ({ page }) => {
  const landlord = await registerOwner(page, 'Landlord A');
  await signInAs(page, landlord);
  await addProperty(page, 'Private Place');
  await page
    .getByRole('article', { name: 'Private Place' })
    .getByRole('link', { name: 'Manage' })
    .click();
  const managePath = new URL(page.url()).pathname;

  const stranger = await registerOwner(page, 'Owner B');
  await signInAs(page, stranger);
  await page.goto(managePath);
  await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
  await expect(page.getByText('Private Place')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Back to my properties' }).click();
  await expect(page).toHaveURL(/\/properties$/);

  await page.goto('/properties/view-property/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
  await page.goto('/properties/edit-property/not-an-id');
  await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
});

test('a failed property load offers to try again', async ({ page }) => {
  const owner = await registerOwner(page);
  await signInAs(page, owner);
  await addProperty(page, 'Flaky Flats');
  await page
    .getByRole('article', { name: 'Flaky Flats' })
    .getByRole('link', { name: 'View details' })
    .click();
  const path = new URL(page.url()).pathname;
  // The property cannot be read until the owner presses "Try again".
  let reachable = false;
  await page.route(
    (url) => url.pathname === '/api/properties/' && url.searchParams.has('propertyId'),
    async (route) => {
      if (reachable) await route.continue();
      else await route.abort('connectionreset');
    },
  );
  await page.goto(path);
  await expect(
    page.getByRole('heading', { name: 'The property could not be loaded' }),
  ).toBeVisible();
  reachable = true;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Flaky Flats' })).toBeVisible();
});
