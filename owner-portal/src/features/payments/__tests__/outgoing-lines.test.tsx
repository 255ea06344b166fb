import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'shared-ui';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { OutgoingLines } from '../outgoing-lines';

const csv = 'Date,Description,Amount\n2026-03-04,CARD AUSTIN PLUMBING CO #1187,-182.40';

const plumber = {
  line: 2,
  date: '2026-03-04',
  amount: 182.4,
  description: 'CARD AUSTIN PLUMBING CO #1187',
  lineKey: 'key-plumber',
  counterparty: 'card austin plumbing co',
  status: 'open',
  expenseId: null,
  remembered: { propertyId: 'prop-2', category: 'repairs', payee: 'Austin Plumbing Co.' },
};
const groceries = {
  ...plumber,
  line: 3,
  amount: 64.1,
  description: 'WHOLE FOODS MARKET',
  lineKey: 'key-groceries',
  counterparty: 'whole foods market',
  remembered: null,
};
const properties = [
  { propertyId: 'prop-1', name: 'Maple Court', currency: 'USD' },
  { propertyId: 'prop-2', name: 'Elm Street Flats', currency: 'USD' },
];

afterEach(() => {
  toast.dismiss();
  jest.restoreAllMocks();
});

/** One property, as the property picker reads the chosen one. */
const propertyRead = (property: (typeof properties)[number]) => ({
  [`GET properties/?propertyId=${property.propertyId}`]: answer({
    data: [property],
    total: 1,
    nextCursor: null,
  }),
});

function renderLines(more: Record<string, ReturnType<typeof answer>> = {}) {
  const sent = stubApi({
    'POST expenses/statement': answer({ data: [plumber, groceries] }),
    'GET properties?limit=20': answer({ data: properties, total: 2, nextCursor: null }),
    ...propertyRead(properties[0]!),
    ...propertyRead(properties[1]!),
    'POST expenses/statement/file': answer(
      { data: { ...plumber, status: 'expense', expenseId: 'exp-1' } },
      201,
    ),
    'POST expenses/statement/personal': answer({ data: { ...groceries, status: 'personal' } }),
    'DELETE expenses/statement/key-groceries': answer({
      message: 'The statement line is open again',
    }),
    ...more,
  });
  renderWithProviders(
    <>
      <OutgoingLines csv={csv} />
      <Toaster />
    </>,
    {
      route: '/payment',
      preloadedState: {
        session: { role: 'owner', user: { name: 'Ada', email: 'ada@example.com' } },
      },
    },
  );
  return sent;
}

it("files a line as an expense with the counterparty's last choice pre-filled", async () => {
  const sent = renderLines();
  const table = await screen.findByRole('region', { name: 'Money out' });
  const row = within(table).getByRole('row', { name: /AUSTIN PLUMBING/ });
  expect(row).toHaveTextContent('182.40');
  await userEvent.click(within(row).getByRole('button', { name: 'File line 2 as an expense' }));

  const form = await screen.findByRole('form', { name: 'File line 2 as an expense' });
  await waitFor(() => expect(within(form).getByLabelText('Property')).toHaveValue('prop-2'));
  expect(within(form).getByLabelText('Category')).toHaveValue('repairs');
  expect(within(form).getByLabelText('Payee')).toHaveValue('Austin Plumbing Co.');
  await userEvent.selectOptions(within(form).getByLabelText('Property'), 'Maple Court');
  await userEvent.click(within(form).getByRole('button', { name: 'File expense' }));

  expect(await screen.findByText('Line 2 filed as an expense of Maple Court')).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'expenses/statement/file')[0]?.body).toEqual({
    csv,
    lineKey: 'key-plumber',
    propertyId: 'prop-1',
    category: 'repairs',
    payee: 'Austin Plumbing Co.',
  });
  expect(within(row).getByRole('link', { name: 'Filed as expense' })).toHaveAttribute(
    'href',
    '/books?expense=exp-1',
  );
  expect(screen.queryByRole('form', { name: 'File line 2 as an expense' })).toBeNull();
});

