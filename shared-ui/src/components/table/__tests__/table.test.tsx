import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../../../testing';
import { Badge } from '../../badge/badge';
import { Table, type TableColumn } from '../table';

interface PaymentRow {
  id: string;
  name: string;
  status: 'pending' | 'completed';
  amount: string;
}

const columns: TableColumn<PaymentRow>[] = [
  { key: 'name', header: 'Tenant', cell: (row) => row.name, rowHeader: true },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge tone={row.status === 'completed' ? 'success' : 'warning'}>{row.status}</Badge>
    ),
  },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end' },
];

const rows: PaymentRow[] = [
  { id: 'p1', name: 'Ada Obi', status: 'completed', amount: '$850.00' },
  { id: 'p2', name: 'Sam Reid', status: 'pending', amount: '$1,200.00' },
];

test('is a table named by its caption with column and row headers', () => {
  renderWithProviders(
    <Table
      caption="Payment history"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText="No payments yet"
    />,
  );

  const table = screen.getByRole('table', { name: 'Payment history' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Tenant', 'Status', 'Amount']);
  expect(within(table).getByRole('rowheader', { name: 'Sam Reid' })).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

test('shows one row with its empty text when there are no rows', () => {
  renderWithProviders(
    <Table
      caption="Payment history"
      columns={columns}
      rows={[]}
      rowKey={(row) => row.id}
      emptyText="No tenants have been added yet"
    />,
  );

  const bodyRows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(bodyRows).toHaveLength(1);
  expect(within(bodyRows[0] as HTMLElement).getByRole('cell')).toHaveTextContent(
    'No tenants have been added yet',
  );
});

test('has no accessibility violations with a hidden caption', async () => {
  const { container } = renderWithProviders(
    <Table
      caption="Payment history"
      hideCaption
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText="No payments yet"
    />,
  );

  expect(await axe(container)).toHaveNoViolations();
});
