import { act, screen, waitFor, within } from '@testing-library/react';
import { readInvitation } from 'shared-api';
import type { LeaseTerms, Tenant } from 'shared-api/contract';
import { answer, sentTo, stubApi, type ApiAnswer } from 'shared-ui/testing';
import { forgetBrowserState, renderScreen } from '../../../testing/render-screen';
import { findToast, noToastSays } from '../../../testing/toasts';
import { TenantOnboardingPage } from '../tenant-onboarding-page';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0ZW5hbnQtMSJ9.c2lnbmF0dXJl';

const invited: Tenant = {
  _id: 'tenant-1',
  tenantId: 'tenant-1',
  name: 'Tom Tenant',
  email: 'tom@example.com',
  phone: '+15125550199',
  address: '7 Oak Lane, Austin, TX',
  dob: null,
  duration: null,
  reasonForLeaving: null,
  moveInDate: '2026-03-01',
  moveOutDate: '2027-02-28',
  leaseId: 'lease-1',
  propertyId: 'property-1',
  propertyName: 'Elm Street Flats',
  currentUnit: 2,
  leaseStatus: 'pending',
  stage: 'background_check',
  backgroundCheck: {
    status: 'Not submitted',
    inChecks: 'Not started',
    submittedAt: null,
    reviewedAt: null,
    data: {
      ssn: null,
      driverLicense: null,
      bankStatement: null,
      proofOfAddress: null,
      proofOfIncome: null,
    },
  },
  leaseSentAt: null,
  signature: null,
  payment: {
    hasPaid: false,
    status: 'not_paid',
    moveInAmount: 1700,
    reportedAt: null,
    lastPaymentDate: null,
    currentMonthlyRent: 850,
    securityDeposit: 850,
  },
  invitation: { sentAt: '2026-02-01T10:00:00.000Z', expiresAt: '2026-02-15T10:00:00.000Z' },
  hasAccount: false,
  createdAt: '2026-02-01T10:00:00.000Z',
};

const submitted: Tenant = {
  ...invited,
  phone: '+15125550123',
  dob: '1990-04-12',
  duration: 3,
  reasonForLeaving: 'Moving closer to work',
  backgroundCheck: {
    ...invited.backgroundCheck,
    status: 'Pending',
    inChecks: 'In Progress',
    submittedAt: '2026-02-02T10:00:00.000Z',
    data: {
      ...invited.backgroundCheck.data,
      ssn: '*****6789',
      bankStatement: {
        documentId: 'doc-1',
        kind: 'bankStatement',
        fileName: 'statement.pdf',
        contentType: 'application/pdf',
        size: 2048,
        uploadedAt: '2026-02-02T09:00:00.000Z',
      },
    },
  },
};

const signature = {
  fullName: 'Tom Tenant',
  signedAt: '2026-02-10T15:30:00.000Z',
  ipAddress: '203.0.113.9',
  userAgent: 'Chromium',
};

const terms: LeaseTerms = {
  leaseId: 'lease-1',
  property: { name: 'Elm Street Flats', type: 'apartment', address: '12 Elm Street, Austin, TX' },
  currentUnit: 2,
  startDate: '2026-03-01',
  endDate: '2027-02-28',
  monthlyRent: 850,
  securityDeposit: 850,
  lateFee: 100,
  lateFeeAfterDays: 2,
  currency: 'USD',
  paymentFrequency: 'Monthly',
  specialTerms: 'No smoking indoors',
  amountDueNow: 1700,
  paymentReference: 'HS-TENANT01',
  bankDetails: {
    accountName: 'Olive Owner',
    bankName: 'First Austin Bank',
    accountNumber: '000123456789',
    routingNumber: '111000025',
  },
  owner: { name: 'Olive Owner', email: 'olive@example.com', phone: '+15125550100' },
  tenant: { name: 'Tom Tenant', email: 'tom@example.com' },
  signature: null,
};

