import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInOwner } from '../auth/plugin';
import { ownerTokenHeader } from '../auth/plugin';
import { tenantOf } from '../tenants/tenant-access';

/** Who is asking: a signed-in owner or a signed-in tenant. */
export type Requester = { role: 'owner'; ownerId: string } | { role: 'tenant'; tenantId: string };

/**
 * The onRequest hook of a call open to both roles: the owner's token when `x-access-token` is
 * sent, otherwise a signed-in tenant session.
 */
export function requireOwnerOrTenant(app: FastifyInstance) {
  const tenantSession = app.requireTenant(['session']);
  return async (request: FastifyRequest) => {
    if (request.headers[ownerTokenHeader] !== undefined) return app.requireOwner(request);
    return tenantSession(request);
  };
}

export function requesterOf(request: FastifyRequest): Requester {
  if (request.ownerSession) return { role: 'owner', ownerId: signedInOwner(request).subject };
  return { role: 'tenant', tenantId: tenantOf(request).tenantId };
}
