import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswer, searchAnswer, searchQuery } from 'shared-api/contract';
import { sendJson } from '../answers/owner-answers';
import { requesterOf, requireOwnerOrTenant } from '../maintenance/requesters';
import { ownerResults, tenantResults } from './account-search';

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
    async (request, reply) => {
      const requester = requesterOf(request);
      const words = request.query.q;
      // One query on the trigram indexes (migration 0051); the same words typed again are given
      // from memory while nothing they look through has changed.
      const json =
        requester.role === 'owner'
          ? await app.ownerAnswers.json(request, request.url, searchAnswer, async () => ({
              data: await ownerResults(app.db, requester.ownerId, words),
            }))
          : await app.ownerAnswers.tenantJson(request, request.url, searchAnswer, async () => ({
              data: await tenantResults(app.db, requester.tenantId, words),
            }));
      return sendJson(reply, json);
    },
  );
};
