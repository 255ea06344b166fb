import { act, screen } from '@testing-library/react';
import { toast } from 'shared-ui';
import { answer, stubApi } from 'shared-ui/testing';
import { AddPropertyPage } from '../add-property-page';
import { aProperty, locations } from './fixtures';
import { renderRoute } from './render-route';

jest.setTimeout(30_000);

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  jest.restoreAllMocks();
});

async function fillTheForm(user: ReturnType<typeof renderRoute>['user']) {
  const field = (name: string) => screen.getByLabelText(name, { exact: true });
  await user.selectOptions(
    await screen.findByLabelText('Property type', {}, { timeout: 10_000 }),
    'House',
  );
  await user.type(field('Property name'), 'Maple Court');
  await user.type(field('Address'), '12 Maple Street');
  await user.selectOptions(
    field('Country'),
    await screen.findByRole('option', { name: 'United States' }),
  );
  await user.selectOptions(field('State'), await screen.findByRole('option', { name: 'Texas' }));
  await user.selectOptions(field('City'), await screen.findByRole('option', { name: 'Austin' }));
  await user.type(field('ZIP Code'), '78701');
  await user.selectOptions(field('Industry'), 'Marketing');
  await user.type(field('Description'), 'A house');
  await user.type(field('Manager'), 'Grace Hopper');
  await user.type(field('Manager contact'), '5125550100');
  await user.type(field('Units'), '1');
  await user.type(field('Monthly rent'), '900');
  await user.click(screen.getByRole('button', { name: 'Create property' }));
}

test('creates the property with the onboarding form, says so and goes to the list', async () => {
  stubApi({
    ...locations,
    'POST properties/create': answer({ data: aProperty({ name: 'Maple Court' }) }, 201),
  });
  const { user, history } = renderRoute(
    '/properties/add-property',
    AddPropertyPage,
    '/properties/add-property',
  );
  expect(screen.getByRole('heading', { name: 'Create property' })).toBeInTheDocument();
  await fillTheForm(user);
  expect(
    await screen.findByText('Maple Court property has been created successfully'),
  ).toBeInTheDocument();
  expect(history.location.pathname).toBe('/properties');
});

test('stays with the form filled in when the property cannot be added', async () => {
  stubApi({ ...locations, 'POST properties/create': answer({}, 400) });
  const { user, history } = renderRoute(
    '/properties/add-property',
    AddPropertyPage,
    '/properties/add-property',
  );
  await fillTheForm(user);
  expect(await screen.findByText('Failed to add property')).toBeInTheDocument();
  expect(history.location.pathname).toBe('/properties/add-property');
  expect(screen.getByLabelText('Property name')).toHaveValue('Maple Court');
});
