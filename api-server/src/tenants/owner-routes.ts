import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allTenantsAnswer,
  allTenantsQuery,
  backgroundCheckReviewPayload,
  errorAnswer,
  inviteTenantPayload,
  tenantAnswer,
  tenantDocumentsAnswer,
  tenantMailsAnswer,
} from 'shared-api/contract';
import { z } from 'zod';
import { sendJson } from '../answers/owner-answers';
import { signedInOwner } from '../auth/plugin';
import { tenantMailLog } from '../mail/tenant-mail-log';
import { BackgroundChecks } from './background-checks';
import { TenantInvitations } from './invitations';
import { LeaseSigning } from './lease-signing';
import { TenantDirectory } from './tenant-directory';

const tags = ['tenants (owner)'];
const security = [{ ownerToken: [] }];
const refusals = {
  400: errorAnswer,
  401: errorAnswer,
  404: errorAnswer,
  409: errorAnswer,
  429: errorAnswer,
};
const tenantParams = z.object({ tenantId: z.string() });

/** The owner's side of the tenancy flow; another owner's tenant or lease answers 404. */
export const ownerTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = new TenantInvitations(app);
  const directory = new TenantDirectory(app.db);
  const backgroundChecks = new BackgroundChecks(app);
  const leaseSigning = new LeaseSigning(app);
  app.addHook('onRequest', app.requireOwner);

  app.post(
    '/tenants/create',
    {
      schema: {
        tags,
        security,
        summary:
          'Invite a tenant to a pending lease: mails the link to the background check (again: a new link, the old one retired)',
        body: inviteTenantPayload,
        response: { 200: tenantAnswer, 201: tenantAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { tenant, created } = await invitations.invite(
        signedInOwner(request).subject,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ data: tenant });
    },
  );

  app.get(
    '/tenants/all',
    {
      schema: {
        tags,
        security,
        summary:
          "A page of the owner's tenants, newest first, under `tenants`, with `total` and `nextCursor`; found by name or e-mail, stage or property",
        querystring: allTenantsQuery,
        response: { 200: allTenantsAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request, reply) => {
      const ownerId = signedInOwner(request).subject;
      const json = await app.ownerAnswers.json(request, request.url, allTenantsAnswer, () =>
        directory.page(ownerId, request.query),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/tenants/tenant/:tenantId',
    {
      schema: {
        tags,
        security,
        summary: 'One tenant with the background check, its documents and the stage',
        params: tenantParams,
        response: { 200: tenantAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await directory.find(signedInOwner(request).subject, request.params.tenantId),
    }),
  );

  app.post(
    '/tenants/tenant/:tenantId/invitation',
    {
      schema: {
        tags,
        security,
        summary: 'Mail the invitation again with a new link; the old link stops working',
        params: tenantParams,
        response: { 200: tenantAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await invitations.resend(signedInOwner(request).subject, request.params.tenantId),
    }),
  );

  app.get(
    '/tenants/tenant/:tenantId/mails',
    {
      schema: {
        tags,
        security,
        summary: 'The mails the product sent the tenant: subject and time, newest first',
        params: tenantParams,
        response: { 200: tenantMailsAnswer, ...refusals },
      },
    },
    async (request) => {
      const tenant = await directory.find(signedInOwner(request).subject, request.params.tenantId);
      return { data: await tenantMailLog(app.db, tenant.tenantId) };
    },
  );

  app.get(
    '/tenants/tenant/:tenantId/documents',
    {
      schema: {
        tags,
        security,
        summary: "The tenant's background-check documents",
        params: tenantParams,
        response: { 200: tenantDocumentsAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await backgroundChecks.documents(
        signedInOwner(request).subject,
        request.params.tenantId,
      ),
    }),
  );

  app.get(
    '/tenants/tenant/:tenantId/documents/:documentId',
    {
      schema: {
        tags,
        security,
        summary: 'Download one document, as an attachment',
        params: tenantParams.extend({ documentId: z.string() }),
        produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
        response: { 200: z.any().describe('The file itself'), ...refusals },
      },
    },
    async (request, reply) => {
      const { document, content } = await backgroundChecks.openDocument(
        signedInOwner(request).subject,
        request.params.tenantId,
        request.params.documentId,
      );
      return reply
        .headers({
          'content-type': document.contentType,
          'content-length': String(document.sizeBytes),
          'content-disposition': `attachment; filename="${document.fileName}"`,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'cache-control': 'private, no-store',
        })
        .send(content);
    },
  );

  app.put(
    '/tenants/tenant/:tenantId/background-check',
    {
      schema: {
        tags,
        security,
        summary: 'Passed or failed check; the tenant is mailed either way',
        params: tenantParams,
        body: backgroundCheckReviewPayload,
        response: { 200: tenantAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await backgroundChecks.review(
        signedInOwner(request).subject,
        request.params.tenantId,
        request.body.result,
      ),
    }),
  );

  app.post(
    '/tenants/tenant/:tenantId/lease/send',
    {
      schema: {
        tags,
        security,
        summary: 'Send the lease to sign (after a passed check; needs the bank details); mails',
        params: tenantParams,
        response: { 200: tenantAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await leaseSigning.send(signedInOwner(request).subject, request.params.tenantId),
    }),
  );
};
