import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswer, paymentDecisionPayload, tenantAnswer } from 'shared-api/contract';
import { z } from 'zod';
import { signedInOwner } from '../auth/plugin';
import { tenantOf } from '../tenants/tenant-access';
import { MoveInPayments } from './move-in-payments';

const refusals = { 400: errorAnswer, 401: errorAnswer, 404: errorAnswer, 409: errorAnswer };

/** The move-in payment: "I've made this payment" from the tenant, received or not from the owner. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tenantPaymentRoutes);
  await app.register(ownerPaymentRoutes);
};

const tenantPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const moveInPayments = new MoveInPayments(app);
  app.addHook('onRequest', app.requireTenant(['invitation', 'session']));

  app.post(
    '/tenants/lease/payment',
    {
      schema: {
        tags: ['tenants (tenant)'],
        security: [{ tenantToken: [] }],
        summary: "I've made this payment: awaiting the owner's confirmation, hasPaid true",
        querystring: z.object({ token: z.string().optional() }),
        response: { 200: tenantAnswer, ...refusals },
      },
    },
    async (request) => ({ data: await moveInPayments.report(tenantOf(request).tenantId) }),
  );
};

const ownerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const moveInPayments = new MoveInPayments(app);
  app.addHook('onRequest', app.requireOwner);

  app.put(
    '/tenants/tenant/:tenantId/payment',
    {
      schema: {
        tags: ['tenants (owner)'],
        security: [{ ownerToken: [] }],
        summary:
          'Payment received (the lease becomes active, the tenant moves in) or not received (the tenant is told)',
        params: z.object({ tenantId: z.string() }),
        body: paymentDecisionPayload,
        response: { 200: tenantAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await moveInPayments.decide(
        signedInOwner(request).subject,
        request.params.tenantId,
        request.body.result,
      ),
    }),
  );
};
