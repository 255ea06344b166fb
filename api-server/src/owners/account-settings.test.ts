import { passwordMessages } from 'shared-api/contract';
import { signUpOwner } from '../test-support/owners';
import { type TestApp, startTestApp, startupTimeout } from '../test-support/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
}, startupTimeout);
afterAll(() => server.close());

const signIn = (email: string, password: string) =>
  server.request({ method: 'POST', url: '/api/owners/login', payload: { email, password } });

const changePassword = (token: string, payload: unknown) =>
  server.request({
    method: 'POST',
    url: '/api/owners/password/change',
    headers: { 'x-access-token': token },
    payload,
  });

describe('POST /api/owners/password/change', () => {
  test('refuses a wrong current password and changes nothing', async () => {
    const owner = await signUpOwner(server);
    const response = await changePassword(owner.token, {
      currentPassword: 'not-it-1',
      password: 'new-keys-22',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Your current password is not correct' });
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  test('applies the registration rules to the new password', async () => {
    const owner = await signUpOwner(server);
    const response = await changePassword(owner.token, {
      currentPassword: owner.password,
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(passwordMessages.tooShort);
  });

  test('refuses the current password as the new one', async () => {
    const owner = await signUpOwner(server);
    const response = await changePassword(owner.token, {
      currentPassword: owner.password,
      password: owner.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Choose a password different from the current one');
  });

  test('ends every other session; this one goes on with the answered token', async () => {
    const owner = await signUpOwner(server);
    const elsewhere = (await signIn(owner.email, owner.password)).json().access_token as string;

    const response = await changePassword(owner.token, {
      currentPassword: owner.password,
      password: 'new-keys-22',
    });
    expect(response.statusCode).toBe(200);
    const { access_token: renewed, message } = response.json();
    expect(message).toBe('Your password has been changed');

    for (const token of [elsewhere, owner.token]) {
      const old = await server.request({
        url: '/api/owners',
        headers: { 'x-access-token': token },
      });
      expect(old.statusCode).toBe(401);
    }
    const current = await server.request({
      url: '/api/owners',
      headers: { 'x-access-token': renewed },
    });
    expect(current.statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
    expect((await signIn(owner.email, 'new-keys-22')).statusCode).toBe(200);
  });

  test('needs a signed-in owner', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/owners/password/change',
      payload: { currentPassword: 'rent-day-1', password: 'new-keys-22' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/owners/update with a name', () => {
  test('changes the name, trimmed, and keeps the rest', async () => {
    const owner = await signUpOwner(server);
    const response = await server.request({
      method: 'PUT',
      url: '/api/owners/update',
      headers: owner.headers,
      payload: { name: '  Ada King  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Ada King', email: owner.email });
    const read = await server.request({ url: '/api/owners', headers: owner.headers });
    expect(read.json().data.name).toBe('Ada King');
  });

  test('refuses an empty name with words the form can show', async () => {
    const owner = await signUpOwner(server);
    const response = await server.request({
      method: 'PUT',
      url: '/api/owners/update',
      headers: owner.headers,
      payload: { name: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Name is required');
  });
});
