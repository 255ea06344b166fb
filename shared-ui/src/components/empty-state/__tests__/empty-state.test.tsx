import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { Button } from '../../button/button';
import { EmptyState } from '../empty-state';

test('names what is missing and offers the next step', async () => {
  const onLog = jest.fn();
  const { user } = renderWithProviders(
    <EmptyState
      title="No request logged yet"
      text="Report a repair and follow it here."
      action={<Button onClick={onLog}>Log requests</Button>}
    />,
  );

  expect(screen.getByRole('heading', { name: 'No request logged yet' })).toBeInTheDocument();
  expect(screen.getByText('Report a repair and follow it here.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log requests' }));
  expect(onLog).toHaveBeenCalledTimes(1);
});
