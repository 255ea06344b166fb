import { act, render, screen, waitFor } from '@testing-library/react';
import * as sonner from 'sonner';
import { toastsOnDemand } from '../toasts-on-demand';

const stack = () => document.querySelector('[data-sonner-toaster]');

function onDemand() {
  const load = jest.fn(async () => sonner);
  return { load, ...toastsOnDemand(load) };
}

afterEach(() => {
  act(() => {
    sonner.toast.dismiss();
  });
});

test('draws nothing and loads nothing before the first toast', async () => {
  const { load, toast, Toaster } = onDemand();
  render(<Toaster />);

  toast.dismiss();
  await act(async () => {});

  expect(load).not.toHaveBeenCalled();
  expect(stack()).toBeNull();
});

test('loads sonner with the first toast and shows every toast raised meanwhile, in order', async () => {
  const { load, toast, Toaster } = onDemand();
  render(<Toaster />);

  act(() => {
    toast.error('Invalid email or password');
    toast('Lease sent');
  });

  expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  expect(screen.getByText('Lease sent')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  expect(
    screen.getByText('Invalid email or password').closest('[data-sonner-toast]'),
  ).toHaveAttribute('data-type', 'error');
});

test('a toast raised before the Toaster is drawn still shows once it is', async () => {
  const { toast, Toaster } = onDemand();
  act(() => {
    toast.success('Tenant created successfully');
  });
  await act(async () => {});

  render(<Toaster />);

  expect(await screen.findByText('Tenant created successfully')).toBeInTheDocument();
});

test('answers an id that dismisses the toast, even before sonner has arrived', async () => {
  const { toast, Toaster } = onDemand();
  render(<Toaster />);

  let id: string | number = '';
  act(() => {
    id = toast.warning('Session about to expire');
    toast.dismiss(id);
    toast.info('Lease signed');
  });

  expect(await screen.findByText('Lease signed')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByText('Session about to expire')).not.toBeInTheDocument(),
  );
  expect(id).toEqual(expect.any(String));
});

test('passes the Toaster its settings once loaded', async () => {
  const { toast, Toaster } = onDemand();
  render(<Toaster position="top-right" />);

  act(() => {
    toast('Payment received');
  });

  await screen.findByText('Payment received');
  expect(stack()).toHaveAttribute('data-y-position', 'top');
  expect(stack()).toHaveAttribute('data-x-position', 'right');
});
