/**
 * The measured accounts, made through the API as a person would: the owner signs up and adds bank
 * details; one tenant is invited to a lease of the owner's and taken through the whole flow (the
 * invitation read from the development outbox) to an active lease, then signs in.
 */
export const benchOwner = {
  name: 'Bench Owner',
  email: 'bench-owner@example.com',
  password: 'bench-mark-owner-1',
};

export const benchTenant = {
  name: 'Bench Resident',
  email: 'bench-resident@example.com',
  password: 'bench-mark-tenant-1',
};

type Headers = Record<string, string>;

export async function call<Answer>(
  origin: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  headers: Headers = {},
): Promise<Answer> {
  const answer = await fetch(origin + url, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok)
    throw new Error(`${method} ${url} answered ${answer.status}: ${await answer.text()}`);
  return answer.json() as Promise<Answer>;
}

async function invitationTokenFor(origin: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { data } = await call<{ data: { links: string[] }[] }>(
      origin,
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const link = data
      .flatMap((mail) => mail.links)
      .find((address) => address.includes('/tenant/background-check?token='));
    const token = link && new URL(link).searchParams.get('token');
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation was mailed to ${email}`);
}

/** The driver's license the background check needs: a small real PDF, uploaded as the form does. */
async function uploadDriverLicense(origin: string, headers: Headers) {
  const form = new FormData();
  const pdf = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n';
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'license.pdf');
  const url = '/api/tenants/background-check/documents/driverLicense';
  const answer = await fetch(origin + url, { method: 'POST', headers, body: form });
  if (answer.status !== 201)
    throw new Error(`POST ${url} answered ${answer.status}: ${await answer.text()}`);
}

const monthsFrom = (date: Date, months: number, day: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, day))
    .toISOString()
    .slice(0, 10);

/** The owner, signed up; answers the owner's id. */
export async function signUpOwner(origin: string): Promise<string> {
  const { data, access_token: token } = await call<{ access_token: string; data: { _id: string } }>(
    origin,
    'POST',
    '/api/owners/create',
    benchOwner,
  );
  await call(
    origin,
    'PUT',
    '/api/owners/update',
    {
      bankDetails: {
        accountName: benchOwner.name,
        bankName: 'First Austin Bank',
        accountNumber: '000123456789',
        routingNumber: '111000025',
      },
    },
    { 'x-access-token': token },
  );
  return data._id;
}

export async function signInOwner(origin: string): Promise<Headers> {
  const { access_token: token } = await call<{ access_token: string }>(
    origin,
    'POST',
    '/api/owners/login',
    { email: benchOwner.email, password: benchOwner.password },
  );
  return { 'x-access-token': token };
}

/**
 * A property of the owner's, a lease on it that began 14 months ago for 22 months (as the seeded
 * ones), and the tenant taken through every step to the move-in payment received.
 */
export async function settleResident(origin: string, owner: Headers): Promise<void> {
  const { data: property } = await call<{ data: { propertyId: string } }>(
    origin,
    'POST',
    '/api/properties/create',
    {
      name: 'Bench Residence',
      type: 'house',
      description: 'A two-bedroom house with a garden on the river path.',
      contact: '+15125550100',
      units: 1,
      monthlyRent: 1500,
      securityDeposit: 1500,
      location: {
        address: '18 River Road',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        postalCode: '78704',
      },
    },
    owner,
  );
  const today = new Date();
  const { lease } = await call<{ lease: { leaseId: string } }>(
    origin,
    'POST',
    '/api/leases/create',
    {
      propertyId: property.propertyId,
      startDate: monthsFrom(today, -14, 5),
      endDate: monthsFrom(today, 8, 5),
      monthlyRent: 1500,
      securityDeposit: 1500,
      lateFee: 50,
      lateFeeAfterDays: 5,
      currentUnit: 1,
      // Fourteen months back: the owner records a tenancy that has already started.
      existingTenancy: true,
    },
    owner,
  );
  const { data: tenant } = await call<{ data: { tenantId: string } }>(
    origin,
    'POST',
    '/api/tenants/create',
    {
      leaseId: lease.leaseId,
      email: benchTenant.email,
      name: benchTenant.name,
      phone: '+15125550199',
      address: '7 Oak Lane, Austin, TX 78701',
    },
    owner,
  );
  const invitationToken = await invitationTokenFor(origin, benchTenant.email);
  const invited = { 'x-access-tenant-token': invitationToken };
  const tenantUrl = `/api/tenants/tenant/${tenant.tenantId}`;
  await uploadDriverLicense(origin, invited);
  await call(
    origin,
    'PUT',
    '/api/tenants/background-check',
    {
      phone: '+1 (512) 555-0199',
      dob: '1988-09-21',
      duration: 4,
      reasonForLeaving: 'Closer to work',
      backgroundCheck: { status: 'Pending', inChecks: 'In Progress', data: { ssn: '219-09-4321' } },
      payment: { hasPaid: false },
    },
    invited,
  );
  await call(origin, 'PUT', `${tenantUrl}/background-check`, { result: 'passed' }, owner);
  await call(origin, 'POST', `${tenantUrl}/lease/send`, {}, owner);
  await call(origin, 'POST', '/api/tenants/lease/sign', { fullName: benchTenant.name }, invited);
  await call(origin, 'POST', '/api/tenants/lease/payment', {}, invited);
  await call(
    origin,
    'POST',
    '/api/tenants/password/create',
    { token: invitationToken, email: benchTenant.email, password: benchTenant.password },
    invited,
  );
  await call(origin, 'PUT', `${tenantUrl}/payment`, { result: 'received' }, owner);
}

export async function signInTenant(origin: string): Promise<Headers> {
  const { data } = await call<{ data: { access_token: string } }>(
    origin,
    'POST',
    '/api/tenants/login',
    { email: benchTenant.email, password: benchTenant.password },
  );
  return { 'x-access-tenant-token': data.access_token };
}

/** A maintenance request filed by the signed-in resident (multipart, as the portal sends it). */
export async function fileMaintenanceRequest(origin: string, tenant: Headers): Promise<void> {
  const form = new FormData();
  form.set('title', 'Leaking tap');
  form.set('priority', 'Medium');
  form.set('date', new Date().toISOString().slice(0, 10));
  form.set('description', 'The kitchen tap drips all night.');
  const answer = await fetch(`${origin}/api/maintenance`, {
    method: 'POST',
    headers: tenant,
    body: form,
  });
  if (!answer.ok) {
    throw new Error(`POST /api/maintenance answered ${answer.status}: ${await answer.text()}`);
  }
}
