import { screen, within } from '@testing-library/react';
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

function renderLines() {
  const sent = stubApi({
    'POST expenses/statement': answer({ data: [plumber, groceries] }),
    'GET properties?limit=200': answer({ data: properties, total: 2, nextCursor: null }),
    'POST expenses/statement/file': answer(
      { data: { ...plumber, status: 'expense', expenseId: 'exp-1' } },
      201,
    ),
    'POST expenses/statement/personal': answer({ data: { ...groceries, status: 'personal' } }),
    'DELETE expenses/statement/key-groceries': answer({
      message: 'The statement line is open again',
    }),
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
  expect(await within(form).findByLabelText('Property')).toHaveValue('prop-2');
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

it('asks for a payee before filing a line whose counterparty is new', async () => {
  const sent = renderLines();
  const table = await screen.findByRole('region', { name: 'Money out' });
  await userEvent.click(within(table).getByRole('button', { name: 'File line 3 as an expense' }));
  const form = await screen.findByRole('form', { name: 'File line 3 as an expense' });
  expect(await within(form).findByLabelText('Property')).toHaveValue('prop-1');
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
