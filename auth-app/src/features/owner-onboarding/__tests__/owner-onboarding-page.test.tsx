import { screen, within } from '@testing-library/react';
import { selectSessionUser } from 'shared-api';
import { answer, sentTo, stubApi } from 'shared-ui/testing';
import { forgetBrowserState, renderScreen, signedInOwner } from '../../../testing/render-screen';
import { findToast } from '../../../testing/toasts';
import { OwnerOnboardingPage } from '../owner-onboarding-page';

const owner = {
  _id: 'owner-1',
  ownerId: 'owner-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+2348012345678',
  emailVerified: false,
  bankDetails: null,
  createdAt: '2025-01-06T09:00:00.000Z',
};

const onboardingAnswers = {
  'PUT owners/update': answer({ data: owner }),
  'GET locations/countries': answer({ data: [{ name: 'United States', iso2: 'US' }] }),
  'GET locations/countries/US/states': answer({ data: [{ name: 'New York', isoCode: 'NY' }] }),
  'GET locations/countries/US/states/NY/cities': answer({ data: [{ name: 'Brooklyn' }] }),
  'POST properties/create': answer({ data: { propertyId: 'prop-1', name: 'Prospect Flats' } }, 201),
};

const renderOnboarding = () =>
  renderScreen(<OwnerOnboardingPage />, {
    path: '/owner-onboarding',
    preloadedState: signedInOwner(),
  });

const currentStage = () =>
  within(screen.getByRole('list', { name: 'Onboarding' })).getByRole('listitem', {
    current: 'step',
  });

async function savePhone(user: ReturnType<typeof renderScreen>['user']) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'NG +234');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0801 234 5678');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

afterEach(() => {
  forgetBrowserState();
  jest.restoreAllMocks();
});

test('starts at Personal Details with the registered name and email, read-only', () => {
  renderOnboarding();

  expect(currentStage()).toHaveTextContent('Personal Details');
  expect(screen.getByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
  expect(document.title).toBe('Personal Details · Homestead');
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  for (const name of ['First name', 'Last name', 'Email']) {
    expect(screen.getByRole('textbox', { name })).toHaveAttribute('readonly');
  }
});

test('"Next" saves the phone with its country code and moves on to the first property', async () => {
  const sent = stubApi(onboardingAnswers);
  const { user, store } = renderOnboarding();

  await savePhone(user);

  expect(
    await screen.findByRole('heading', { name: 'List your first property' }),
  ).toBeInTheDocument();
  expect(currentStage()).toHaveTextContent('Add property');
  expect(sentTo(sent, 'PUT', 'owners/update')[0]?.body).toEqual({ phone: '+2348012345678' });
  expect(selectSessionUser(store.getState())?.phone).toBe('+2348012345678');
});

test('asks for a phone number it can reach before saving', async () => {
  const sent = stubApi(onboardingAnswers);
  const { user } = renderOnboarding();

  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '123');
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(
    await screen.findByText('Enter a phone number with its country code: +1, +234, +44 or +61'),
  ).toBeInTheDocument();
  expect(sentTo(sent, 'PUT', 'owners/update')).toHaveLength(0);
});

test('lists the first property, says so and opens the dashboard', async () => {
  const sent = stubApi(onboardingAnswers);
  const { user } = renderOnboarding();
  await savePhone(user);
  await screen.findByRole('heading', { name: 'List your first property' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'Condo');
  await user.type(screen.getByRole('textbox', { name: 'Property name' }), 'Prospect Flats');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '5 Prospect Park West');
  await screen.findByRole('option', { name: 'United States' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United States');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'State' }),
    await screen.findByRole('option', { name: 'New York' }),
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'City' }),
    await screen.findByRole('option', { name: 'Brooklyn' }),
  );
  await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '11215');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Template');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Four condos');
  await user.type(screen.getByRole('textbox', { name: 'Manager' }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Manager contact' }), '+2348012345678');
  await user.type(screen.getByRole('spinbutton', { name: 'Units' }), '4');
  await user.type(screen.getByRole('spinbutton', { name: 'Monthly rent' }), '2100');
  await user.click(screen.getByRole('button', { name: 'Create property' }));

  expect(await screen.findByText('Landed on /')).toBeInTheDocument();
  expect(await findToast('Prospect Flats property has been created successfully')).toHaveAttribute(
    'data-type',
    'success',
  );
  expect(sentTo(sent, 'POST', 'properties/create')[0]?.body).toMatchObject({
    name: 'Prospect Flats',
    type: 'condo',
    location: { country: 'US', state: 'New York', city: 'Brooklyn', postalCode: '11215' },
  });
});

test('sends a visitor who is not signed in as an owner to the owner sign-in', () => {
  renderScreen(<OwnerOnboardingPage />, { path: '/owner-onboarding' });

  expect(screen.getByText('Landed on /owner/signin')).toBeInTheDocument();
});

test('an owner whose phone and first property are saved goes on to the dashboard', async () => {
  stubApi({
    'GET properties?limit=1': answer({ data: [{}], total: 1, nextCursor: null }),
  });
  renderScreen(<OwnerOnboardingPage />, {
    path: '/owner-onboarding',
    preloadedState: signedInOwner({ phone: '+2348012345678' }),
  });

  expect(await screen.findByText('Landed on /owner')).toBeInTheDocument();
});

test('an owner whose phone is saved but who has no property yet opens on the first property', async () => {
  stubApi({
    ...onboardingAnswers,
    'GET properties?limit=1': answer({ data: [], total: 0, nextCursor: null }),
  });
  renderScreen(<OwnerOnboardingPage />, {
    path: '/owner-onboarding',
    preloadedState: signedInOwner({ phone: '+2348012345678' }),
  });

  expect(
    await screen.findByRole('heading', { name: 'List your first property' }),
  ).toBeInTheDocument();
  expect(currentStage()).toHaveTextContent('Add property');
  expect(screen.queryByRole('textbox', { name: 'Phone number' })).not.toBeInTheDocument();
});
