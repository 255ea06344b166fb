import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Toaster } from 'shared-ui';
import { answer, renderWithProviders, stubApi } from 'shared-ui/testing';
import * as maintenanceApi from '../api';
import { MaintenancePage } from '../maintenance-page';
import { RequestPage } from '../request-page';

const tenantSession = {
  session: { role: 'tenant' as const, user: { name: 'Toni Tenant', email: 'toni@example.com' } },
};

const request = {
  _id: 'r1',
  requestId: 'r1',
  title: 'Leaking kitchen tap',
  priority: 'High',
  date: '2026-12-01',
  description: 'Drips all night.',
  status: 'in_progress',
  propertyId: 'p1',
  propertyName: 'Maple Court',
  currentUnit: 2,
  tenant: { tenantId: 't1', name: 'Toni Tenant' },
  photoCount: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};

afterEach(() => jest.restoreAllMocks());

it('lists the requests with their status, each linking to its page', async () => {
  stubApi({ 'GET maintenance': answer({ data: [request] }) });
  renderWithProviders(<MaintenancePage />, {
    route: '/maintenance',
    preloadedState: tenantSession,
  });
  const link = await screen.findByRole('link', { name: 'Leaking kitchen tap' });
  expect(link).toHaveAttribute('href', '/maintenance/r1');
  expect(screen.getByText('In progress')).toBeInTheDocument();
});

it('says no request is logged yet and offers to log one', async () => {
  stubApi({ 'GET maintenance': answer({ data: [] }) });
  const { user } = renderWithProviders(<MaintenancePage />, {
    route: '/maintenance',
    preloadedState: tenantSession,
  });
  expect(await screen.findByText('No request logged yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log requests' }));
  expect(
    await screen.findByRole('dialog', { name: 'Submit Maintenance Request' }),
  ).toBeInTheDocument();
});

describe('the Submit Maintenance Request modal', () => {
  async function openModal() {
    stubApi({ 'GET maintenance': answer({ data: [] }) });
    const view = renderWithProviders(
      <>
        <MaintenancePage />
        <Toaster />
      </>,
      {
        route: '/maintenance',
        preloadedState: tenantSession,
      },
    );
    await view.user.click(await screen.findByRole('button', { name: 'Log requests' }));
    return { ...view, dialog: await screen.findByRole('dialog') };
  }

  it('has the fields, words and button of the spec', async () => {
    const { dialog } = await openModal();
    for (const label of ['Issue Type', 'Priority level', 'Repair Date', 'Description']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByPlaceholderText('Describe the issue in detail')).toBeInTheDocument();
    expect(within(dialog).getByText('Attach a file')).toBeInTheDocument();
    expect(await within(dialog).findByText('Drag & Drop Files Here')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Browse File' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit request' })).toBeInTheDocument();
  });

  it('names what is missing and sends nothing', async () => {
    const file = jest.spyOn(maintenanceApi, 'fileMaintenanceRequest');
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(await within(dialog).findByText('Issue Type is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Repair Date is required')).toBeInTheDocument();
    expect(file).not.toHaveBeenCalled();
  });

  it('files the request with its photos, and keeps the input when refused', async () => {
    const file = jest
      .spyOn(maintenanceApi, 'fileMaintenanceRequest')
      .mockRejectedValueOnce(new maintenanceApi.UploadRefused('notes.png is not an image'))
      .mockResolvedValueOnce({ ...request, photos: [], updates: [] } as never);
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Issue Type'), 'Leaking kitchen tap');
    await user.type(within(dialog).getByLabelText('Priority level'), 'High');
    await user.type(within(dialog).getByLabelText('Repair Date'), '2026-12-01');
    await user.type(within(dialog).getByLabelText('Description'), 'Drips all night.');
    const photo = new File(['png'], 'tap.png', { type: 'image/png' });
    // jsdom has no object URLs; the thumbnail only needs one to exist.
    URL.createObjectURL = jest.fn(() => 'blob:tap');
    URL.revokeObjectURL = jest.fn();
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, photo);
    expect(await within(dialog).findByRole('img', { name: 'tap.png' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('notes.png is not an image')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Issue Type')).toHaveValue('Leaking kitchen tap');
    await user.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(file).toHaveBeenCalledTimes(2));
    expect(file.mock.calls[1]?.slice(0, 2)).toEqual([
      {
        title: 'Leaking kitchen tap',
        priority: 'High',
        date: '2026-12-01',
        description: 'Drips all night.',
      },
      [photo],
    ]);
    expect(
      await screen.findByText('Your maintenance request has been submitted'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

it("shows a request's photos and history, and sends a comment", async () => {
  const sent = stubApi({
    'GET maintenance/r1': answer({
      data: {
        ...request,
        photos: [
          {
            photoId: 'ph1',
            fileName: 'tap.png',
            contentType: 'image/png',
            size: 3,
            url: '/api/maintenance/photos/ph1?expires=1&signature=s',
          },
        ],
        updates: [
          {
            updateId: 'u1',
            kind: 'filed',
            author: { role: 'tenant', name: 'Toni Tenant' },
            fromStatus: null,
            toStatus: 'open',
            body: null,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
          {
            updateId: 'u2',
            kind: 'status',
            author: { role: 'owner', name: 'Olive Owner' },
            fromStatus: 'open',
            toStatus: 'in_progress',
            body: null,
            createdAt: '2026-11-21T10:00:00.000Z',
          },
        ],
      },
    }),
    'POST maintenance/r1/comments': answer({ data: {} }, 201),
  });
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/maintenance/:requestId" element={<RequestPage />} />
    </Routes>,
    { route: '/maintenance/r1', preloadedState: tenantSession },
  );
  expect(await screen.findByRole('heading', { name: 'Leaking kitchen tap' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'tap.png' })).toHaveAttribute(
    'src',
    '/api/maintenance/photos/ph1?expires=1&signature=s',
  );
  expect(
    screen.getByText('Olive Owner changed the status from Open to In progress'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
  await user.type(await screen.findByLabelText('Comment'), 'Thanks!');
  await user.click(screen.getByRole('button', { name: 'Add comment' }));
  await waitFor(() =>
    expect(sent.filter((call) => call.method === 'POST')[0]?.body).toEqual({ body: 'Thanks!' }),
  );
});
