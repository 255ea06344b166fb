import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createLeasePayload,
  errorAnswer,
  leaseAnswer,
  leaseListAnswer,
  leaseListQuery,
  updateLeasePayload,
} from 'shared-api/contract';
import { z } from 'zod';
import { signedInOwner } from '../auth/plugin';
import { LeaseBook } from './lease-book';

const tags = ['leases'];
const security = [{ ownerToken: [] }];
const refusals = { 400: errorAnswer, 401: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const leaseParams = z.object({ leaseId: z.string() });

/** Every route here is the signed-in owner's own: another owner's lease or property answers 404. */
export const leaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const leaseBook = new LeaseBook(app);
  app.addHook('onRequest', app.requireOwner);

  app.post(
    '/leases/create',
    {
      schema: {
        tags,
        security,
        summary:
          'Create a pending lease on a unit of a property (the same terms again: that lease)',
        body: createLeasePayload,
        response: { 200: leaseAnswer, 201: leaseAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { lease, created } = await leaseBook.create(
        signedInOwner(request).subject,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ lease });
    },
  );

  app.get(
    '/leases',
    {
      schema: {
        tags,
        security,
        summary: "A property's leases (or all the owner's), newest first, under `lease`",
        querystring: leaseListQuery,
        response: { 200: leaseListAnswer, ...refusals },
      },
    },
    async (request) => ({
      lease: await leaseBook.list(signedInOwner(request).subject, request.query.propertyId),
    }),
  );

  app.get(
    '/lease/:leaseId',
    {
      schema: {
        tags,
        security,
        summary: 'One lease',
        params: leaseParams,
        response: { 200: leaseAnswer, ...refusals },
      },
    },
    async (request) => ({
      lease: await leaseBook.find(signedInOwner(request).subject, request.params.leaseId),
    }),
  );

  app.put(
    '/lease/:leaseId',
    {
      schema: {
        tags,
        security,
        summary: 'Change the terms (until sent), the status, or the inspection and renewal notes',
        params: leaseParams,
        body: updateLeasePayload,
        response: { 200: leaseAnswer, ...refusals },
      },
    },
    async (request) => ({
      lease: await leaseBook.update(
        signedInOwner(request).subject,
        request.params.leaseId,
        request.body,
      ),
    }),
  );
};
