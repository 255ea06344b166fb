import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backgroundCheckPayload,
  changeTenantPasswordPayload,
  changedTenantPasswordAnswer,
  createTenantPasswordPayload,
  documentSizeLimitBytes,
  errorAnswer,
  leaseTermsAnswer,
  messageAnswer,
  propertyTenantsAnswer,
  signInPayload,
  signLeasePayload,
  tenantAnswer,
  tenantDocumentAnswer,
  tenantDocumentKindParams,
  tenantMetricsAnswer,
  tenantProfileAnswer,
  tenantSignInAnswer,
  tenantsQuery,
  updateTenantPayload,
} from 'shared-api/contract';
import { z } from 'zod';
import { sendJson } from '../answers/owner-answers';
import { passwordResetRoutes } from '../auth/password-reset-routes';
import { signedInOwner } from '../auth/plugin';
import { todayUtc } from '../calendar';
import { discardRestOf } from '../files/uploads';
import { HttpError, badRequest } from '../http/errors';
import { BackgroundChecks } from './background-checks';
import { LeaseSigning } from './lease-signing';
import { tenantOf } from './tenant-access';
import { TenantAccounts } from './tenant-accounts';
import { TenantDirectory } from './tenant-directory';
import { tenantMetrics } from './tenant-metrics';

const tags = ['tenants (tenant)'];
const invitationOrSession = [{ tenantToken: [] }];
const refusals = { 400: errorAnswer, 401: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const linkToken = z.object({ token: z.string().optional() });

/** The tenant's side: the onboarding calls (invitation or session), the account, the dashboard. */
export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = new TenantDirectory(app.db);
  const accounts = new TenantAccounts(app);

  app.get(
    '/tenants',
    {
      schema: {
        tags: [...tags, 'tenants (owner)'],
        security: [{ tenantToken: [] }, { ownerToken: [] }],
        summary:
          "With the tenant's token: the tenant under `tenant`. With ?propertyId= and the owner's token: the property's tenants under `data`",
        querystring: tenantsQuery,
        response: { 200: z.union([tenantProfileAnswer, propertyTenantsAnswer]), ...refusals },
      },
      onRequest: async (request) => {
        const { propertyId } = request.query as { propertyId?: unknown };
        if (propertyId !== undefined) return app.requireOwner(request);
        return app.requireTenant(['invitation', 'session'])(request);
      },
    },
    async (request, reply) => {
      const { propertyId } = request.query;
      if (propertyId !== undefined) {
        return { data: await directory.ofProperty(signedInOwner(request).subject, propertyId) };
      }
      // Kept, as the tenant's dashboard and rent page are, while their owner's count of writes
      // stands: every table the record is drawn from is counted (migration 0016).
      const json = await app.ownerAnswers.tenantJson(
        request,
        'own record',
        tenantProfileAnswer,
        async () => ({ tenant: await directory.own(tenantOf(request).tenantId) }),
      );
      return sendJson(reply, json);
    },
  );

  await app.register(onboardingRoutes);
  await app.register(signedInTenantRoutes);

  app.post(
    '/tenants/password/create',
    {
      schema: {
        tags,
        summary:
          'Choose a password with the invitation (token in the body) for the invited e-mail; the link then stops working',
        body: createTenantPasswordPayload,
        response: { 200: messageAnswer, ...refusals },
      },
    },
    async (request) => {
      await accounts.createPassword(request.body);
      return { message: 'Password created successfully. Kindly login to proceed' };
    },
  );

  app.post(
    '/tenants/login',
    {
      schema: {
        tags,
        summary: 'Sign in; answers data.access_token (for x-access-tenant-token) and the tenant',
        body: signInPayload,
        response: { 200: tenantSignInAnswer, 400: errorAnswer, 401: errorAnswer, 429: errorAnswer },
      },
    },
    (request) => accounts.signIn(request.body, request.ip),
  );

  await app.register(passwordResetRoutes, { accountPath: '/tenants', accounts, tags });
};