it('files a line against a property found by searching, beyond the first ones offered', async () => {
  // The owner has 10,000 properties: the picker first offers the newest 20, the rest by search.
  const newest = Array.from({ length: 20 }, (_, index) => ({
    propertyId: `prop-${10_000 - index}`,
    name: `Maple Court ${10_000 - index}`,
    currency: 'USD',
  }));
  const far = { propertyId: 'prop-17', name: 'Willow Row 17', currency: 'USD' };
  const sent = renderLines({
    'GET properties?limit=20': answer({ data: newest, total: 10_000, nextCursor: 'c20' }),
    ...propertyRead(newest[0]!),
    'GET properties?search=Willow+Row+17&limit=20': answer({ data: [far], total: 1 }),
    ...propertyRead(far),
    'POST expenses/statement/file': answer(
      { data: { ...groceries, status: 'expense', expenseId: 'exp-2' } },
      201,
    ),
  });
  const table = await screen.findByRole('region', { name: 'Money out' });
  const row = within(table).getByRole('row', { name: /WHOLE FOODS/ });
  await userEvent.click(within(row).getByRole('button', { name: 'File line 3 as an expense' }));
  const form = await screen.findByRole('form', { name: 'File line 3 as an expense' });
  await waitFor(() => expect(within(form).getByLabelText('Property')).toHaveValue('prop-10000'));
  expect(within(form).queryByRole('option', { name: 'Willow Row 17' })).toBeNull();

  await userEvent.type(within(form).getByLabelText('Find a property'), 'Willow Row 17');
  const option = await within(form).findByRole('option', { name: 'Willow Row 17' });
  await userEvent.selectOptions(within(form).getByLabelText('Property'), option);
  await userEvent.selectOptions(within(form).getByLabelText('Category'), 'supplies');
  await userEvent.type(within(form).getByLabelText('Payee'), 'Whole Foods');
  await userEvent.click(within(form).getByRole('button', { name: 'File expense' }));

  expect(
    await screen.findByText('Line 3 filed as an expense of Willow Row 17'),
  ).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'expenses/statement/file')[0]?.body).toEqual({
    csv,
    lineKey: 'key-groceries',
    propertyId: 'prop-17',
    category: 'supplies',
    payee: 'Whole Foods',
  });
  expect(sentTo(sent, 'GET', 'properties?limit=200')).toHaveLength(0);
});

it("keeps the counterparty's remembered property chosen though it is not among the first offered", async () => {
  const newest = [{ propertyId: 'prop-10000', name: 'Maple Court 10000', currency: 'USD' }];
  renderLines({
    'GET properties?limit=20': answer({ data: newest, total: 10_000, nextCursor: 'c20' }),
  });
  const table = await screen.findByRole('region', { name: 'Money out' });
  await userEvent.click(within(table).getByRole('button', { name: 'File line 2 as an expense' }));
  const form = await screen.findByRole('form', { name: 'File line 2 as an expense' });
  const property = within(form).getByLabelText('Property');
  await waitFor(() => expect(property).toHaveValue('prop-2'));
  expect(within(property).getByRole('option', { name: 'Elm Street Flats' })).toHaveProperty(
    'selected',
    true,
  );
});

it('asks for a payee before filing a line whose counterparty is new', async () => {
  const sent = renderLines();
  const table = await screen.findByRole('region', { name: 'Money out' });
  await userEvent.click(within(table).getByRole('button', { name: 'File line 3 as an expense' }));
  const form = await screen.findByRole('form', { name: 'File line 3 as an expense' });
  await waitFor(() => expect(within(form).getByLabelText('Property')).toHaveValue('prop-1'));
  await userEvent.click(within(form).getByRole('button', { name: 'File expense' }));
  expect(await within(form).findByText('Payee is required')).toBeVisible();
  expect(sentTo(sent, 'POST', 'expenses/statement/file')).toHaveLength(0);
});

it('marks a line personal and undoes it', async () => {
  renderLines();
  const table = await screen.findByRole('region', { name: 'Money out' });
  const row = within(table).getByRole('row', { name: /WHOLE FOODS/ });
  await userEvent.click(within(row).getByRole('button', { name: 'Mark line 3 personal' }));
  expect(await within(row).findByText('Personal')).toBeVisible();
  await userEvent.click(within(row).getByRole('button', { name: 'Undo line 3' }));
  expect(await screen.findByText('Line 3 is open again')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Mark line 3 personal' })).toBeVisible();
});
