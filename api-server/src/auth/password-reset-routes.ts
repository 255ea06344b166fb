import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorAnswer,
  forgotPasswordMessage,
  forgotPasswordPayload,
  messageAnswer,
  resetLinkCheckPayload,
  resetPasswordPayload,
} from 'shared-api/contract';

/** The account kind whose passwords are reset: owners or tenants. */
export interface ResettableAccounts {
  sendPasswordResetLink(email: string): Promise<void>;
  resetPassword(token: string, password: string, address: string): Promise<void>;
  /** Refuses, as `resetPassword` would, a link that is used, expired or unknown. */
  checkResetLink(token: string, address: string): Promise<void>;
}

/**
 * `POST {accountPath}/password/forgot`, `…/password/reset` and `…/password/reset/check`, the same
 * for owners and tenants.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  accountPath: '/owners' | '/tenants';
  accounts: ResettableAccounts;
  tags: string[];
}> = async (app, { accountPath, accounts, tags }) => {
  app.post(
    `${accountPath}/password/forgot`,
    {
      schema: {
        tags,
        summary: 'Mail a reset link; the same answer whether or not the account exists',
        body: forgotPasswordPayload,
        response: { 200: messageAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      // Answered before the account is looked up, so that no answer and no timing tells whether
      // it exists: the lookup, the link and its mail are the mail queue's work.
      const { email } = request.body;
      app.mailer.workLater(() => accounts.sendPasswordResetLink(email));
      return { message: forgotPasswordMessage };
    },
  );

  app.post(
    `${accountPath}/password/reset`,
    {
      schema: {
        tags,
        summary: 'Set a new password with a mailed reset link; ends every session',
        body: resetPasswordPayload,
        response: { 200: messageAnswer, 400: errorAnswer, 429: errorAnswer, 503: errorAnswer },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.token, request.body.password, request.ip);
      return { message: 'Your password has been changed. Kindly login to proceed' };
    },
  );

  app.post(
    `${accountPath}/password/reset/check`,
    {
      schema: {
        tags,
        summary: 'Whether a mailed reset link can still set a password (asked as its page opens)',
        body: resetLinkCheckPayload,
        response: { 200: messageAnswer, 400: errorAnswer, 429: errorAnswer, 503: errorAnswer },
      },
    },
    async (request) => {
      await accounts.checkResetLink(request.body.token, request.ip);
      return { message: 'This reset link can be used' };
    },
  );
};
