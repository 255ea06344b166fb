import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PasswordHashingCost } from '../config';
import { unauthorized } from '../http/errors';
import { type OwnerRow, OwnerSessions } from './owner-sessions';
import { type Passwords, passwordsWithCost } from './passwords';
import { Throttle } from './throttle';
import { type AccessTokenClaims, type AccessTokens, accessTokensSignedWith } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
    accessTokens: AccessTokens;
    ownerSessions: OwnerSessions;
    throttle: Throttle;
    /** onRequest hook of every owner-only route: a valid, open owner session in `x-access-token`. */
    requireOwner(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    ownerSession: AccessTokenClaims | null;
    /** The signed-in owner's row, as the session check read it. */
    ownerAccount: OwnerRow | null;
    /**
     * The count of writes of the owner whose data the request is about (migration 0016), when the
     * session check read it: the answers kept in memory need no read of their own then.
     */
    ownerWriteCount: number | null;
  }
}

export const ownerTokenHeader = 'x-access-token';

export const authentication = fp(
  async (
    app: FastifyInstance,
    options: { jwtSecret: string; passwordHashing: PasswordHashingCost },
  ) => {
    app.decorate('passwords', passwordsWithCost(options.passwordHashing));
    app.decorate('accessTokens', accessTokensSignedWith(options.jwtSecret));
    app.decorate('ownerSessions', await OwnerSessions.open(app.db, app.dataInThisProcessOnly));
    app.decorate('throttle', new Throttle(app.db));
    app.decorateRequest('ownerSession', null);
    app.decorateRequest('ownerAccount', null);
    app.decorateRequest('ownerWriteCount', null);

    app.decorate('requireOwner', async (request: FastifyRequest) => {
      const token = request.headers[ownerTokenHeader];
      if (typeof token !== 'string' || token === '') {
        throw unauthorized('Please sign in to continue');
      }
      const claims = await app.accessTokens.read('owner', token);
      const session = claims && (await app.ownerSessions.sessionOf(claims));
      if (!claims || !session) throw unauthorized('Your session has ended. Please sign in again.');
      request.ownerSession = claims;
      request.ownerAccount = session.owner;
      request.ownerWriteCount = session.writeCount;
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);

/** The signed-in owner of a route guarded by `requireOwner`. */
export function signedInOwner(request: FastifyRequest): AccessTokenClaims {
  if (!request.ownerSession) throw unauthorized('Please sign in to continue');
  return request.ownerSession;
}

/** The signed-in owner's row of a route guarded by `requireOwner`. */
export function signedInOwnerAccount(request: FastifyRequest): OwnerRow {
  if (!request.ownerAccount) throw unauthorized('Please sign in to continue');
  return request.ownerAccount;
}
