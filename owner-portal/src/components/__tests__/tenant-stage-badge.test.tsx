import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { TenantStageBadge } from '../tenant-stage-badge';

it.each([
  ['background_check', 'Background check'],
  ['create_lease', 'Send lease'],
  ['payment', 'Payment'],
  ['lease_active', 'Lease active'],
  ['check_failed', 'Check failed'],
] as const)('names the %s stage in words', (stage, words) => {
  renderWithProviders(<TenantStageBadge stage={stage} />);
  expect(screen.getByText(words)).toBeInTheDocument();
});
