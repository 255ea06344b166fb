import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeOwnerPasswordPayload,
  changedOwnerPasswordAnswer,
  createOwnerPayload,
  errorAnswer,
  messageAnswer,
  ownerAnswer,
  ownerSignInAnswer,
  signInPayload,
  updateOwnerPayload,
  verifyEmailPayload,
} from 'shared-api/contract';
import { passwordResetRoutes } from '../auth/password-reset-routes';
import { signedInOwner, signedInOwnerAccount } from '../auth/plugin';
import { sealPlainBankNumbers } from './bank-numbers';
import { OwnerAccounts, ownerAnswer as ownerData } from './service';

const tags = ['owners'];
const signedInOnly = { tags, security: [{ ownerToken: [] }] };

export const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = new OwnerAccounts(app);
  app.addHook('onReady', async () => {
    const sealed = await sealPlainBankNumbers(app);
    if (sealed > 0) app.log.info({ owners: sealed }, 'bank numbers kept plain until now sealed');
  });

  app.post(
    '/owners/create',
    {
      schema: {
        tags,
        summary: 'Register an owner; answers a signed-in session',
        body: createOwnerPayload,
        response: {
          201: ownerSignInAnswer,
          400: errorAnswer,
          409: errorAnswer,
          429: errorAnswer,
          503: errorAnswer,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.register(request.body, request.ip)),
  );

  app.post(
    '/owners/login',
    {
      schema: {
        tags,
        summary: 'Sign in; answers access_token at the top level',
        body: signInPayload,
        response: {
          200: ownerSignInAnswer,
          400: errorAnswer,
          401: errorAnswer,
          429: errorAnswer,
          503: errorAnswer,
        },
      },
    },
    (request) => accounts.signIn(request.body, request.ip),
  );

  await app.register(passwordResetRoutes, { accountPath: '/owners', accounts, tags });

  await app.register(signedInOwnerRoutes, { accounts });
};

const signedInOwnerRoutes: FastifyPluginAsyncZod<{ accounts: OwnerAccounts }> = async (
  app,
  { accounts },
) => {
  app.addHook('onRequest', app.requireOwner);

  app.post(
    '/owners/logout',
    {
      schema: {
        ...signedInOnly,
        summary: 'Sign out: the token stops working',
        response: { 200: messageAnswer, 401: errorAnswer },
      },
    },
    async (request) => {
      await accounts.signOut(signedInOwner(request));
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/owners',
    {
      schema: {
        ...signedInOnly,
        summary: 'The signed-in owner',
        response: { 200: ownerAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ data: ownerData(signedInOwnerAccount(request)) }),
  );

  app.put(
    '/owners/update',
    {
      schema: {
        ...signedInOnly,
        summary: 'Change the name, the phone and/or the bank details for rent by transfer',
        body: updateOwnerPayload,
        response: { 200: ownerAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({
      data: await accounts.update(signedInOwner(request).subject, request.body),
    }),
  );

  app.post(
    '/owners/password/change',
    {
      schema: {
        ...signedInOnly,
        summary:
          'Change the password with the current one; ends every other session and answers a new token for this one',
        body: changeOwnerPasswordPayload,
        response: {
          200: changedOwnerPasswordAnswer,
          400: errorAnswer,
          401: errorAnswer,
          429: errorAnswer,
        },
      },
    },
    async (request) => ({
      message: 'Your password has been changed',
      access_token: await accounts.changePassword(signedInOwner(request), request.body, request.ip),
    }),
  );

  app.post(
    '/owners/verify-email/send',
    {
      schema: {
        ...signedInOnly,
        summary: 'Mail a 6-digit code, valid 10 minutes, 5 tries',
        response: { 200: messageAnswer, 401: errorAnswer, 409: errorAnswer, 429: errorAnswer },
      },
    },
    async (request) => {
      await accounts.sendEmailVerificationCode(signedInOwner(request).subject);
      return { message: 'We have sent a 6-digit code to your email' };
    },
  );

  app.post(
    '/owners/verify-email',
    {
      schema: {
        ...signedInOnly,
        summary: 'Verify the e-mail with the mailed code',
        body: verifyEmailPayload,
        response: { 200: ownerAnswer, 400: errorAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({
      data: await accounts.verifyEmail(signedInOwner(request).subject, request.body.code),
    }),
  );
};
