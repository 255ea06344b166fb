import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankStatementPayload,
  errorAnswer,
  fileOutgoingLinePayload,
  messageAnswer,
  outgoingLineAnswer,
  outgoingLineParams,
  outgoingLinePayload,
  outgoingLinesAnswer,
} from 'shared-api/contract';
import { signedInOwner } from '../auth/plugin';
import { OutgoingStatementLines } from './outgoing-statement-lines';

const security = [{ ownerToken: [] }];
const tags = ['expenses'];
const refusals = { 400: errorAnswer, 401: errorAnswer, 404: errorAnswer, 413: errorAnswer };

/** The bank statement's money out: filed as expenses, marked personal, or left; owner only. */
export const outgoingStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const outgoing = new OutgoingStatementLines(app);
  app.addHook('onRequest', app.requireOwner);
  const ownerOf = (request: Parameters<typeof signedInOwner>[0]) => signedInOwner(request).subject;

  app.post(
    '/expenses/statement',
    {
      schema: {
        tags,
        security,
        summary:
          "The bank statement's outgoing lines (CSV, as POST payments/statement), each open, filed as an expense or personal, with the property, category and payee chosen last time for its counterparty",
        body: bankStatementPayload,
        response: { 200: outgoingLinesAnswer, ...refusals },
      },
    },
    async (request) => ({ data: await outgoing.list(ownerOf(request), request.body.csv) }),
  );

  app.post(
    '/expenses/statement/file',
    {
      schema: {
        tags,
        security,
        summary:
          "File an outgoing line as an expense of the owner's property, on the line's date and for its amount; remembered for its counterparty. Once per line: again answers 409",
        body: fileOutgoingLinePayload,
        response: { 201: outgoingLineAnswer, ...refusals, 409: errorAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await outgoing.file(ownerOf(request), request.body) }),
  );

  app.post(
    '/expenses/statement/personal',
    {
      schema: {
        tags,
        security,
        summary: 'Mark an outgoing line personal: it stays out of the books. Once per line',
        body: outgoingLinePayload,
        response: { 200: outgoingLineAnswer, ...refusals, 409: errorAnswer },
      },
    },
    async (request) => ({ data: await outgoing.markPersonal(ownerOf(request), request.body) }),
  );

  app.delete(
    '/expenses/statement/:lineKey',
    {
      schema: {
        tags,
        security,
        summary:
          'Undo the decision on an outgoing line: a personal line is open again; a filed one has its expense deleted (its history kept) and is open again',
        params: outgoingLineParams,
        response: { 200: messageAnswer, 401: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      await outgoing.undo(ownerOf(request), request.params.lineKey);
      return { message: 'The statement line is open again' };
    },
  );
};