const withLicense: Tenant = {
  ...invited,
  backgroundCheck: {
    ...invited.backgroundCheck,
    data: {
      ...invited.backgroundCheck.data,
      driverLicense: {
        documentId: 'doc-0',
        kind: 'driverLicense',
        fileName: 'license.png',
        contentType: 'image/png',
        size: 4096,
        uploadedAt: '2026-02-02T08:00:00.000Z',
      },
    },
  },
};

const tenantAnswer = (tenant: Tenant): ApiAnswer => answer({ tenant });

const openLink = (link = `/tenant/background-check?token=${token}`) =>
  renderScreen(<TenantOnboardingPage />, { path: '/tenant/background-check', route: link });

const currentStage = () =>
  within(screen.getByRole('list', { name: 'Onboarding' })).getByRole('listitem', {
    current: 'step',
  });

afterEach(async () => {
  // The page keeps the invitation in encrypted cookies as it loads: let that finish first.
  await act(() => new Promise((settled) => setTimeout(settled, 100)));
  forgetBrowserState();
  jest.restoreAllMocks();
});

test('a link without a whole token says so and offers a way on', async () => {
  const sent = stubApi({});
  openLink('/tenant/background-check?token=abc');

  expect(
    screen.getByRole('heading', { name: 'This invitation link is incomplete' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/tenant/signin');
  expect(sent).toHaveLength(0);
});

test('an expired or replaced link says how to get a new one', async () => {
  stubApi({
    'GET tenants': answer({ error: 'This link has expired or was replaced by a newer one.' }, 401),
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  openLink();

  expect(
    await screen.findByRole('heading', { name: 'This invitation link has expired' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/Ask the owner who invited you to send the invitation again/),
  ).toBeVisible();
});

test('opens on stage 2 with the invited name and e-mail read-only, and keeps the invitation', async () => {
  const sent = stubApi({ 'GET tenants': tenantAnswer(invited) });
  openLink();

  expect(await screen.findByRole('heading', { name: 'Background Check' })).toBeInTheDocument();
  expect(currentStage()).toHaveTextContent('Background Check');
  expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('tom@example.com');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  expect(sentTo(sent, 'GET', 'tenants')[0]?.headers.get('x-access-tenant-token')).toBe(token);
  await waitFor(async () =>
    expect(await readInvitation()).toEqual({ token, email: 'tom@example.com' }),
  );
});

test('refuses an incomplete form with the field messages and sends nothing', async () => {
  const sent = stubApi({ 'GET tenants': tenantAnswer(invited) });
  const { user } = openLink();
  await screen.findByRole('heading', { name: 'Background Check' });

  await user.click(screen.getByRole('button', { name: 'Submit background check' }));

  expect(await screen.findByText('Enter a valid 9-digit Social Security number')).toBeVisible();
  expect(screen.getByText('Enter your date of birth')).toBeVisible();
  expect(sentTo(sent, 'PUT', `tenants/background-check?token=${token}`)).toHaveLength(0);
});

test('sends the check, then shows what was sent as with the owner for review', async () => {
  const answers = { 'GET tenants': tenantAnswer(withLicense) } as Record<string, ApiAnswer>;
  const sent = stubApi(answers);
  const { user } = openLink();
  await screen.findByRole('heading', { name: 'Background Check' });

  const phone = screen.getByRole('textbox', { name: 'Phone number' });
  await user.clear(phone);
  await user.type(phone, '512 555 0123');
  await user.type(screen.getByLabelText(/Date of birth/), '1990-04-12');
  await user.type(screen.getByRole('spinbutton', { name: /Years at current address/ }), '3');
  await user.type(
    screen.getByRole('textbox', { name: /Reason for leaving/ }),
    'Moving closer to work',
  );
  await user.type(screen.getByLabelText(/Social Security number/), '123-45-6789');
  answers[`PUT tenants/background-check?token=${token}`] = answer({ data: submitted });
  answers['GET tenants'] = tenantAnswer(submitted);
  await user.click(screen.getByRole('button', { name: 'Submit background check' }));

  expect(
    await screen.findByRole('heading', { name: 'Your details are with the owner for review' }),
  ).toBeInTheDocument();
  const [request] = sentTo(sent, 'PUT', `tenants/background-check?token=${token}`);
  expect(request?.body).toEqual({
    phone: '+15125550123',
    dob: '1990-04-12',
    duration: 3,
    reasonForLeaving: 'Moving closer to work',
    backgroundCheck: { status: 'Pending', inChecks: 'In Progress', data: { ssn: '123456789' } },
    payment: { hasPaid: false },
  });
  expect(request?.headers.get('x-access-tenant-token')).toBe(token);
  expect(screen.getByText('*****6789')).toBeVisible();
  expect(screen.getByText('statement.pdf')).toBeVisible();
  expect(screen.queryByText('123-45-6789')).not.toBeInTheDocument();
});

test('asks for the driver’s license before sending the check, and marks the other documents optional', async () => {
  const sent = stubApi({ 'GET tenants': tenantAnswer(invited) });
  const { user } = openLink();
  await screen.findByRole('heading', { name: 'Background Check' });
  expect(screen.getByRole('group', { name: "Driver's license" })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Bank statement (optional)' })).toBeInTheDocument();

  await user.type(screen.getByLabelText(/Date of birth/), '1990-04-12');
  await user.type(screen.getByRole('spinbutton', { name: /Years at current address/ }), '3');
  await user.type(screen.getByRole('textbox', { name: /Reason for leaving/ }), 'Closer to work');
  await user.type(screen.getByLabelText(/Social Security number/), '123-45-6789');
  await user.click(screen.getByRole('button', { name: 'Submit background check' }));

  expect(
    await screen.findByText(
      "Upload your driver's license: the owner needs it to confirm who you are",
    ),
  ).toBeVisible();
  expect(sentTo(sent, 'PUT', `tenants/background-check?token=${token}`)).toHaveLength(0);
});

test('reopening the link after submitting lands on the review, and the details can be changed', async () => {
  stubApi({ 'GET tenants': tenantAnswer(submitted) });
  const { user } = openLink();

  expect(
    await screen.findByRole('heading', { name: 'Your details are with the owner for review' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Change my details' }));
  expect(screen.getByRole('textbox', { name: /Reason for leaving/ })).toHaveValue(
    'Moving closer to work',
  );
  expect(screen.getByText(/On file: \*\*\*\*\*6789/)).toBeVisible();
});

/** Stands in for the browser's XMLHttpRequest: reports half the file sent, then the answer. */
function answerUploadsWith(status: number, body: unknown) {
  const opened: { url: string; headers: Record<string, string> }[] = [];
  class FakeUpload extends EventTarget {}
  class FakeRequest extends EventTarget {
    upload = new FakeUpload();
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {}
    send() {
      opened.push({ url: this.url, headers: this.headers });
      setTimeout(() => {
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded: 5, total: 10 }),
        );
        setTimeout(() => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.dispatchEvent(new Event('load'));
        }, 50);
      }, 10);
    }
  }
  jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => new FakeRequest() as never);
  return opened;
}

test('a document refused by the server shows its words under the drop zone', async () => {
  stubApi({ 'GET tenants': tenantAnswer(invited) });
  const uploads = answerUploadsWith(415, { error: 'Upload a PDF, PNG, JPEG or WebP file' });
  const { user } = openLink();
  await screen.findByRole('heading', { name: 'Background Check' });

  const zone = await screen.findByRole('group', { name: 'Proof of income (optional)' });
  const input = zone.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['not a pdf'], 'payslip.pdf', { type: 'application/pdf' }));

  expect(await screen.findByRole('progressbar', { name: 'Uploading payslip.pdf' })).toBeVisible();
  expect(
    await screen.findByText('payslip.pdf: Upload a PDF, PNG, JPEG or WebP file'),
  ).toBeVisible();
  expect(uploads[0]?.url).toMatch(/\/api\/tenants\/background-check\/documents\/proofOfIncome$/);
  expect(uploads[0]?.headers['x-access-tenant-token']).toBe(token);
});

test('an uploaded document is listed and can be removed', async () => {
  const answers = { 'GET tenants': tenantAnswer(invited) } as Record<string, ApiAnswer>;
  const sent = stubApi(answers);
  answerUploadsWith(201, { data: submitted.backgroundCheck.data.bankStatement });
  const { user } = openLink();
  await screen.findByRole('heading', { name: 'Background Check' });

  answers['GET tenants'] = tenantAnswer({
    ...invited,
    backgroundCheck: {
      ...invited.backgroundCheck,
      data: {
        ...invited.backgroundCheck.data,
        bankStatement: submitted.backgroundCheck.data.bankStatement,
      },
    },
  });
  const zone = await screen.findByRole('group', { name: 'Bank statement (optional)' });
  await user.upload(
    zone.querySelector('input[type="file"]') as HTMLInputElement,
    new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }),
  );

  expect(await screen.findByText('Uploaded: statement.pdf (2 KB)')).toBeVisible();
  answers['DELETE tenants/background-check/documents/bankStatement'] = answer({ message: 'ok' });
  answers['GET tenants'] = tenantAnswer(invited);
  await user.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
  expect(sentTo(sent, 'DELETE', 'tenants/background-check/documents/bankStatement')).toHaveLength(
    1,
  );
  await waitFor(() =>
    expect(screen.queryByText('Uploaded: statement.pdf (2 KB)')).not.toBeInTheDocument(),
  );
});

test('a failed check ends kindly', async () => {
  stubApi({
    'GET tenants': tenantAnswer({
      ...submitted,
      stage: 'check_failed',
      backgroundCheck: { ...submitted.backgroundCheck, status: 'Failed', inChecks: 'Completed' },
    }),
  });
  openLink();

  expect(
    await screen.findByRole('heading', { name: 'Your application was not approved' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Nothing is due from you/)).toBeVisible();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a sent lease opens stage 3 with its real terms, signed by the typed name', async () => {
  const leaseSent = {
    ...submitted,
    stage: 'lease_sent' as const,
    leaseSentAt: '2026-02-09T10:00:00Z',
  };
  const answers = {
    'GET tenants': tenantAnswer(leaseSent),
    'GET tenants/lease': answer({ data: terms }),
  } as Record<string, ApiAnswer>;
  const sent = stubApi(answers);
  const { user } = openLink();

  expect(await screen.findByRole('heading', { name: 'Sign Lease' })).toBeInTheDocument();
  expect(currentStage()).toHaveTextContent('Sign Lease');
  const lease = screen.getByLabelText('Lease terms');
  expect(lease).toHaveTextContent('12 Elm Street, Austin, TX');
  expect(lease).toHaveTextContent('$850.00');
  expect(lease).toHaveTextContent('$100.00 when rent is more than 2 days late');
  expect(lease).toHaveTextContent('No smoking indoors');
  expect(lease).toHaveTextContent('$1,700.00');

  answers['POST tenants/lease/sign'] = answer({
    data: { ...leaseSent, stage: 'lease_signed', signature },
  });
  answers['GET tenants'] = tenantAnswer({ ...leaseSent, stage: 'lease_signed', signature });
  await user.type(
    screen.getByRole('textbox', { name: 'Type your full name to sign' }),
    'tom tenant',
  );
  await user.click(screen.getByRole('button', { name: 'Sign lease' }));

  expect(await screen.findByRole('heading', { name: 'Pay by bank transfer' })).toBeInTheDocument();
  expect(sentTo(sent, 'POST', 'tenants/lease/sign')[0]?.body).toEqual({ fullName: 'tom tenant' });
  expect(screen.getByLabelText('Signature record')).toHaveTextContent('203.0.113.9');
});

test('signing with the right name after a refused one closes the refusal', async () => {
  const leaseSent = {
    ...submitted,
    stage: 'lease_sent' as const,
    leaseSentAt: '2026-02-09T10:00:00Z',
  };
  const refusal = 'Type your full name as it appears on the lease: Tom Tenant';
  const answers = {
    'GET tenants': tenantAnswer(leaseSent),
    'GET tenants/lease': answer({ data: terms }),
    'POST tenants/lease/sign': answer({ error: refusal }, 400),
  } as Record<string, ApiAnswer>;
  stubApi(answers);
  const { user } = openLink();
  const name = await screen.findByRole('textbox', { name: 'Type your full name to sign' });
  await user.type(name, 'Someone Else');
  await user.click(screen.getByRole('button', { name: 'Sign lease' }));
  await findToast(refusal);

  answers['POST tenants/lease/sign'] = answer({
    data: { ...leaseSent, stage: 'lease_signed', signature },
  });
  answers['GET tenants'] = tenantAnswer({ ...leaseSent, stage: 'lease_signed', signature });
  await user.clear(name);
  await user.type(name, 'Tom Tenant');
  await user.click(screen.getByRole('button', { name: 'Sign lease' }));

  expect(await screen.findByRole('heading', { name: 'Pay by bank transfer' })).toBeInTheDocument();
  await noToastSays(refusal);
});

test('pays by bank transfer with copyable details, then goes on to create a password', async () => {
  const signed = { ...submitted, stage: 'lease_signed' as const, signature };
  const sent = stubApi({
    'GET tenants': tenantAnswer(signed),
    'GET tenants/lease': answer({ data: { ...terms, signature } }),
    'POST tenants/lease/payment': answer({ data: { ...signed, stage: 'payment' } }),
  });
  const { user } = openLink();

  await screen.findByRole('heading', { name: 'Pay by bank transfer' });
  await user.click(screen.getByRole('button', { name: 'Copy Payment reference' }));
  expect(await navigator.clipboard.readText()).toBe('HS-TENANT01');
  expect(await findToast('Payment reference copied')).toBeInTheDocument();
  expect(screen.getByText('000123456789')).toBeVisible();

  await user.click(screen.getByRole('button', { name: "I've made this payment" }));

  expect(await screen.findByText('Landed on /create-password')).toBeInTheDocument();
  expect(
    sentTo(sent, 'POST', 'tenants/lease/payment')[0]?.headers.get('x-access-tenant-token'),
  ).toBe(token);
});

test('after reporting the payment, the link leads on to the password', async () => {
  stubApi({ 'GET tenants': tenantAnswer({ ...submitted, stage: 'payment', signature }) });
  openLink();

  expect(await screen.findByRole('heading', { name: 'Payment reported' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create your password' })).toHaveAttribute(
    'href',
    '/create-password',
  );
});

test('a signed-in tenant comes back without the link, on their session, to pay again', async () => {
  const notReceived = {
    ...submitted,
    stage: 'lease_signed' as const,
    signature,
    hasAccount: true,
    payment: { ...submitted.payment, status: 'not_received' as const },
  };
  const sent = stubApi({
    'GET tenants': tenantAnswer(notReceived),
    'GET tenants/lease': answer({ data: { ...terms, signature } }),
    'POST tenants/lease/payment': answer({ data: { ...notReceived, stage: 'payment' } }),
  });
  const { user } = renderScreen(<TenantOnboardingPage />, {
    path: '/tenant/background-check',
    preloadedState: {
      session: { role: 'tenant', user: { name: 'Tom Tenant', email: 'tom@example.com' } },
    },
  });

  expect(await screen.findByText(/The owner has not received your last payment/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: "I've made this payment" }));

  expect(await screen.findByText('Landed on /tenant')).toBeInTheDocument();
  expect(sentTo(sent, 'GET', 'tenants')[0]?.headers.get('x-access-tenant-token')).not.toBe(token);
});
