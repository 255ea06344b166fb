import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { ErrorPage } from '../error-page';

test('shows the code, title and message with a way home', () => {
  renderWithProviders(
    <ErrorPage
      code={500}
      title="Internal Server Error"
      message="Something broke on our end. Please try again later."
    />,
  );

  expect(screen.getByText('500')).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Internal Server Error' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Something broke on our end. Please try again later.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});
