import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type ApiAnswer, answer, renderWithProviders, sentTo, stubApi } from 'shared-ui/testing';
import { RequestPage } from '../request-page';

const ownerSession = {
  session: { role: 'owner' as const, user: { name: 'Olive Owner', email: 'olive@example.com' } },
};

const detail = {
  _id: 'r1',
  requestId: 'r1',
  title: 'Leaking tap',
  priority: 'High',
  date: '2026-11-02',
  description: 'The kitchen tap drips.',
  status: 'resolved',
  propertyId: 'p1',
  propertyName: 'Maple Court',
  currentUnit: 2,
  tenant: { tenantId: 't1', name: 'Toni Tenant' },
  photoCount: 0,
  photos: [],
  updates: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-03T10:00:00.000Z',
};

const plumber = {
  vendorId: 'v1',
  name: 'Ace Plumbing',
  trade: 'Plumber',
  phone: '555-0100',
  email: '',
  notes: '',
};
const roofer = { ...plumber, vendorId: 'v2', name: 'Top Roofs', trade: 'Roofer', phone: '' };

const repair = {
  expenseId: 'e1',
  propertyId: 'p1',
  propertyName: 'Maple Court',
  unit: null,
  maintenanceRequestId: 'r1',
  date: '2026-11-27',
  amount: 450,
  currency: 'USD',
  category: 'repairs',
  subCategory: null,
  payee: 'Ace Plumbing',
  note: '',
  receipt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

const vendorOfRequest = (vendor: typeof plumber | null, expenses: unknown[] = []) =>
  answer({ data: { requestId: 'r1', vendor, expenses } });

/** The server's answers, which a test changes as the server would after a write. */
function serve(status: string, vendor: typeof plumber | null) {
  const answers: Record<string, ApiAnswer> = {
    'GET maintenance/r1': answer({ data: { ...detail, status } }),
    'GET maintenance/r1/vendor': vendorOfRequest(vendor),
    'GET vendors': answer({ data: [plumber, roofer] }),
  };
  const sent = stubApi(answers);
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/maintenance/:requestId" element={<RequestPage />} />
    </Routes>,
    { route: '/maintenance/r1', preloadedState: ownerSession },
  );
  return { answers, sent, ...rendered };
}

afterEach(() => jest.restoreAllMocks());

it("assigns one of the owner's vendors to the request, then takes it back", async () => {
  const { answers, sent, user } = serve('in_progress', null);
  const section = await screen.findByRole('region', { name: 'Vendor and cost' });
  await user.selectOptions(
    await within(section).findByRole('combobox', { name: 'Vendor' }),
    'Ace Plumbing (Plumber)',
  );
  answers['PUT maintenance/r1/vendor'] = vendorOfRequest(plumber);
  answers['GET maintenance/r1/vendor'] = vendorOfRequest(plumber);
  await user.click(within(section).getByRole('button', { name: 'Assign' }));

  // The choice is gone once the request has its vendor: the option of the same name with it.
  expect(await within(section).findByText(/^Vendor:/)).toHaveTextContent(
    'Vendor: Ace Plumbing (Plumber), 555-0100',
  );
  expect(within(section).queryByRole('combobox', { name: 'Vendor' })).toBeNull();
  expect(sentTo(sent, 'PUT', 'maintenance/r1/vendor')[0]?.body).toEqual({ vendorId: 'v1' });

  answers['DELETE maintenance/r1/vendor'] = vendorOfRequest(null);
  answers['GET maintenance/r1/vendor'] = vendorOfRequest(null);
  await user.click(within(section).getByRole('button', { name: 'Unassign' }));
  expect(await within(section).findByText('No vendor is assigned.')).toBeInTheDocument();
  await waitFor(() => expect(sentTo(sent, 'DELETE', 'maintenance/r1/vendor')).toHaveLength(1));
});

