import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citiesAnswer, countriesAnswer, errorAnswer, statesAnswer } from 'shared-api/contract';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { citiesOf, countries, statesOf } from './catalogue';

const tags = ['locations'];
const countryCode = z.string().toUpperCase();

/** Countries, states and cities for the address forms, served from data shipped with the server. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=86400');
  });

  app.get(
    '/locations/countries',
    { schema: { tags, summary: 'Every country', response: { 200: countriesAnswer } } },
    async () => ({ data: countries() }),
  );

  app.get(
    '/locations/countries/:iso2/states',
    {
      schema: {
        tags,
        summary: 'The states of a country',
        params: z.object({ iso2: countryCode }),
        response: { 200: statesAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const states = statesOf(request.params.iso2);
      if (!states) throw notFound('Unknown country');
      return { data: states };
    },
  );

  app.get(
    '/locations/countries/:iso2/states/:stateCode/cities',
    {
      schema: {
        tags,
        summary: 'The cities of a state',
        params: z.object({ iso2: countryCode, stateCode: z.string().toUpperCase() }),
        response: { 200: citiesAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const cities = citiesOf(request.params.iso2, request.params.stateCode);
      if (!cities) throw notFound('Unknown country or state');
      return { data: cities };
    },
  );
};
