import type { CreatePropertyPayload, Owner, Property } from 'shared-api/contract';
import { outboxFolder } from '../mail/plugin';
import { readOutbox } from '../mail/mailer';
import type { TestApp } from './test-app';

let ownersSignedUp = 0;

export interface SignedUpOwner {
  token: string;
  owner: Owner;
  email: string;
  password: string;
  headers: { 'x-access-token': string };
}

export async function signUpOwner(
  server: TestApp,
  details: { name?: string; email?: string } = {},
): Promise<SignedUpOwner> {
  ownersSignedUp += 1;
  const email = details.email ?? `owner${ownersSignedUp}@example.com`;
  const password = 'rent-day-1';
  const response = await server.request({
    method: 'POST',
    url: '/api/owners/create',
    payload: { name: details.name ?? `Owner ${ownersSignedUp}`, email, password },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const body = response.json<{ access_token: string; data: Owner }>();
  return {
    token: body.access_token,
    owner: body.data,
    email,
    password,
    headers: { 'x-access-token': body.access_token },
  };
}

export function propertyPayload(
  overrides: Partial<CreatePropertyPayload> = {},
): CreatePropertyPayload {
  return {
    name: 'Elm Street Flats',
    type: 'apartment',
    contact: '+15125550100',
    isOnLease: false,
    units: 4,
    monthlyRent: 1250.5,
    status: 'available',
    location: {
      address: '12 Elm Street',
      state: 'TX',
      zip: '78701',
      country: 'US',
      city: 'Austin',
      postalCode: '78701',
    },
    ...overrides,
  };
}

export async function createProperty(
  server: TestApp,
  owner: SignedUpOwner,
  overrides: Partial<CreatePropertyPayload> = {},
): Promise<Property> {
  const response = await server.request({
    method: 'POST',
    url: '/api/properties/create',
    headers: owner.headers,
    payload: propertyPayload(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`property creation failed: ${response.body}`);
  return response.json<{ data: Property }>().data;
}

/** The mails the outbox holds for one recipient, newest first, once every pending send is done. */
export async function mailsTo(server: TestApp, email: string) {
  await server.app.mailer.settled();
  return (await readOutbox(outboxFolder(server.config))).filter((mail) => mail.to === email);
}

/** Verifies the owner's e-mail address as the owner does: asks for a code and enters the mailed one. */
export async function verifyOwnerEmail(server: TestApp, owner: SignedUpOwner) {
  const sent = await server.request({
    method: 'POST',
    url: '/api/owners/verify-email/send',
    headers: owner.headers,
  });
  if (sent.statusCode !== 200) throw new Error(`no verification code was sent: ${sent.body}`);
  const [mail] = await mailsTo(server, owner.email);
  const code = mail?.subject.match(/\b\d{6}\b/)?.[0] ?? '';
  const verified = await server.request({
    method: 'POST',
    url: '/api/owners/verify-email',
    headers: owner.headers,
    payload: { code },
  });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
}
