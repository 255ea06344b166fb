import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing';
import { FormGrid, FormGridActions, FormGridRow } from '../form-grid';

test('lays the fields out in columns of the width asked, below the space asked', () => {
  renderWithProviders(
    <FormGrid aria-label="Add a vendor" columnWidth={220} marginTop={16} noValidate>
      <FormGridRow>Notes</FormGridRow>
      <FormGridActions>
        <button type="submit">Save</button>
      </FormGridActions>
    </FormGrid>,
  );

  const form = screen.getByRole('form', { name: 'Add a vendor' });
  expect(form).toHaveAttribute('novalidate');
  expect(getComputedStyle(form).gridTemplateColumns).toBe('repeat(auto-fill, minmax(220px, 1fr))');
  expect(getComputedStyle(form).marginTop).toBe('16px');
  expect(getComputedStyle(screen.getByText('Notes')).gridColumn.replace(/ /g, '')).toBe('1/-1');
});

test('takes columns of 200 px and no space above unless asked', () => {
  renderWithProviders(<FormGrid aria-label="File the line" />);

  const form = screen.getByRole('form', { name: 'File the line' });
  expect(getComputedStyle(form).gridTemplateColumns).toBe('repeat(auto-fill, minmax(200px, 1fr))');
  expect(getComputedStyle(form).marginTop).toBe('0px');
});
