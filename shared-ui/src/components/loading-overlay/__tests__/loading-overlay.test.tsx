import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { LoadingOverlay } from '../loading-overlay';

test('is announced as loading and shows the logo while visible', () => {
  renderWithProviders(<LoadingOverlay visible />);

  const overlay = screen.getByRole('status', { name: 'Loading' });
  expect(overlay).toHaveAttribute('aria-live', 'polite');
  expect(overlay).toHaveTextContent('Homestead');
});

test('is gone when not visible', () => {
  renderWithProviders(<LoadingOverlay visible={false} />);

  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
});
