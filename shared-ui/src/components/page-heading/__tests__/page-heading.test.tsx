import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { PageHeading } from '../page-heading';

test('sets the visible heading, the document title and the meta description', () => {
  renderWithProviders(
    <PageHeading title="Create property" description="List a property to lease it to tenants." />,
  );

  expect(screen.getByRole('heading', { level: 1, name: 'Create property' })).toBeInTheDocument();
  expect(document.title).toBe('Create property · Homestead');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'List a property to lease it to tenants.',
  );
});