/** Opened by the invitation link (header or ?token=) or by a signed-in session. */
const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const backgroundChecks = new BackgroundChecks(app);
  const leaseSigning = new LeaseSigning(app);
  app.addHook('onRequest', app.requireTenant(['invitation', 'session']));
  await app.register(multipart, {
    limits: { fileSize: documentSizeLimitBytes, files: 1, fields: 5, parts: 6 },
  });

  app.put(
    '/tenants/background-check',
    {
      schema: {
        tags,
        security: invitationOrSession,
        summary: 'Submit the background check: Pending / In Progress, not paid',
        querystring: linkToken,
        body: backgroundCheckPayload,
        response: {
          200: tenantAnswer,
          ...refusals,
          400: errorAnswer.describe("Invalid details, or no driver's license uploaded"),
        },
      },
    },
    async (request) => ({
      data: await backgroundChecks.submit(tenantOf(request).tenantId, request.body),
    }),
  );

  app.post(
    '/tenants/background-check/documents/:kind',
    {
      schema: {
        tags,
        security: invitationOrSession,
        summary:
          'Upload a document (multipart, one file): PDF, PNG, JPEG or WebP by content, at most 10 MB; replaces the one of the same kind',
        consumes: ['multipart/form-data'],
        querystring: linkToken,
        params: tenantDocumentKindParams,
        response: { 201: tenantDocumentAnswer, ...refusals, 413: errorAnswer, 415: errorAnswer },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the document as multipart/form-data');
      }
      return app.uploadInTurn(async () => {
        const file = await request.file();
        if (!file) throw badRequest('Attach the document as a file');
        const document = await backgroundChecks
          .uploadDocument(tenantOf(request).tenantId, request.params.kind, file)
          .catch((error: unknown) => {
            discardRestOf(request, reply);
            throw error;
          });
        return reply.code(201).send({ data: document });
      });
    },
  );

  app.delete(
    '/tenants/background-check/documents/:kind',
    {
      schema: {
        tags,
        security: invitationOrSession,
        summary: "Remove the document of one kind before the owner's review",
        querystring: linkToken,
        params: tenantDocumentKindParams,
        response: { 200: messageAnswer, ...refusals },
      },
    },
    async (request) => {
      await backgroundChecks.removeDocument(tenantOf(request).tenantId, request.params.kind);
      return { message: 'Document removed' };
    },
  );

  app.get(
    '/tenants/lease',
    {
      schema: {
        tags,
        security: invitationOrSession,
        summary:
          "The lease sent to the tenant: terms, amount due now and the owner's bank details for the transfer",
        querystring: linkToken,
        response: { 200: leaseTermsAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      // Kept while the owner's count of writes stands: the lease, tenant, signature, property and
      // the owner's bank details and contact are all counted (migrations 0016, 0041 and 0061).
      const json = await app.ownerAnswers.tenantJson(
        request,
        'lease terms',
        leaseTermsAnswer,
        async () => ({
          data: await leaseSigning.terms(tenantOf(request).tenantId),
        }),
      );
      return sendJson(reply, json);
    },
  );

  app.post(
    '/tenants/lease/sign',
    {
      schema: {
        tags,
        security: invitationOrSession,
        summary:
          "Sign with the typed full name (the tenant's own); the time, address and browser are recorded",
        querystring: linkToken,
        body: signLeasePayload,
        response: { 200: tenantAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await leaseSigning.sign(tenantOf(request).tenantId, request.body.fullName, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    }),
  );
};

/** Opened only by a signed-in tenant session, never by the invitation. */
const signedInTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new TenantAccounts(app);
  const leaseSigning = new LeaseSigning(app);
  app.addHook('onRequest', app.requireTenant(['session']));

  app.put(
    '/tenants/update',
    {
      schema: {
        tags,
        security: [{ tenantToken: [] }],
        summary: "Change the signed-in tenant's phone number",
        body: updateTenantPayload,
        response: { 200: tenantAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({
      data: await accounts.updatePhone(tenantOf(request).tenantId, request.body.phone),
    }),
  );

  app.post(
    '/tenants/password/change',
    {
      schema: {
        tags,
        security: [{ tenantToken: [] }],
        summary:
          'Change the password with the current one; every other session ends, and this one goes on with the token answered',
        body: changeTenantPasswordPayload,
        response: {
          200: changedTenantPasswordAnswer,
          400: errorAnswer,
          401: errorAnswer,
          429: errorAnswer,
        },
      },
    },
    async (request) => {
      const { claims, tenantId } = tenantOf(request);
      const token = await accounts.changePassword(
        { ...claims, tenantId },
        request.body,
        request.ip,
      );
      return { message: 'Your password has been changed', access_token: token };
    },
  );

  app.get(
    '/tenants/lease/document',
    {
      schema: {
        tags,
        security: [{ tenantToken: [] }],
        summary: 'The lease as a PDF, with the same terms and signature record as the lease page',
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The PDF itself'), 401: errorAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const terms = await leaseSigning.terms(tenantOf(request).tenantId);
      // Loaded with the first PDF, not at start: pdf-lib is a sixth of the server's modules.
      const { leaseDocument } = await import('./lease-document.js');
      const pdf = await leaseDocument(terms);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="lease-${terms.leaseId}.pdf"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/tenants/metrics',
    {
      schema: {
        tags,
        security: [{ tenantToken: [] }],
        summary: "The signed-in tenant's dashboard figures",
        response: { 200: tenantMetricsAnswer, 401: errorAnswer },
      },
    },
    async (request, reply) => {
      const { tenantId } = tenantOf(request);
      const key = `${todayUtc()} ${request.url}`;
      const json = await app.ownerAnswers.tenantJson(
        request,
        key,
        tenantMetricsAnswer,
        async () => ({
          data: await tenantMetrics(app.db, tenantId),
        }),
      );
      return sendJson(reply, json);
    },
  );

  app.post(
    '/tenants/logout',
    {
      schema: {
        tags,
        security: [{ tenantToken: [] }],
        summary: 'Sign out: the token stops working',
        response: { 200: messageAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      await accounts.signOut(tenantOf(request).claims);
      return { message: 'Signed out' };
    },
  );
};
