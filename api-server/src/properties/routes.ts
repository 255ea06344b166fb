import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPropertyPayload,
  errorAnswer,
  pendingActivitiesAnswer,
  pendingActivitiesQuery,
  propertyAnswer,
  propertyListAnswer,
  propertyListQuery,
  propertyMetricsAnswer,
  updatePropertyPayload,
} from 'shared-api/contract';
import type { z } from 'zod';
import { sendJson } from '../answers/owner-answers';
import { signedInOwner } from '../auth/plugin';
import { todayUtc } from '../calendar';

const security = [{ ownerToken: [] }];
const refusals = { 400: errorAnswer, 401: errorAnswer, 404: errorAnswer };

/** Every route here is the signed-in owner's own: another owner's property answers 404. */
export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const portfolio = app.propertyPortfolio;
  app.addHook('onRequest', app.requireOwner);

  /** A page of properties, or a list of the one property asked for. */
  const propertyList = async (ownerId: string, query: z.output<typeof propertyListQuery>) => {
    if (query.propertyId !== undefined) {
      return {
        data: [await portfolio.find(ownerId, query.propertyId)],
        total: 1,
        nextCursor: null,
      };
    }
    const page = await portfolio.page(ownerId, query);
    return {
      data: page.properties.map((entry) => entry.property),
      total: page.total,
      nextCursor: page.nextCursor,
    };
  };

  app.get(
    '/properties',
    {
      schema: {
        tags: ['properties'],
        security,
        summary: 'A page of properties, newest first; with propertyId, a list of that one property',
        querystring: propertyListQuery,
        response: { 200: propertyListAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const ownerId = signedInOwner(request).subject;
      const json = await app.ownerAnswers.json(request, request.url, propertyListAnswer, () =>
        propertyList(ownerId, request.query),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/properties/metrics',
    {
      schema: {
        tags: ['properties'],
        security,
        summary: 'Totals over all properties',
        response: { 200: propertyMetricsAnswer, 401: errorAnswer },
      },
    },
    async (request, reply) => {
      const ownerId = signedInOwner(request).subject;
      const json = await app.ownerAnswers.json(
        request,
        request.url,
        propertyMetricsAnswer,
        async () => ({
          data: await portfolio.metrics(ownerId),
        }),
      );
      return sendJson(reply, json);
    },
  );

  app.post(
    '/properties/create',
    {
      schema: {
        tags: ['properties'],
        security,
        summary: 'List a new property (status available)',
        body: createPropertyPayload,
        response: { 201: propertyAnswer, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await portfolio.create(signedInOwner(request).subject, request.body) }),
  );

  app.put(
    '/properties/update',
    {
      schema: {
        tags: ['properties'],
        security,
        summary: 'Change any of the edit form fields of a property',
        body: updatePropertyPayload,
        response: { 200: propertyAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await portfolio.update(signedInOwner(request).subject, request.body),
    }),
  );

  app.get(
    '/owners/pending-activities',
    {
      schema: {
        tags: ['owners'],
        security,
        summary:
          'The oldest overdue rent (overdueLimit, 10 by default) and the newest vacant properties (vacantLimit, 10 by default), each with its total, for the dashboard tasks',
        querystring: pendingActivitiesQuery,
        response: { 200: pendingActivitiesAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request, reply) => {
      const ownerId = signedInOwner(request).subject;
      // Given again from memory while the owner's rent and properties are unchanged, on the same day.
      const key = `${todayUtc()} ${request.url}`;
      const json = await app.ownerAnswers.json(request, key, pendingActivitiesAnswer, async () => ({
        data: await portfolio.pendingActivities(ownerId, request.query),
      }));
      return sendJson(reply, json);
    },
  );
};
