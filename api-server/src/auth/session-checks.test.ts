import { type SignedUpOwner, signUpOwner } from '../test-support/owners';
import { type ActiveTenancy, activeTenancy } from '../test-support/tenancy';
import {
  type TestApp,
  startTestApp,
  startupTimeout,
  statementsDuring,
} from '../test-support/test-app';
import { OwnerSessions } from './owner-sessions';
import type { AccessTokenClaims } from './tokens';

let server: TestApp;
let owner: SignedUpOwner;
let stranger: SignedUpOwner;
let home: ActiveTenancy;

beforeAll(async () => {
  server = await startTestApp();
  owner = await signUpOwner(server);
  stranger = await signUpOwner(server);
  home = await activeTenancy(server, owner);
}, startupTimeout);

afterAll(() => server.close());

async function signIn(role: 'owner' | 'tenant', email: string, password: string) {
  const answer = await server.request({
    method: 'POST',
    url: `/api/${role}s/login`,
    payload: { email, password },
  });
  const body = answer.json();
  return (role === 'owner' ? body.access_token : body.data.access_token) as string;
}

async function signOut(role: 'owner' | 'tenant', token: string) {
  const header = role === 'owner' ? 'x-access-token' : 'x-access-tenant-token';
  const answer = await server.request({
    method: 'POST',
    url: `/api/${role}s/logout`,
    headers: { [header]: token },
  });
  expect(answer.statusCode).toBe(200);
}

async function claimsOf(audience: 'owner' | 'tenant', token: string) {
  const claims = await server.app.accessTokens.read(audience, token);
  if (!claims) throw new Error('the token does not read');
  return claims;
}

/** Each check asked ten times over, all in one turn of the event loop. */
const tenTimesEach = <Check>(checks: Check[]) => Array.from({ length: 10 }, () => checks).flat();

describe('owner session checks on the database, as a server makes them', () => {
  it('answers the checks of one turn in one statement, each with its own owner and token', async () => {
    // Read from the database each time, as with several servers (the embedded one keeps them).
    const sessions = await OwnerSessions.open(server.app.db, false);
    const laterToken = await signIn('owner', owner.email, owner.password);
    await signOut('owner', laterToken);
    const open = await claimsOf('owner', owner.token);
    const signedOut = await claimsOf('owner', laterToken);
    const strangers = await claimsOf('owner', stranger.token);
    const checks = tenTimesEach<AccessTokenClaims>([open, signedOut, strangers]);
    let answers: unknown[] = [];

    const statements = await statementsDuring(server.app, async () => {
      answers = await Promise.all(checks.map((claims) => sessions.sessionOf(claims)));
    });

    expect(statements).toBe(1);
    expect(answers).toEqual(
      checks.map((claims) =>
        claims === signedOut
          ? null
          : {
              owner: expect.objectContaining({ id: claims.subject }),
              writeCount: expect.any(Number),
            },
      ),
    );
  });

  it('sees a sign-out made after an earlier check', async () => {
    const sessions = await OwnerSessions.open(server.app.db, false);
    const token = await signIn('owner', stranger.email, stranger.password);
    const claims = await claimsOf('owner', token);
    expect(await sessions.sessionOf(claims)).not.toBeNull();

    await signOut('owner', token);

    expect(await sessions.sessionOf(claims)).toBeNull();
  });
});

describe('tenant token checks', () => {
  it('answers the checks of one turn in one statement, each with its own token', async () => {
    // Tokens not checked before: on the embedded database no check of them is kept yet.
    const open = await signIn('tenant', home.tenant.email, home.password);
    const signedOut = await signIn('tenant', home.tenant.email, home.password);
    await signOut('tenant', signedOut);
    const tokens = tenTimesEach([open, signedOut]);
    let answers: unknown[] = [];

    const statements = await statementsDuring(server.app, async () => {
      answers = await Promise.all(
        tokens.map((token) => server.app.readTenantToken(token, ['session'])),
      );
    });

    expect(statements).toBe(1);
    expect(answers).toEqual(
      tokens.map((token) =>
        token === signedOut
          ? null
          : expect.objectContaining({
              tenantId: home.tenant.tenant.tenantId,
              ownerId: owner.owner._id,
              via: 'session',
            }),
      ),
    );
  });
});
