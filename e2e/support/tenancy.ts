import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { leaseDates, linkTo, mailed, ownerCall, pdfBytes, unique, type OwnerByApi } from './tenant';

/** A fresh owner without bank details, with a property and a pending lease on its unit 2. */
export async function ownerWithLeaseToFill(request: APIRequestContext, name = 'Nora Landlord') {
  const details = { name, email: unique('owner'), password: 'rent-day-2026' };
  const created = await request.post('/api/owners/create', { data: details });
  expect(created.status()).toBe(201);
  const owner: OwnerByApi = {
    ...details,
    headers: {
      'x-access-token': ((await created.json()) as { access_token: string }).access_token,
    },
  };
  const property = (
    await ownerCall(request, owner, 'POST', 'properties/create', {
      name: 'Birch Court',
      type: 'apartment',
      contact: '+15125550100',
      isOnLease: false,
      units: 3,
      monthlyRent: 900,
      securityDeposit: 900,
      status: 'available',
      location: {
        address: '4 Birch Lane',
        state: 'Texas',
        zip: '78702',
        country: 'US',
        city: 'Austin',
        postalCode: '78702',
      },
    })
  ).data as { propertyId: string; name: string };
  const lease = (
    await ownerCall(request, owner, 'POST', 'leases/create', {
      propertyId: property.propertyId,
      ...leaseDates,
      monthlyRent: 900,
      securityDeposit: 450,
      currentUnit: 2,
      status: 'pending',
      tenantIds: [],
      metadata: { specialTerms: 'Quiet hours after 10 pm.' },
    })
  ).lease as { leaseId: string };
  return { owner, property, lease };
}

export async function signInOnScreen(page: Page, owner: { email: string; password: string }) {
  await page.goto('/owner/signin');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/owner$/);
}

/** The invitation token from the newest invitation mail to `email`. */
export async function invitationTo(email: string) {
  const mail = await mailed(email, /invites you to rent/);
  const link = linkTo(mail, '/tenant/background-check?token=');
  return new URL(link, 'http://invitation').searchParams.get('token') ?? '';
}

/** The invited tenant's own calls, made through the API with the invitation token. */
export function tenantThroughApi(request: APIRequestContext, token: string) {
  const headers = { 'x-access-tenant-token': token };
  const expectOk = async (
    step: string,
    answer: Promise<{ status(): number; text(): Promise<string> }>,
  ) => {
    const response = await answer;
    expect(response.status(), `${step}: ${await response.text()}`).toBeLessThan(300);
  };
  const uploadDocument = (kind: string, name: string, buffer: Buffer) =>
    expectOk(
      `upload ${kind}`,
      request.post(`/api/tenants/background-check/documents/${kind}`, {
        headers,
        multipart: { file: { name, mimeType: 'application/pdf', buffer } },
      }),
    );
  return {
    /** The driver's license, which the check needs, then the check itself. */
    submitCheck: async () => {
      await uploadDocument('driverLicense', 'license.pdf', pdfBytes);
      await expectOk(
        'background check',
        request.put('/api/tenants/background-check', {
          headers,
          data: {
            phone: '+15125550123',
            dob: '1990-04-12',
            duration: 3,
            reasonForLeaving: 'Moving closer to work',
            backgroundCheck: { data: { ssn: '123-45-6789' } },
          },
        }),
      );
    },
    uploadDocument,
    sign: (fullName: string) =>
      expectOk('signing', request.post('/api/tenants/lease/sign', { headers, data: { fullName } })),
    reportPayment: () =>
      expectOk('payment report', request.post('/api/tenants/lease/payment', { headers, data: {} })),
  };
}
