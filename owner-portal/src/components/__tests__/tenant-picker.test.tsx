import { screen } from '@testing-library/react';
import { useState } from 'react';
import { answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { TenantPicker } from '../tenant-picker';
import { aTenant, tenantPage } from './fixtures';

afterEach(() => jest.restoreAllMocks());

const grace = aTenant();
const alan = aTenant({ _id: 'tenant-2', tenantId: 'tenant-2', name: 'Alan Turing' });
const ada = aTenant({ _id: 'tenant-3', tenantId: 'tenant-3', name: 'Ada Lovelace' });

function Chooser() {
  const [tenantId, setTenantId] = useState<string | undefined>();
  return (
    <>
      <TenantPicker value={tenantId} onChange={setTenantId} />
      <output>{tenantId ?? 'everyone'}</output>
    </>
  );
}

function renderPicker() {
  const sent = stubApi({
    'GET tenants/all?limit=20': answer(tenantPage([grace, alan], 'cursor-2', 50_000)),
    'GET tenants/all?search=lovelace&limit=20': answer(tenantPage([ada])),
  });
  return { sent, ...renderWithProviders(<Chooser />) };
}

const tenantChoice = () => screen.getByRole('combobox', { name: 'Tenant' });

it('offers the newest tenants, not the whole portfolio', async () => {
  const { sent } = renderPicker();
  expect(await screen.findByRole('option', { name: 'Alan Turing' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Grace Hopper' })).toBeInTheDocument();
  expect(sentTo(sent, 'GET', 'tenants/all?limit=20')).toHaveLength(1);
});

it('finds a tenant on the server and keeps the one chosen while the search changes', async () => {
  const { sent, user } = renderPicker();
  await screen.findByRole('option', { name: 'Grace Hopper' });
  await user.selectOptions(tenantChoice(), 'Grace Hopper');
  expect(screen.getByRole('status')).toHaveTextContent('tenant-1');

  await user.type(screen.getByRole('searchbox', { name: 'Find a tenant' }), 'lovelace');
  expect(await screen.findByRole('option', { name: 'Ada Lovelace' })).toBeInTheDocument();
  expect(sentTo(sent, 'GET', 'tenants/all?search=lovelace&limit=20')).toHaveLength(1);
  expect(screen.queryByRole('option', { name: 'Alan Turing' })).not.toBeInTheDocument();
  expect(tenantChoice()).toHaveValue('tenant-1');
  expect(screen.getByRole('option', { name: 'Grace Hopper' })).toBeInTheDocument();

  await user.selectOptions(tenantChoice(), 'Ada Lovelace');
  expect(screen.getByRole('status')).toHaveTextContent('tenant-3');
  await user.selectOptions(tenantChoice(), 'All tenants');
  expect(screen.getByRole('status')).toHaveTextContent('everyone');
});
