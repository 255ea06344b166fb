import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PropertyPortfolio } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    propertyPortfolio: PropertyPortfolio;
  }
}

export const propertyPortfolio = fp(
  async (app: FastifyInstance) => {
    app.decorate('propertyPortfolio', new PropertyPortfolio(app.db));
  },
  { name: 'property-portfolio', dependencies: ['database'] },
);
