import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../../../testing';
import { Tabs } from '../tabs';

const sections = [
  { value: 'overview', label: 'Overview', content: <p>Three units, two on lease</p> },
  { value: 'tenants', label: 'Tenants', content: <p>No tenants have been added yet</p> },
  { value: 'maintenance', label: 'Maintenance', content: <p>No request logged yet</p> },
  { value: 'lease', label: 'Lease', content: <p>Lease terms</p> },
];

test('shows the first tab until another is chosen', async () => {
  const { user } = renderWithProviders(<Tabs label="Property sections" tabs={sections} />);
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Three units, two on lease');

  await user.click(screen.getByRole('tab', { name: 'Tenants' }));

  expect(screen.getByRole('tabpanel')).toHaveTextContent('No tenants have been added yet');
});

test('moves between tabs with the arrow keys', async () => {
  const { user } = renderWithProviders(<Tabs label="Property sections" tabs={sections} />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

  await user.keyboard('{ArrowRight}{ArrowRight}');

  expect(screen.getByRole('tab', { name: 'Maintenance' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('No request logged yet');
});

test('has no accessibility violations', async () => {
  const { container } = renderWithProviders(<Tabs label="Property sections" tabs={sections} />);

  expect(await axe(container)).toHaveNoViolations();
});
