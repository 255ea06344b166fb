import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { readFile } from 'node:fs/promises';
import { expectAccessible, mailed, pdfBytes, unique } from '../support/tenant';
import {
  invitationTo,
  ownerWithLeaseToFill,
  signInOnScreen,
  tenantThroughApi,
} from '../support/tenancy';

/** The dashboard's figure under `label`, e.g. "On lease". */
async function dashboardFigure(page: Page, label: string) {
  await page.goto('/owner');
  const figures = page.getByLabel('Property metrics');
  await expect(figures).toBeVisible();
  return figures
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

test('an owner takes an invited tenant from the background check to an active lease', async ({
  page,
  request,
}) => {
  const { owner, property } = await ownerWithLeaseToFill(request);
  const tenant = { name: 'Tess Tenant', email: unique('tess') };
  await signInOnScreen(page, owner);
  await expect(await dashboardFigure(page, 'On lease')).toHaveText('0');

  // Invite from Manage property.
  await page.goto(`/properties/manage-property/${property.propertyId}?tab=tenants`);
  await page.getByRole('button', { name: 'Invite Tenant' }).first().click();
  const invite = page.getByRole('dialog', { name: 'Invite Tenant' });
  await expect(invite.getByLabel('Lease')).toContainText('Unit 2');
  await expectAccessible(page);
  await invite.getByLabel('Full name').fill(tenant.name);
  await invite.getByLabel('Email').fill(tenant.email);
  await invite.getByRole('textbox', { name: 'Phone number' }).fill('5125550123');
  await invite.getByLabel('Address').fill('9 Willow Road, Austin, TX');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  // Done: the modal closes and a toast says so; opened again, it lists the invitation.
  await expect(page.getByText('Tenant created successfully')).toBeVisible();
  await expect(invite).toBeHidden();
  await page.getByRole('button', { name: 'Invite Tenant' }).first().click();
  await expect(invite.getByText(/Invitation sent/)).toBeVisible();
  await invite.getByRole('button', { name: 'Close' }).click();

  // The tenant's side, through the API with the mailed link's token.
  const tenantSide = tenantThroughApi(request, await invitationTo(tenant.email));
  await tenantSide.uploadDocument('proofOfIncome', 'payslip.pdf', pdfBytes);
  await tenantSide.submitCheck();

  // The owner finds the tenant on /tenants and reviews the check.
  await page.goto('/tenants');
  const row = page.getByRole('row', { name: new RegExp(tenant.name) });
  await expect(row).toContainText('Birch Court, unit 2');
  await expect(row).toContainText('Background check');
  await expectAccessible(page);
  await row.getByRole('link', { name: `Manage ${tenant.name}` }).click();
  await expect(page.getByRole('heading', { name: tenant.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Lease Pending', { exact: true })).toBeVisible();
  await expect(page.getByText('*****6789')).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Proof of income' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('payslip.pdf');
  expect((await readFile(await download.path())).subarray(0, 8).toString()).toBe('%PDF-1.7');

  await page.getByRole('button', { name: 'Passed check' }).click();
  await expect(page.getByRole('heading', { name: /Background check passed/ })).toBeVisible();
  await mailed(tenant.email, /background check .* has passed/);

  // No bank details yet: the page sends the owner to Settings first.
  await expect(page.getByRole('button', { name: 'Send lease' })).toBeDisabled();
  await page.getByRole('link', { name: 'Add bank details in Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add bank details' }).click();
  await page.getByLabel('Account name').fill(owner.name);
  await page.getByLabel('Bank name').fill('First Austin Bank');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByLabel('Routing number').fill('111000025');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Your bank details have been saved')).toBeVisible();
  await expect(page.getByText('****6789')).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Send lease' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for the signature' })).toBeVisible();
  await mailed(tenant.email, /lease .* is ready to sign/);

  await tenantSide.sign(tenant.name);
  await tenantSide.reportPayment();
  await page.reload();
  const signature = page.getByLabel('Signature record');
  await expect(signature).toContainText(tenant.name);
  await expect(page.getByText(/reported paying \$1,350\.00/)).toBeVisible();
  await page.getByRole('button', { name: 'Payment received' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm the payment was received?' })
    .getByRole('button', { name: 'Confirm payment received' })
    .click();
  await expect(page.getByText('Lease Active', { exact: true })).toBeVisible();
  await expect(page.getByText(/the lease is\s+active/)).toBeVisible();

  await mailed(tenant.email, /lease .* is active/);
  await page.getByRole('tab', { name: 'Communication' }).click();
  await expect(page.getByRole('rowheader', { name: /is active$/ })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /invites you to rent/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Lease Details' }).click();
  await expect(page.getByText('Quiet hours after 10 pm.')).toBeVisible();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByLabel('Move-in payment')).toContainText('Received');
  await expect(page.getByRole('table', { name: 'Monthly rent charges' })).toContainText('rent');
  await expectAccessible(page);

  await expect(await dashboardFigure(page, 'On lease')).toHaveText('1');
  await expect(await dashboardFigure(page, 'Monthly income')).toHaveText('$900.00');
});

test('a tenant added on add-tenant with new terms whose check fails leaves the flow', async ({
  page,
  request,
}) => {
  const { owner, property } = await ownerWithLeaseToFill(request, 'Otto Owner');
  const tenant = { name: 'Fay Failed', email: unique('fay') };
  await signInOnScreen(page, owner);

  await page.goto('/tenants');
  await expect(page.getByRole('heading', { name: 'No tenants have been added yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Tenant' }).click();
  await expect(page).toHaveURL(/\/tenants\/add-tenant$/);
  await expectAccessible(page);
  await page.getByLabel('Full name').fill(tenant.name);
  await page.getByLabel('Email').fill(tenant.email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('5125550188');
  await page.getByLabel('Current address').fill('3 Ash Street, Austin, TX');
  await page.getByRole('button', { name: 'Next' }).click();
  // Any of the owner's properties is found by typing its name.
  await page.getByLabel('Find a property').fill(property.name);
  await expect(page.getByRole('option', { name: property.name })).toBeAttached();
  await page.getByLabel('Property', { exact: true }).selectOption({ label: property.name });
  await page.getByRole('combobox', { name: 'Lease' }).selectOption('new');
  await page.getByLabel('Start date').fill('2027-02-01');
  await page.getByLabel('End date').fill('2028-01-31');
  await page.getByLabel('Unit', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Lease to be sent')).toContainText('New lease, created on sending');
  await expect(page.getByLabel('Lease to be sent')).toContainText(property.name);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send invitation' }).click();

  await expect(page).toHaveURL(/\/properties\/manage-tenant\//);
  await expect(page.getByRole('heading', { name: tenant.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Birch Court, unit 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend invitation' })).toBeVisible();

  const tenantSide = tenantThroughApi(request, await invitationTo(tenant.email));
  await tenantSide.submitCheck();
  await page.reload();
  await page.getByRole('button', { name: 'Failed check' }).click();
  const confirm = page.getByRole('dialog', { name: 'Fail this background check?' });
  await confirm.getByRole('button', { name: 'Fail the check' }).click();
  await expect(page.getByText(/The background check failed/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send lease' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Passed check' })).toHaveCount(0);
  await mailed(tenant.email, /An update on your application/);

  await page.goto('/tenants?stage=check_failed');
  await expect(page.getByRole('row', { name: new RegExp(tenant.name) })).toContainText(
    'Check failed',
  );
});

test("another owner's tenant shows not found, and the profile page passes axe", async ({
  page,
  request,
}) => {
  const first = await ownerWithLeaseToFill(request, 'First Owner');
  const invited = await request.post('/api/tenants/create', {
    headers: first.owner.headers,
    data: {
      leaseId: first.lease.leaseId,
      name: 'Private Tenant',
      email: unique('private'),
      phone: '+15125550111',
      address: '1 Hidden Way',
    },
  });
  expect(invited.status()).toBe(201);
  const { tenantId } = ((await invited.json()) as { data: { tenantId: string } }).data;

  const second = await ownerWithLeaseToFill(request, 'Second Owner');
  await signInOnScreen(page, second.owner);
  await page.goto(`/properties/manage-tenant/${tenantId}`);
  await expect(page.getByRole('heading', { name: 'Tenant not found' })).toBeVisible();
  await expect(page.getByText('Private Tenant')).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Second Owner');
  await expectAccessible(page);
});

test('the tenants page shows the newest 50, loads the rest as the list ends, and the payment history finds an old tenant', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { owner, lease } = await ownerWithLeaseToFill(request, 'Polly Portfolio');
  // More invitations in a day than an owner may send before verifying the e-mail address.
  const sent = await request.post('/api/owners/verify-email/send', { headers: owner.headers });
  expect(sent.status()).toBe(200);
  const code = (await mailed(owner.email, /verification code/)).match(/\b(\d{6})\b/)?.[1];
  const verified = await request.post('/api/owners/verify-email', {
    headers: owner.headers,
    data: { code },
  });
  expect(verified.status()).toBe(200);
  const emails: string[] = [];
  for (let index = 1; index <= 55; index += 1) {
    emails.push(unique(`pat${index}`));
    const invited = await request.post('/api/tenants/create', {
      headers: owner.headers,
      data: {
        leaseId: lease.leaseId,
        name: `Pat Tenant ${index}`,
        email: emails.at(-1),
        phone: '+15125550111',
        address: '1 Long Street',
      },
    });
    expect(invited.status()).toBe(201);
  }
  await signInOnScreen(page, owner);

  await page.goto('/tenants');
  await expect(page.getByText('55 tenants', { exact: true })).toBeVisible();
  const names = page.getByRole('table').getByRole('rowheader');
  await expect(names.first()).toHaveText('Pat Tenant 55');
  await expect(names).toHaveCount(50);
  await expect(page.getByRole('rowheader', { name: 'Pat Tenant 5', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect(names).toHaveCount(55);
  await expect(names.last()).toHaveText('Pat Tenant 1');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(emails[1] ?? '');
  await expect(page.getByText('1 tenant', { exact: true })).toBeVisible();
  await expect(names).toHaveText(['Pat Tenant 2']);
  await expect(page).toHaveURL(/[?&]q=pat2/);

  // The payment history offers the newest 20; an older tenant is found by searching.
  await page.goto('/payment');
  await page.getByRole('tab', { name: 'History' }).click();
  const tenantChoice = page.getByRole('combobox', { name: 'Tenant' });
  await expect(tenantChoice.getByRole('option', { name: 'Pat Tenant 55' })).toHaveCount(1);
  await expect(tenantChoice.getByRole('option')).toHaveCount(21);
  await page.getByRole('searchbox', { name: 'Find a tenant' }).fill(emails[0] ?? '');
  await expect(tenantChoice.getByRole('option')).toHaveText(['All tenants', 'Pat Tenant 1']);
  await tenantChoice.selectOption({ label: 'Pat Tenant 1' });
  await expect(page.getByText('No payments match these filters')).toBeVisible();
});