it('adds a vendor from the request and assigns them at once', async () => {
  const { answers, sent, user } = serve('open', null);
  const section = await screen.findByRole('region', { name: 'Vendor and cost' });
  await user.click(await within(section).findByRole('button', { name: 'Add a vendor' }));
  const form = await within(section).findByRole('form', { name: 'Add a vendor' });
  await user.type(within(form).getByLabelText('Name'), 'Quick Glass');
  await user.type(within(form).getByLabelText(/^Trade/), 'Glazier');
  const glazier = { ...plumber, vendorId: 'v3', name: 'Quick Glass', trade: 'Glazier', phone: '' };
  answers['POST vendors'] = answer({ data: glazier }, 201);
  answers['PUT maintenance/r1/vendor'] = vendorOfRequest(glazier);
  answers['GET maintenance/r1/vendor'] = vendorOfRequest(glazier);
  await user.click(within(form).getByRole('button', { name: 'Save vendor' }));

  expect(await within(section).findByText(/^Vendor:/)).toHaveTextContent(
    'Vendor: Quick Glass (Glazier)',
  );
  expect(sentTo(sent, 'POST', 'vendors')[0]?.body).toMatchObject({
    name: 'Quick Glass',
    trade: 'Glazier',
  });
  expect(sentTo(sent, 'PUT', 'maintenance/r1/vendor')[0]?.body).toEqual({ vendorId: 'v3' });
});

it('offers to record the cost only once the request is resolved', async () => {
  serve('in_progress', plumber);
  const section = await screen.findByRole('region', { name: 'Vendor and cost' });
  expect(await within(section).findByText(/^Vendor:/)).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Record the cost' })).toBeNull();
  expect(
    within(section).getByText('Once the request is resolved, its cost is recorded here.'),
  ).toBeInTheDocument();
});

it("records a resolved request's cost with its receipt, then links the cost to the books", async () => {
  const { answers, sent, user } = serve('resolved', plumber);
  const stubbed = jest.mocked(global.fetch).getMockImplementation();
  const uploads: { url: string; file: FormDataEntryValue | null }[] = [];
  // The receipt goes as multipart through fetch with an address, not through the API's requests.
  jest.mocked(global.fetch).mockImplementation(async (input, init) => {
    if (typeof input !== 'string') return stubbed!(input, init);
    uploads.push({ url: input, file: (init?.body as FormData).get('file') });
    return Response.json(
      { data: { ...repair, receipt: { fileName: 'tap.pdf' } } },
      { status: 201 },
    );
  });
  const section = await screen.findByRole('region', { name: 'Vendor and cost' });
  await user.click(await within(section).findByRole('button', { name: 'Record the cost' }));
  const form = await within(section).findByRole('form', { name: 'Record the cost' });
  expect(within(form).getByLabelText('Category')).toHaveDisplayValue('Repairs (line 14)');
  expect(within(form).queryByLabelText(/^Payee/)).toBeNull();
  await user.clear(within(form).getByLabelText('Date'));
  await user.type(within(form).getByLabelText('Date'), '2026-11-27');
  await user.type(within(form).getByLabelText('Amount'), '450');
  const receipt = new File(['%PDF-1.4'], 'tap.pdf', { type: 'application/pdf' });
  await user.upload(within(form).getByLabelText(/^Receipt/), receipt);

  answers['POST maintenance/r1/cost'] = answer({ data: repair }, 201);
  const recorded = {
    ...repair,
    receipt: { fileName: 'tap.pdf', contentType: 'application/pdf', sizeBytes: 8 },
  };
  answers['GET maintenance/r1/vendor'] = vendorOfRequest(plumber, [recorded]);
  await user.click(within(form).getByRole('button', { name: 'Record cost' }));

  const link = await within(section).findByRole('link', { name: 'Cost recorded: $450.00' });
  expect(link).toHaveAttribute('href', '/books?expense=e1');
  expect(within(section).getByRole('list', { name: 'Costs recorded' })).toHaveTextContent(
    'paid to Ace Plumbing on Nov 27, 2026, receipt tap.pdf',
  );
  expect(sentTo(sent, 'POST', 'maintenance/r1/cost')[0]?.body).toEqual({
    date: '2026-11-27',
    amount: 450,
    category: 'repairs',
    note: '',
  });
  await waitFor(() => expect(uploads).toHaveLength(1));
  expect(uploads[0]?.url).toMatch(/\/api\/expenses\/e1\/receipt$/);
  expect((uploads[0]?.file as File).name).toBe('tap.pdf');
});

it('asks for the payee when the resolved request has no vendor', async () => {
  const { sent, user } = serve('resolved', null);
  const section = await screen.findByRole('region', { name: 'Vendor and cost' });
  await user.click(await within(section).findByRole('button', { name: 'Record the cost' }));
  const form = await within(section).findByRole('form', { name: 'Record the cost' });
  await user.type(within(form).getByLabelText('Amount'), '80');
  await user.click(within(form).getByRole('button', { name: 'Record cost' }));
  expect(await within(form).findByText('Payee is required')).toBeInTheDocument();
  await waitFor(() => expect(sentTo(sent, 'POST', 'maintenance/r1/cost')).toHaveLength(0));
});
