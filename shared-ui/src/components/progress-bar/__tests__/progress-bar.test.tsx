import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../../../testing';
import { ProgressBar } from '../progress-bar';

const leaseStages = [
  'Background check',
  'Create lease',
  'Lease sent',
  'Lease signed',
  'Payment',
  'Lease active',
];

const stagesIn = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

test('says in words which stages are completed, in progress and not started', () => {
  renderWithProviders(<ProgressBar label="Lease progress" stages={leaseStages} currentIndex={2} />);

  expect(stagesIn('Lease progress').map((stage) => stage.textContent)).toEqual([
    '✓Background check, completed',
    '✓Create lease, completed',
    '3Lease sent, in progress',
    '4Lease signed, not started',
    '5Payment, not started',
    '6Lease active, not started',
  ]);
});

test('marks only the stage under way as the current step', () => {
  renderWithProviders(<ProgressBar label="Lease progress" stages={leaseStages} currentIndex={4} />);

  const current = stagesIn('Lease progress').filter((stage) => stage.hasAttribute('aria-current'));
  expect(current).toHaveLength(1);
  expect(current[0]).toHaveAttribute('aria-current', 'step');
  expect(current[0]).toHaveTextContent('Payment');
});

test('shows every stage completed once the lease is active', () => {
  renderWithProviders(<ProgressBar label="Lease progress" stages={leaseStages} currentIndex={6} />);

  const stages = stagesIn('Lease progress');
  expect(stages.every((stage) => stage.textContent?.endsWith(', completed'))).toBe(true);
  expect(stages.some((stage) => stage.hasAttribute('aria-current'))).toBe(false);
});

test('has no accessibility violations', async () => {
  const { container } = renderWithProviders(
    <ProgressBar label="Lease progress" stages={leaseStages} currentIndex={3} />,
  );

  expect(await axe(container)).toHaveNoViolations();
});

test('says which stage failed and leaves the ones after it not started, with none under way', () => {
  renderWithProviders(
    <ProgressBar label="Lease progress" stages={leaseStages} currentIndex={0} failedIndex={0} />,
  );

  expect(stagesIn('Lease progress').map((stage) => stage.textContent)).toEqual([
    '✕Background check, failed',
    '2Create lease, not started',
    '3Lease sent, not started',
    '4Lease signed, not started',
    '5Payment, not started',
    '6Lease active, not started',
  ]);
  expect(
    within(screen.getByRole('list', { name: 'Lease progress' })).queryByRole('listitem', {
      current: 'step',
    }),
  ).not.toBeInTheDocument();
});
