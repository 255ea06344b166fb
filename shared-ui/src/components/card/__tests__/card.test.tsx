import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { Card } from '../card';

test('titles its content with a heading at the level the page needs', () => {
  renderWithProviders(
    <Card title="Active Lease" titleAs="h3" action={<a href="/lease">View lease</a>}>
      Monthly Rent
    </Card>,
  );

  expect(screen.getByRole('heading', { level: 3, name: 'Active Lease' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View lease' })).toBeInTheDocument();
});
