import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswer, searchAnswer, searchQuery } from 'shared-api/contract';
import { requesterOf, requireOwnerOrTenant } from '../maintenance/requesters';
import { searchAccount } from './account-search';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        security: [{ ownerToken: [] }, { tenantToken: [] }],
        summary:
          "Find by part of a name within the signed-in account: an owner's properties, tenants, leases and maintenance requests; a tenant's lease and requests. At most 5 of each kind",
        querystring: searchQuery,
        response: { 200: searchAnswer, 400: errorAnswer, 401: errorAnswer },
      },
      onRequest: requireOwnerOrTenant(app),
    },
    async (request) => ({
      data: await searchAccount(app.db, requesterOf(request), request.query.q),
    }),
  );
};
