import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { StageLabels } from '../stage-labels';

test('marks the current stage and the ones already done', () => {
  renderWithProviders(
    <StageLabels
      label="Onboarding"
      stages={['Sign up', 'Personal Details', 'Add property']}
      currentIndex={1}
    />,
  );

  const stages = within(screen.getByRole('list', { name: 'Onboarding' })).getAllByRole('listitem');
  expect(stages.map((stage) => stage.textContent)).toEqual([
    '✓Sign up(completed)',
    'Personal Details',
    'Add property',
  ]);
  expect(stages[1]).toHaveAttribute('aria-current', 'step');
  expect(stages[0]).not.toHaveAttribute('aria-current');
  expect(stages[2]).not.toHaveAttribute('aria-current');
});
