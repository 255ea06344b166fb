import { act, screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { makeStore } from 'shared-api';
import { renderWithProviders } from '../../../testing';
import { toast, Toaster } from '../toaster';

const toastItem = (text: string) => screen.getByText(text).closest('[data-sonner-toast]');
const stack = () => document.querySelector('[data-sonner-toaster]');

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  jest.useRealTimers();
});

test('shows toasts at the top right', async () => {
  renderWithProviders(<Toaster />);

  act(() => {
    toast.success('Tenant created successfully');
  });

  expect(await screen.findByText('Tenant created successfully')).toBeInTheDocument();
  expect(stack()).toHaveAttribute('data-y-position', 'top');
  expect(stack()).toHaveAttribute('data-x-position', 'right');
});

test('a success and an error toast have no accessibility violations (the pages are scanned without them)', async () => {
  const { container } = renderWithProviders(<Toaster />);
  act(() => {
    toast.success('Property updated');
    toast.error('The property could not be saved');
  });
  await screen.findByText('The property could not be saved');

  expect(container.querySelectorAll('[data-sonner-toast]')).toHaveLength(2);
  expect(await axe(container)).toHaveNoViolations();
});

test('shows at most three toasts at once', async () => {
  renderWithProviders(<Toaster />);

  act(() => {
    ['first', 'second', 'third', 'fourth'].forEach((word) => toast(`Lease ${word}`));
  });

  await screen.findByText('Lease fourth');
  const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
  expect(visible).toHaveLength(3);
  expect(toastItem('Lease first')).toHaveAttribute('data-visible', 'false');
});

test('closes a toast after four seconds', () => {
  jest.useFakeTimers();
  renderWithProviders(<Toaster />);
  act(() => {
    toast('Property saved');
  });

  act(() => {
    jest.advanceTimersByTime(3900);
  });
  expect(screen.getByText('Property saved')).toBeInTheDocument();

  act(() => {
    jest.advanceTimersByTime(600);
  });
  expect(screen.queryByText('Property saved')).not.toBeInTheDocument();
});

test('can be closed from the keyboard with its close button', async () => {
  const { user } = renderWithProviders(<Toaster />);
  act(() => {
    toast.error('Failed to add property');
  });

  const closeButton = await screen.findByRole('button', { name: 'Close toast' });
  act(() => closeButton.focus());
  await user.keyboard('{Enter}');

  await waitFor(() => expect(screen.queryByText('Failed to add property')).not.toBeInTheDocument());
});

test('alt+T expands the stack and Escape collapses it', async () => {
  const { user } = renderWithProviders(<Toaster />);
  act(() => {
    toast.info('Lease sent');
    toast.success('Lease signed');
  });
  await screen.findByText('Lease signed');
  expect(toastItem('Lease sent')).toHaveAttribute('data-expanded', 'false');

  await user.keyboard('{Alt>}t{/Alt}');
  expect(toastItem('Lease sent')).toHaveAttribute('data-expanded', 'true');

  await user.keyboard('{Escape}');
  expect(toastItem('Lease sent')).toHaveAttribute('data-expanded', 'false');
});

test('follows the dark theme', async () => {
  renderWithProviders(<Toaster />, {
    preloadedState: { ui: { ...makeStore().getState().ui, theme: 'dark' } },
  });
  act(() => {
    toast('Payment received');
  });

  await screen.findByText('Payment received');
  expect(stack()).toHaveAttribute('data-sonner-theme', 'dark');
});
