import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { SkeletonCards } from '../skeleton-card';

test('shows six busy cards, announced once as loading', () => {
  renderWithProviders(<SkeletonCards label="Loading properties" />);

  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading properties');
  expect(status.querySelectorAll('[aria-busy="true"]')).toHaveLength(6);
});
