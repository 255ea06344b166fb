import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PasswordHashingCost } from '../config';
import { unauthorized } from '../http/errors';
import { OwnerSessions } from './owner-sessions';
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

    app.decorate('requireOwner', async (request: FastifyRequest) => {
      const token = request.headers[ownerTokenHeader];
      if (typeof token !== 'string' || token === '') {
        throw unauthorized('Please sign in to continue');
      }
      const claims = await app.accessTokens.read('owner', token);
      if (!claims || !(await app.ownerSessions.isOpen(claims))) {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      request.ownerSession = claims;
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);

/** The signed-in owner of a route guarded by `requireOwner`. */
export function signedInOwner(request: FastifyRequest): AccessTokenClaims {
  if (!request.ownerSession) throw unauthorized('Please sign in to continue');
  return request.ownerSession;
}
