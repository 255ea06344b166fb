import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test, waitingForTheApp } from '../support/test';
import {
  dayFromToday,
  reportBrowserErrors,
  signInOwner,
  tenantRentingSince,
} from '../support/rent';

/** A small real PDF, enough to be recognised by its first bytes. */
const receiptPdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

/** The lines a PDF made with the standard fonts draws: its streams inflated, their hex strings read. */
function pdfText(pdf: Buffer): string[] {
  const text: string[] = [];
  const raw = pdf.toString('latin1');
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = stream[1] ?? '';
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    } catch {
      // not compressed
    }
    for (const drawn of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      text.push(Buffer.from(drawn[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return text;
}

/** A figure of the Books page's cards, by its name. */
const figure = (page: Page, name: string) =>
  page
    .locator('dl[aria-label="Books"]')
    .locator('div', { has: page.getByText(name, { exact: true }) })
    .locator('dd');

test('the owner records an expense with its receipt, reads the year and downloads its summary', async ({
  browser,
  request,
}) => {
  // Moved in today: the deposit and the first month's rent of $850 are paid.
  const renting = await tenantRentingSince(request, dayFromToday(0));
  const year = new Date().getUTCFullYear();
  const page = waitingForTheApp(await (await browser.newContext()).newPage());
  reportBrowserErrors(page);
  await signInOwner(page, renting.owner);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Books' }).click();
  await expect(page).toHaveURL(/\/books$/);
  await expect(page.getByRole('heading', { name: 'Books', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Record an expense' }).click();
  const form = page.getByRole('form', { name: 'Record an expense' });
  await expect(form.getByLabel('Property', { exact: true })).toHaveValue(/.+/);
  // Any of the owner's properties is found by typing its name.
  await form.getByLabel('Find a property').fill(renting.propertyName);
  await expect(form.getByRole('option', { name: renting.propertyName })).toBeAttached();
  await form.getByLabel('Property', { exact: true }).selectOption({ label: renting.propertyName });
  await form.getByLabel('Date').fill(dayFromToday(0));
  await form.getByLabel('Amount (USD)').fill('245.50');
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Repairs (line 14)' });
  await form.getByLabel('Sub-category').fill('Plumbing');
  await form.getByLabel('Payee').fill('Austin Plumbing Co.');
  await form.getByLabel('Receipt').setInputFiles({
    name: 'tap repair.pdf',
    mimeType: 'application/pdf',
    buffer: receiptPdf,
  });
  await form.getByRole('button', { name: 'Record expense' }).click();
  await expect(page.getByText('Expense recorded')).toBeVisible();

  // The year: the rent from the ledger, the deposit held apart, the expense taken off.
  await expect(figure(page, 'Income')).toHaveText('$850.00');
  await expect(figure(page, 'Operating expenses')).toHaveText('$245.50');
  await expect(figure(page, 'Net operating income')).toHaveText('$604.50');
  await expect(figure(page, 'Deposits held')).toHaveText('$850.00');
  const chart = page.getByRole('img', { name: 'Income and expenses per month' });
  await expect(chart.locator('.income-expenses-bar').first()).toBeVisible();
  await expect(page.getByText('The chart could not be drawn')).toHaveCount(0);

  // The receipt comes back as it was sent.
  const expenseRow = page.getByRole('row').filter({ hasText: 'Austin Plumbing Co.' });
  await expect(expenseRow).toContainText('Repairs: Plumbing');
  const receiptDownload = page.waitForEvent('download');
  await expenseRow.getByRole('button', { name: /^Download the receipt/ }).click();
  const receipt = await receiptDownload;
  expect(receipt.suggestedFilename()).toBe('tap repair.pdf');
  expect((await readFile((await receipt.path()) ?? '')).equals(receiptPdf)).toBe(true);

  // The year's summary by Schedule E line.
  const summaryDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${year} summary (PDF)` }).click();
  const summary = await summaryDownload;
  expect(summary.suggestedFilename()).toBe(`schedule-e-${year}.pdf`);
  const text = pdfText(await readFile((await summary.path()) ?? ''));
  expect(text).toEqual(
    expect.arrayContaining([
      `Schedule E summary ${year}`,
      'Rents received',
      '$850.00',
      'Repairs',
      '$245.50',
      '$604.50',
    ]),
  );
});

test('the owner files a payment out of the bank statement as an expense and finds it in the books', async ({
  browser,
  request,
}) => {
  const renting = await tenantRentingSince(request, dayFromToday(0));
  const page = waitingForTheApp(await (await browser.newContext()).newPage());
  reportBrowserErrors(page);
  await signInOwner(page, renting.owner);
  const importStatement = async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Payment' })
      .click();
    await page.getByRole('tab', { name: 'Reconciliation' }).click();
    const zone = page.getByRole('group', { name: 'Bank statement (CSV)' });
    await expect(zone.getByRole('button', { name: 'Browse File' })).toBeEnabled();
    await zone.locator('input[type="file"]').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Date,Description,Amount\n${dayFromToday(0)},CITY OF AUSTIN UTILITIES 4471,-120.35\n`,
      ),
    });
    return page
      .getByRole('region', { name: 'Money out' })
      .getByRole('row', { name: /CITY OF AUSTIN UTILITIES/ });
  };

  const line = await importStatement();
  await expect(line).toContainText('120.35');
  await line.getByRole('button', { name: 'File line 2 as an expense' }).click();
  const form = page.getByRole('form', { name: 'File line 2 as an expense' });
  // Any of the owner's properties is found by typing its name.
  await form.getByLabel('Find a property').fill(renting.propertyName);
  await expect(form.getByRole('option', { name: renting.propertyName })).toBeAttached();
  await form.getByLabel('Property', { exact: true }).selectOption({ label: renting.propertyName });
  await form.getByLabel('Category').selectOption({ label: 'Utilities (line 17)' });
  await form.getByLabel('Payee').fill('City of Austin Utilities');
  await form.getByRole('button', { name: 'File expense' }).click();
  await expect(
    page.getByText(`Line 2 filed as an expense of ${renting.propertyName}`),
  ).toBeVisible();

  // The same statement imported again: the line stays filed, once.
  const again = await importStatement();
  await expect(again).toContainText('Filed as expense');
  await expect(again.getByRole('button', { name: 'File line 2 as an expense' })).toHaveCount(0);

  await again.getByRole('link', { name: 'Filed as expense' }).click();
  // The link opens the expense itself on the Books page.
  await expect(page).toHaveURL(/\/books\?expense=[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('form', { name: 'Edit the expense' }).getByLabel('Payee'),
  ).toHaveValue('City of Austin Utilities');
  const expenseRow = page.getByRole('row').filter({ hasText: 'City of Austin Utilities' });
  await expect(expenseRow).toContainText('Utilities');
  await expect(expenseRow).toContainText('$120.35');
  await expect(figure(page, 'Operating expenses')).toHaveText('$120.35');
  await expect(figure(page, 'Net operating income')).toHaveText('$729.65');
});
