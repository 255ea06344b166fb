import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test, waitingForTheApp } from '../support/test';
import {
  dayFromToday,
  lateFeeFallingDueToday,
  rentOf,
  reportBrowserErrors,
  sameDayLastMonth,
  signInOwner,
  signInTenant,
  summaryCard,
  tenantRentingSince,
} from '../support/rent';

const thisMonth = () =>
  new Date().toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Opens the payment page's Reconciliation tab the way an owner does, from the sidebar: in the app,
 * not through a page the server renders (clicks on such a page before its parts hydrate are the
 * SSR journeys' concern).
 */
async function openReconciliation(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Payment' })
    .click();
  await page.getByRole('tab', { name: 'Reconciliation' }).click();
  await expect(page).toHaveURL(/tab=reconciliation/);
}

test('the tenant reports the second month, the owner reconciles it, and both ledgers, the cards and the chart agree', async ({
  browser,
  request,
}) => {
  // Moved in a month ago: the second month's rent falls due today.
  const renting = await tenantRentingSince(request, sameDayLastMonth());
  const tenantPage = waitingForTheApp(await (await browser.newContext()).newPage());
  reportBrowserErrors(tenantPage);
  await signInTenant(tenantPage, renting.tenant);
  await tenantPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Rent' })
    .click();
  await expect(tenantPage).toHaveURL(/\/rent$/);
  await expect(tenantPage.getByLabel('Balance')).toContainText('Balance$850.00');
  await expect(tenantPage.getByLabel('Bank details')).toContainText('000123456789');
  await expect(tenantPage.getByLabel('Amount sent (USD)')).toHaveValue('850');
  await tenantPage.getByRole('button', { name: "I've made this payment" }).click();
  await expect(tenantPage.getByLabel('Balance')).toContainText('Awaiting confirmation$850.00');

  const ownerPage = waitingForTheApp(await (await browser.newContext()).newPage());
  reportBrowserErrors(ownerPage);
  await signInOwner(ownerPage, renting.owner);
  await ownerPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Payment' })
    .click();
  await expect(summaryCard(ownerPage, 'Collection Rate')).toContainText('0%');
  await expect(summaryCard(ownerPage, 'Total Revenue')).toContainText('$1,700.00');
  // The chart is drawn, bars and all, not only its figures.
  const chart = ownerPage.getByRole('img', { name: 'Rent due and money collected per month' });
  await expect(chart.locator('.due-collected-bar').first()).toBeVisible();
  // Its axes: amounts up from $0, and this month named under its bars (the last month always is).
  const axisLabels = chart.locator('text');
  await expect(axisLabels.filter({ hasText: /^\$0$/ })).toHaveCount(1);
  const shortMonth = new Date().toLocaleDateString('en-US', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  await expect(axisLabels.filter({ hasText: shortMonth })).toHaveCount(1);
  await expect(ownerPage.getByText('The chart could not be drawn')).toHaveCount(0);
  await ownerPage.getByText('Figures by month').click();
  const chartRow = ownerPage
    .getByRole('table', { name: 'Due and collected per month' })
    .getByRole('row', { name: new RegExp(thisMonth()) });
  // This month: the second month's rent due, none of it collected yet.
  await expect(chartRow).toContainText('$850.00$0.00');
  await ownerPage.getByRole('tab', { name: 'History' }).click();
  await expect(
    ownerPage
      .getByRole('row', { name: /Terry Tenant/ })
      .filter({ hasText: 'Rent by bank transfer' }),
  ).toContainText('Pending');

  await ownerPage.getByRole('tab', { name: 'Reconciliation' }).click();
  const reported = ownerPage
    .getByRole('region', { name: 'Reported payments awaiting your decision' })
    .getByRole('row', { name: /Terry Tenant/ });
  await expect(reported).toContainText('$850.00');
  await reported.getByRole('button', { name: 'Mark received' }).click();
  await expect(ownerPage.getByText('$850.00 from Terry Tenant marked received')).toBeVisible();
  await expect(reported).toHaveCount(0);
  await expect(summaryCard(ownerPage, 'Collection Rate')).toContainText('100%');
  await expect(summaryCard(ownerPage, 'Total Revenue')).toContainText('$2,550.00');
  await expect(chartRow).toContainText('$850.00$850.00');

  await tenantPage.reload();
  await expect(tenantPage.getByLabel('Balance')).toContainText('Balance$0.00');
  const received = tenantPage
    .getByRole('region', { name: 'Payments' })
    .getByRole('row')
    .filter({ hasText: 'Rent by bank transfer' });
  await expect(received).toContainText('Received');
  const download = tenantPage.waitForEvent('download');
  await received.getByRole('button', { name: /^Receipt for \$850\.00/ }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toBe(`receipt-${dayFromToday(0)}.pdf`);
  const bytes = await readFile((await receipt.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const ledger = await rentOf(request, renting.tenant);
  expect(ledger.balance).toBe(0);
});

test('a late month gets its fee on the tenant page, and the owner waives it with a reason', async ({
  browser,
  request,
}) => {
  // The second month is late: its fee falls due today.
  const { startDate, lateFeeAfterDays } = lateFeeFallingDueToday();
  const renting = await tenantRentingSince(request, startDate, lateFeeAfterDays);
  const fee = (await rentOf(request, renting.tenant)).charges.find((c) => c.kind === 'late_fee');
  expect(fee?.reason).toMatch(/^\$100 late fee: \w+ rent unpaid \d+ days? after it was due$/);

  const tenantPage = waitingForTheApp(await (await browser.newContext()).newPage());
  reportBrowserErrors(tenantPage);
  await signInTenant(tenantPage, renting.tenant);
  await tenantPage.goto('/rent');
  await expect(tenantPage.getByText(fee?.reason ?? '')).toBeVisible();
  // The month is overdue; its fee falls due today, so it is owed but not yet overdue.
  await expect(tenantPage.getByLabel('Balance')).toContainText('Balance$950.00');
  await expect(tenantPage.getByLabel('Balance')).toContainText('Overdue$850.00');

  const ownerPage = waitingForTheApp(await (await browser.newContext()).newPage());
  reportBrowserErrors(ownerPage);
  await signInOwner(ownerPage, renting.owner);
  await expect(
    ownerPage.getByRole('link', {
      name: /^\$850\.00 overdue from Terry Tenant for Elm Street Flats/,
    }),
  ).toBeVisible();
  await openReconciliation(ownerPage);
  await ownerPage.getByRole('button', { name: `Waive ${fee?.label} of Terry Tenant` }).click();
  const dialog = ownerPage.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Waive fee' }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('First late payment this year');
  await dialog.getByRole('button', { name: 'Waive fee' }).click();
  await expect(ownerPage.getByText(`${fee?.label} waived`)).toBeVisible();
  await expect(ownerPage.getByRole('region', { name: 'Late fees owed' })).toContainText(
    'No late fees are owed',
  );

  await tenantPage.reload();
  await expect(tenantPage.getByText('Waived: First late payment this year')).toBeVisible();
  await expect(tenantPage.getByLabel('Balance')).toContainText('Overdue$850.00');
});

test('a bank statement with one matching and one unknown line: the match is applied once', async ({
  page,
  request,
}) => {
  reportBrowserErrors(page);
  const { startDate, lateFeeAfterDays } = lateFeeFallingDueToday();
  const renting = await tenantRentingSince(request, startDate, lateFeeAfterDays);
  const { paymentReference } = await rentOf(request, renting.tenant);
  await signInOwner(page, renting.owner);
  await openReconciliation(page);
  const csv = [
    'Date,Description,Amount',
    `${dayFromToday(0)},TRANSFER FROM T TENANT ${paymentReference},950.00`,
    `${dayFromToday(0)},TRANSFER HS-ZZZZZZZZ,400.00`,
  ].join('\n');
  const zone = page.getByRole('group', { name: 'Bank statement (CSV)' });
  // The zone takes a file once its own code handles it (it shows disabled until then).
  await expect(zone.getByRole('button', { name: 'Browse File' })).toBeEnabled();
  await zone
    .locator('input[type="file"]')
    .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const lines = page.getByRole('region', { name: 'Statement lines' });
  // A statement names no currency: its lines show the amount as the bank wrote it.
  await expect(lines.getByRole('row', { name: /Matched: Terry Tenant/ })).toContainText('950.00');
  await expect(
    lines.getByRole('row', { name: /Unmatched: No tenant has this payment reference/ }),
  ).toContainText('400.00');
  await page.getByRole('button', { name: 'Apply 1 matched line' }).click();
  await expect(page.getByText('1 payment applied')).toBeVisible();
  await expect(lines.getByRole('row', { name: /Already recorded/ })).toContainText('950.00');
  expect((await rentOf(request, renting.tenant)).balance).toBe(0);

  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Bank statement' })).toContainText(
    'Completed',
  );
});

test('a transfer reported, marked received, then imported twice from the bank statement is counted once, and every figure adds up', async ({
  browser,
  request,
}) => {
  // Moving in before the lease starts: the deposit and first month ($850 each) are paid today.
  const renting = await tenantRentingSince(request, dayFromToday(10));
  const tenantPage = waitingForTheApp(await (await browser.newContext()).newPage());
  reportBrowserErrors(tenantPage);
  await signInTenant(tenantPage, renting.tenant);
  await tenantPage.goto('/rent');
  const balance = tenantPage.getByLabel('Balance');
  // The move-in payment settles the deposit and first month: no credit, the deposit held apart.
  await expect(balance).toContainText('Balance$0.00');
  await expect(balance).toContainText('Deposit held$850.00');
  await tenantPage.getByLabel(/^Amount sent/).fill('850');
  await tenantPage.getByRole('button', { name: "I've made this payment" }).click();
  await expect(balance).toContainText('Awaiting confirmation$850.00');

  const ownerPage = waitingForTheApp(await (await browser.newContext()).newPage());
  reportBrowserErrors(ownerPage);
  await signInOwner(ownerPage, renting.owner);
  await openReconciliation(ownerPage);
  await expect(summaryCard(ownerPage, 'Pending')).toContainText('$850.00');
  const reported = ownerPage
    .getByRole('region', { name: 'Reported payments awaiting your decision' })
    .getByRole('row', { name: /Terry Tenant/ });
  await reported.getByRole('button', { name: 'Mark received' }).click();
  await expect(ownerPage.getByText('$850.00 from Terry Tenant marked received')).toBeVisible();
  await expect(reported).toHaveCount(0);

  const { paymentReference } = await rentOf(request, renting.tenant);
  const statement = Buffer.from(
    ['Date,Description,Amount', `${dayFromToday(0)},TRANSFER ${paymentReference},850.00`].join(
      '\n',
    ),
  );
  const lines = ownerPage.getByRole('region', { name: 'Statement lines' });
  for (const file of ['november.csv', 'november-again.csv']) {
    const zone = ownerPage.getByRole('group', { name: 'Bank statement (CSV)' });
    await expect(zone.getByRole('button', { name: 'Browse File' })).toBeEnabled();
    await zone
      .locator('input[type="file"]')
      .setInputFiles({ name: file, mimeType: 'text/csv', buffer: statement });
    await expect(lines.getByRole('row', { name: /Already recorded/ })).toContainText('850.00');
    await expect(ownerPage.getByRole('button', { name: 'Apply 0 matched lines' })).toBeDisabled();
  }

  await expect(summaryCard(ownerPage, 'Total Revenue')).toContainText('$2,550.00');
  await expect(summaryCard(ownerPage, 'Pending')).toContainText('$0.00');
  await expect(summaryCard(ownerPage, 'Collection Rate')).toContainText(
    '100%$1,700.00 collected of $1,700.00 due',
  );
  await ownerPage.getByText('Figures by month').click();
  await expect(
    ownerPage
      .getByRole('table', { name: 'Due and collected per month' })
      .getByRole('row', { name: new RegExp(thisMonth()) }),
  ).toContainText('$1,700.00$1,700.00');
  await ownerPage.getByRole('tab', { name: 'History' }).click();
  await expect(ownerPage.getByRole('row').filter({ hasText: 'Rent by bank transfer' })).toHaveCount(
    1,
  );

  await tenantPage.reload();
  await expect(balance).toContainText('Balance$0.00');
  await expect(balance).toContainText('Deposit held$850.00');
  await expect(balance).toContainText('Awaiting confirmation$0.00');
  const ledger = await rentOf(request, renting.tenant);
  expect(ledger.balance).toBe(0);
});
