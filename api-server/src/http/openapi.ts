import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { ownerTokenHeader } from '../auth/plugin';
import { tenantTokenHeader } from '../tenants/tenant-access';

/** The OpenAPI document, drawn from the routes' own zod schemas: /api/docs (UI) and /api/docs/json. */
export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Homestead API',
        description: 'Property management and rent collection. Failures answer { "error": "..." }.',
        version: '1',
      },
      components: {
        securitySchemes: {
          ownerToken: { type: 'apiKey', in: 'header', name: ownerTokenHeader },
          tenantToken: { type: 'apiKey', in: 'header', name: tenantTokenHeader },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
});
