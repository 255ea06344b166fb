import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'shared-ui';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { formatMoment } from '../../../components/dates';
import { BooksPage } from '../books-page';

const year = new Date().getUTCFullYear();
const yearPeriod = `from=${year}-01-01&to=${year}-12-31`;

const months = Array.from({ length: 12 }, (_, index) => ({
  month: `${year}-${String(index + 1).padStart(2, '0')}`,
  income: index === 2 ? 1200 : 0,
  expenses: index === 2 ? 380.25 : 0,
}));

const books = (from: string, to: string) => ({
  from,
  to,
  propertyId: null,
  currencies: [
    {
      currency: 'USD',
      income: { rent: 1150, lateFees: 50, total: 1200 },
      depositsCollected: 1500,
      expenses: [
        { category: 'repairs', amount: 300 },
        { category: 'utilities', amount: 80.25 },
      ],
      expensesTotal: 380.25,
      operatingExpenses: 380.25,
      netOperatingIncome: 819.75,
      months,
      propertyCount: 1,
      properties: [
        {
          propertyId: 'prop-1',
          propertyName: 'Elm Street Flats',
          income: 1200,
          depositsCollected: 1500,
          expenses: 380.25,
          netOperatingIncome: 819.75,
        },
      ],
    },
  ],
  sort: 'name',
  page: 1,
  limit: 50,
  nextPage: null,
});

const oakRow = {
  propertyId: 'prop-2',
  propertyName: 'Oak Court',
  income: 0,
  depositsCollected: 0,
  expenses: 45,
  netOperatingIncome: -45,
};

/** The year's books of two properties, a page of one row each, in the order asked. */
const pageOf = (page: number, sort: string, row: object) => {
  const whole = books(`${year}-01-01`, `${year}-12-31`);
  return {
    ...whole,
    currencies: [{ ...whole.currencies[0]!, propertyCount: 2, properties: [row] }],
    sort,
    page,
    limit: 1,
    nextPage: page === 1 ? 2 : null,
  };
};

const property = { propertyId: 'prop-1', name: 'Elm Street Flats', currency: 'USD' };
const recorded = {
  expenseId: 'exp-1',
  propertyId: 'prop-1',
  propertyName: 'Elm Street Flats',
  unit: null,
  maintenanceRequestId: null,
  date: `${year}-03-14`,
  amount: 182.4,
  currency: 'USD',
  category: 'repairs',
  subCategory: null,
  payee: 'Austin Plumbing Co.',
  note: '',
  receipt: null,
  createdAt: `${year}-03-14T10:00:00.000Z`,
  updatedAt: `${year}-03-14T10:00:00.000Z`,
};

afterEach(() => {
  toast.dismiss();
});

function renderPage(more: Record<string, ReturnType<typeof answer>> = {}, route = '/books') {
  const sent = stubApi({
    [`GET books/summary?${yearPeriod}`]: answer({ data: books(`${year}-01-01`, `${year}-12-31`) }),
    [`GET books/summary?from=${year}-04-01&to=${year}-06-30`]: answer({
      data: books(`${year}-04-01`, `${year}-06-30`),
    }),
    'GET properties?limit=20': answer({ data: [property], total: 1, nextCursor: null }),
    'GET properties/?propertyId=prop-1': answer({ data: [property], total: 1, nextCursor: null }),
    'GET expenses/categories': answer({
      data: [{ category: 'repairs', line: 14, label: 'Repairs', subCategories: ['Plumbing'] }],
    }),
    [`GET expenses?${yearPeriod}`]: answer({ data: [recorded], next: null }),
    [`GET expenses?from=${year}-04-01&to=${year}-06-30`]: answer({ data: [], next: null }),
    'POST expenses': answer({ data: recorded }, 201),
    'GET recurring-expenses': answer({ data: [] }),
    'GET vendors': answer({ data: [] }),
    'GET expenses/exp-1': answer({
      data: {
        ...recorded,
        history: [
          {
            change: 'created',
            changedAt: `${year}-03-14T10:00:00.000Z`,
            date: `${year}-03-14`,
            amount: 182.4,
            currency: 'USD',
            category: 'repairs',
            subCategory: null,
            payee: 'Austin Plumbing Co.',
            note: '',
            propertyId: 'prop-1',
            unit: null,
            receiptName: null,
          },
        ],
      },
    }),
    'PUT expenses/exp-1': answer({ data: { ...recorded, amount: 190 } }),
    'POST vendors': answer(
      {
        data: {
          vendorId: 'ven-1',
          name: 'Lone Star Electric',
          trade: 'Electrician',
          phone: '',
          email: '',
          notes: '',
        },
      },
      201,
    ),
    'POST recurring-expenses': answer(
      {
        data: {
          recurringExpenseId: 'rec-1',
          propertyId: 'prop-1',
          propertyName: 'Elm Street Flats',
          unit: null,
          every: 'month',
          startsOn: `${year}-01-03`,
          endsOn: null,
          amount: 312.54,
          currency: 'USD',
          category: 'mortgage_interest',
          subCategory: null,
          payee: 'First Texas Mortgage',
          note: '',
          made: 3,
        },
      },
      201,
    ),
    ...more,
  });
  renderWithProviders(
    <>
      <BooksPage />
      <Toaster />
    </>,
    {
      route,
      preloadedState: {
        session: { role: 'owner', user: { name: 'Ada', email: 'ada@example.com' } },
      },
    },
  );
  return sent;
}

