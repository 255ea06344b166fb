import { expect, test } from '../support/test';
import {
  dayFromToday,
  reportBrowserErrors,
  signInOwner,
  tenantRentingSince,
} from '../support/rent';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

test('the dashboard lists the five oldest overdue rent charges, counts the rest, and asks for no more', async ({
  page,
  request,
}) => {
  reportBrowserErrors(page);
  // Moved in seven months ago and paid nothing since the move-in payment: six or seven months late.
  const renting = await tenantRentingSince(request, dayFromToday(-215));
  const overdue = await (
    await request.get('/api/payments/overdue', { headers: renting.owner.headers })
  ).json();
  expect(overdue.total).toBeGreaterThan(5);

  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  await signInOwner(page, renting.owner);
  const overdueTasks = page.getByRole('link', { name: /overdue from Terry Tenant/ });
  await expect(overdueTasks).toHaveCount(5);
  expect(await overdueTasks.allTextContents()).toEqual(
    overdue.data
      .slice(0, 5)
      .map(
        (rent: { daysOverdue: number }) =>
          `$850.00 overdue from Terry Tenant for ${renting.propertyName} (${rent.daysOverdue} days)`,
      ),
  );
  const more = overdue.total - 5;
  await expect(
    page.getByText(
      `and ${more} more overdue rent ${more === 1 ? 'charge' : 'charges'}, ${money.format(overdue.totalAmounts[0].amount)} overdue in all`,
    ),
  ).toBeVisible();
  const tasksAsked = asked.filter((path) => path.startsWith('/api/owners/pending-activities'));
  expect(new Set(tasksAsked)).toEqual(
    new Set(['/api/owners/pending-activities?overdueLimit=5&vacantLimit=1']),
  );
  expect(asked.filter((path) => path.startsWith('/api/payments/'))).toEqual([]);

  await overdueTasks.first().click();
  await expect(page).toHaveURL(/\/properties\/manage-tenant\/[\w-]+$/);
});