it('shows the year: income, expenses, net operating income and deposits held apart', async () => {
  renderPage();
  const cards = await screen.findByLabelText('Books');
  expect(within(cards).getByText('$1,200.00')).toBeInTheDocument();
  expect(within(cards).getByText('$380.25')).toBeInTheDocument();
  expect(within(cards).getAllByText('$819.75')).toHaveLength(1);
  expect(within(cards).getByText('$1,500.00')).toBeInTheDocument();
  const byProperty = screen.getByRole('table', { name: 'Books by property' });
  expect(within(byProperty).getByRole('rowheader', { name: 'Elm Street Flats' })).toBeVisible();
  expect(await screen.findByRole('rowheader', { name: 'Austin Plumbing Co.' })).toBeVisible();
});

it('pages the table by property with Load more, and orders it by NOI when asked', async () => {
  const elmRow = books(`${year}-01-01`, `${year}-12-31`).currencies[0]!.properties[0]!;
  const sent = renderPage({
    [`GET books/summary?${yearPeriod}`]: answer({ data: pageOf(1, 'name', elmRow) }),
    [`GET books/summary?${yearPeriod}&page=2`]: answer({ data: pageOf(2, 'name', oakRow) }),
    [`GET books/summary?${yearPeriod}&sort=noi`]: answer({ data: pageOf(1, 'noi', oakRow) }),
  });
  const user = userEvent.setup();
  const byProperty = await screen.findByRole('table', { name: 'Books by property' });
  expect(within(byProperty).getByRole('rowheader', { name: 'Elm Street Flats' })).toBeVisible();
  expect(within(byProperty).queryByRole('rowheader', { name: 'Oak Court' })).toBeNull();
  expect(screen.getByText('1 of 2 properties')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await within(byProperty).findByRole('rowheader', { name: 'Oak Court' })).toBeVisible();
  expect(within(byProperty).getByRole('rowheader', { name: 'Elm Street Flats' })).toBeVisible();
  expect(screen.getByText('2 properties')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(sentTo(sent, 'GET', `books/summary?${yearPeriod}&page=2`)).toHaveLength(1);

  await user.selectOptions(screen.getByLabelText('Order'), 'noi');
  await waitFor(() =>
    expect(sentTo(sent, 'GET', `books/summary?${yearPeriod}&sort=noi`)).toHaveLength(1),
  );
  const lowestFirst = await screen.findByRole('table', { name: 'Books by property' });
  await waitFor(() =>
    expect(within(lowestFirst).queryByRole('rowheader', { name: 'Elm Street Flats' })).toBeNull(),
  );
  expect(within(lowestFirst).getByRole('rowheader', { name: 'Oak Court' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
});

it('finds the property to filter by through the server search, whichever of the portfolio it is', async () => {
  const far = { propertyId: 'prop-9999', name: 'Willow Row 9999', currency: 'USD' };
  const sent = renderPage({
    'GET properties?search=willow&limit=20': answer({ data: [far], total: 1, nextCursor: null }),
    [`GET books/summary?${yearPeriod}&propertyId=prop-9999`]: answer({
      data: books(`${year}-01-01`, `${year}-12-31`),
    }),
  });
  const user = userEvent.setup();
  await screen.findByLabelText('Books');
  const filters = screen.getByRole('group', { name: 'Period and property' });
  await user.type(within(filters).getByLabelText('Find a property'), 'willow');
  await waitFor(() =>
    expect(within(filters).getByRole('option', { name: 'Willow Row 9999' })).toBeInTheDocument(),
  );
  expect(sentTo(sent, 'GET', 'properties?search=willow&limit=20')).toHaveLength(1);
  await user.selectOptions(within(filters).getByLabelText('Property'), 'prop-9999');
  await waitFor(() =>
    expect(sentTo(sent, 'GET', `books/summary?${yearPeriod}&propertyId=prop-9999`)).toHaveLength(1),
  );
  expect(within(filters).getByLabelText('Property')).toHaveValue('prop-9999');
});

it('asks the books of the quarter chosen', async () => {
  const sent = renderPage();
  const user = userEvent.setup();
  await screen.findByLabelText('Books');
  await user.selectOptions(screen.getByLabelText('Period'), 'quarter');
  await user.selectOptions(screen.getByLabelText('Quarter'), '2');
  await waitFor(() =>
    expect(sentTo(sent, 'GET', `books/summary?from=${year}-04-01&to=${year}-06-30`)).toHaveLength(
      1,
    ),
  );
  expect(await screen.findByText('No expenses in this period')).toBeVisible();
});

it('records an expense with the form, refusing it first without an amount or payee', async () => {
  const sent = renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record an expense' }));
  const form = await screen.findByRole('form', { name: 'Record an expense' });
  await waitFor(() => expect(within(form).getByLabelText('Property')).toHaveValue('prop-1'));
  await user.click(within(form).getByRole('button', { name: 'Record expense' }));
  expect(await within(form).findByText('Amount must be a number')).toBeVisible();
  expect(within(form).getByText('Payee is required')).toBeVisible();
  expect(sentTo(sent, 'POST', 'expenses')).toHaveLength(0);

  await user.type(within(form).getByLabelText('Amount (USD)'), '182.40');
  await user.type(within(form).getByLabelText('Payee'), 'Austin Plumbing Co.');
  await user.type(within(form).getByLabelText(/Sub-category/), 'Plumbing');
  await user.click(within(form).getByRole('button', { name: 'Record expense' }));
  await waitFor(() => expect(sentTo(sent, 'POST', 'expenses')).toHaveLength(1));
  expect(sentTo(sent, 'POST', 'expenses')[0]?.body).toMatchObject({
    propertyId: 'prop-1',
    amount: 182.4,
    category: 'repairs',
    subCategory: 'Plumbing',
    payee: 'Austin Plumbing Co.',
  });
  expect(await screen.findByText('Expense recorded')).toBeVisible();
});

it('records an expense on a property found by searching, beyond the first ones offered', async () => {
  // The owner has 10,000 properties: the form first offers the newest 20, the rest by search.
  const newest = Array.from({ length: 20 }, (_, index) => ({
    propertyId: `prop-${10_000 - index}`,
    name: `Maple Court ${10_000 - index}`,
    currency: 'USD',
  }));
  const far = { propertyId: 'prop-17', name: 'Willow Row 17', currency: 'CAD' };
  const sent = renderPage({
    'GET properties?limit=20': answer({ data: newest, total: 10_000, nextCursor: 'c20' }),
    'GET properties/?propertyId=prop-10000': answer({ data: [newest[0]], total: 1 }),
    'GET properties?search=Willow+Row+17&limit=20': answer({ data: [far], total: 1 }),
    'GET properties/?propertyId=prop-17': answer({ data: [far], total: 1, nextCursor: null }),
    'POST expenses': answer({ data: { ...recorded, propertyId: 'prop-17' } }, 201),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record an expense' }));
  const form = await screen.findByRole('form', { name: 'Record an expense' });
  await waitFor(() => expect(within(form).getByLabelText('Property')).toHaveValue('prop-10000'));
  expect(within(form).queryByRole('option', { name: 'Willow Row 17' })).toBeNull();

  await user.type(within(form).getByLabelText('Find a property'), 'Willow Row 17');
  const option = await within(form).findByRole('option', { name: 'Willow Row 17' });
  await user.selectOptions(within(form).getByLabelText('Property'), option);
  expect(await within(form).findByLabelText('Amount (CAD)')).toBeVisible();
  await user.type(within(form).getByLabelText('Amount (CAD)'), '96.10');
  await user.type(within(form).getByLabelText('Payee'), 'Hydro Ottawa');
  await user.click(within(form).getByRole('button', { name: 'Record expense' }));
  await waitFor(() => expect(sentTo(sent, 'POST', 'expenses')).toHaveLength(1));
  expect(sentTo(sent, 'POST', 'expenses')[0]?.body).toMatchObject({
    propertyId: 'prop-17',
    amount: 96.1,
    payee: 'Hydro Ottawa',
  });
  expect(await screen.findByText('Expense recorded')).toBeVisible();
  expect(sentTo(sent, 'GET', 'properties?limit=200')).toHaveLength(0);
});

it('starts a recurring expense when the form says it repeats', async () => {
  const sent = renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Record an expense' }));
  const form = await screen.findByRole('form', { name: 'Record an expense' });
  await waitFor(() => expect(within(form).getByLabelText('Property')).toHaveValue('prop-1'));
  await user.selectOptions(within(form).getByLabelText('Repeats'), 'month');
  expect(within(form).queryByLabelText(/^Receipt/)).toBeNull();
  await user.clear(within(form).getByLabelText('Date'));
  await user.type(within(form).getByLabelText('Date'), `${year}-01-03`);
  await user.type(within(form).getByLabelText('Amount (USD)'), '312.54');
  await user.selectOptions(
    within(form).getByLabelText('Category', { exact: true }),
    'mortgage_interest',
  );
  await user.type(within(form).getByLabelText('Payee'), 'First Texas Mortgage');
  await user.click(within(form).getByRole('button', { name: 'Record expense' }));
  await waitFor(() => expect(sentTo(sent, 'POST', 'recurring-expenses')).toHaveLength(1));
  expect(sentTo(sent, 'POST', 'recurring-expenses')[0]?.body).toMatchObject({
    every: 'month',
    startsOn: `${year}-01-03`,
    amount: 312.54,
    category: 'mortgage_interest',
    payee: 'First Texas Mortgage',
  });
  expect(sentTo(sent, 'POST', 'expenses')).toHaveLength(0);
  expect(
    await screen.findByText('Recurring expense started: 3 expenses recorded so far'),
  ).toBeVisible();
});

it('adds a vendor, refusing a bad e-mail address first', async () => {
  const sent = renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add a vendor' }));
  const form = await screen.findByRole('form', { name: 'Add a vendor' });
  await user.type(within(form).getByLabelText('Name'), 'Lone Star Electric');
  await user.type(within(form).getByLabelText(/^Trade/), 'Electrician');
  await user.type(within(form).getByLabelText('Email'), 'not-an-address');
  await user.click(within(form).getByRole('button', { name: 'Save vendor' }));
  expect(await within(form).findByText('Enter a valid email address')).toBeVisible();
  expect(sentTo(sent, 'POST', 'vendors')).toHaveLength(0);
  await user.clear(within(form).getByLabelText('Email'));
  await user.click(within(form).getByRole('button', { name: 'Save vendor' }));
  await waitFor(() => expect(sentTo(sent, 'POST', 'vendors')).toHaveLength(1));
  expect(sentTo(sent, 'POST', 'vendors')[0]?.body).toMatchObject({
    name: 'Lone Star Electric',
    trade: 'Electrician',
  });
  expect(await screen.findByText('Lone Star Electric added')).toBeVisible();
});

it('opens the expense an address names, where a filed line or a recorded cost links to', async () => {
  const sent = renderPage({}, '/books?expense=exp-1');
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Edit the expense' });
  expect(within(form).getByLabelText('Payee')).toHaveValue('Austin Plumbing Co.');
  expect(within(form).getByLabelText('Amount (USD)')).toHaveValue(182.4);
  expect(sentTo(sent, 'GET', 'expenses/exp-1')).toHaveLength(1);
  await user.click(within(form).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit the expense' })).toBeNull());
});

it('says so when the expense an address names is not there', async () => {
  renderPage({}, '/books?expense=gone');
  expect(await screen.findByText(/This expense could not be found/)).toBeVisible();
});

it('edits an expense, showing its history', async () => {
  const sent = renderPage();
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', {
      name: `Edit the expense of Austin Plumbing Co., ${year}-03-14`,
    }),
  );
  const form = await screen.findByRole('form', { name: 'Edit the expense' });
  expect(within(form).getByLabelText('Amount (USD)')).toHaveValue(182.4);
  const history = await within(form).findByRole('list', { name: 'History of the expense' });
  expect(history).toHaveTextContent(`Recorded`);
  expect(history).toHaveTextContent('$182.40');
  await user.clear(within(form).getByLabelText('Amount (USD)'));
  await user.type(within(form).getByLabelText('Amount (USD)'), '190');
  await user.click(within(form).getByRole('button', { name: 'Save expense' }));
  await waitFor(() => expect(sentTo(sent, 'PUT', 'expenses/exp-1')).toHaveLength(1));
  expect(sentTo(sent, 'PUT', 'expenses/exp-1')[0]?.body).toMatchObject({
    amount: 190,
    payee: 'Austin Plumbing Co.',
    category: 'repairs',
  });
  expect(await screen.findByText('Expense saved')).toBeVisible();
});

it("shows the period's deleted expenses when asked, each with when and its history", async () => {
  const deletedAt = `${year}-03-20T15:30:00.000Z`;
  const change = {
    changedAt: `${year}-03-14T10:00:00.000Z`,
    date: `${year}-03-14`,
    amount: 182.4,
    currency: 'USD',
    category: 'repairs',
    subCategory: null,
    payee: 'Austin Plumbing Co.',
    note: '',
    propertyId: 'prop-1',
    unit: null,
    receiptName: null,
  };
  const sent = renderPage({
    [`GET expenses?${yearPeriod}&deleted=true`]: answer({
      data: [{ ...recorded, deletedAt }],
      next: null,
    }),
    'GET expenses/exp-1': answer({
      data: {
        ...recorded,
        deletedAt,
        history: [
          { ...change, change: 'created' },
          { ...change, change: 'deleted', changedAt: deletedAt },
        ],
      },
    }),
  });
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { name: 'Deleted expenses' })).toBeVisible();
  expect(sentTo(sent, 'GET', `expenses?${yearPeriod}&deleted=true`)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Show deleted expenses' }));
  const table = await screen.findByRole('table', { name: 'Deleted expenses in the period' });
  const row = await within(table).findByRole('row', { name: /Austin Plumbing Co\./ });
  expect(row).toHaveTextContent('$182.40');
  expect(row).toHaveTextContent(formatMoment(deletedAt));
  await user.click(
    within(row).getByRole('button', {
      name: `History of the expense of Austin Plumbing Co., ${year}-03-14`,
    }),
  );
  const history = await screen.findByRole('region', {
    name: `History of the expense of Austin Plumbing Co., ${year}-03-14`,
  });
  const changes = within(history).getAllByRole('listitem');
  expect(changes.map((item) => item.textContent?.split(' ')[0])).toEqual(['Recorded', 'Deleted']);
  expect(changes[1]).toHaveTextContent(formatMoment(deletedAt));
});

it('shows a deleted expense an address names with its history, not in the form', async () => {
  const deletedAt = `${year}-03-20T15:30:00.000Z`;
  renderPage(
    {
      'GET expenses/exp-1': answer({
        data: {
          ...recorded,
          deletedAt,
          history: [
            {
              change: 'deleted',
              changedAt: deletedAt,
              date: `${year}-03-14`,
              amount: 182.4,
              currency: 'USD',
              category: 'repairs',
              subCategory: null,
              payee: 'Austin Plumbing Co.',
              note: '',
              propertyId: 'prop-1',
              unit: null,
              receiptName: null,
            },
          ],
        },
      }),
    },
    '/books?expense=exp-1',
  );
  expect(
    await screen.findByText(`This expense was deleted ${formatMoment(deletedAt)}.`),
  ).toBeVisible();
  expect(
    await screen.findByRole('region', {
      name: `History of the expense of Austin Plumbing Co., ${year}-03-14`,
    }),
  ).toHaveTextContent('Deleted');
  expect(screen.queryByRole('form', { name: 'Edit the expense' })).toBeNull();
});
