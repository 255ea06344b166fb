import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorAnswer,
  expenseAnswer,
  expenseCategoriesAnswer,
  expenseDetailAnswer,
  expenseListAnswer,
  expenseListQuery,
  expenseParams,
  expensePayload,
  maintenanceCostPayload,
  maintenanceVendorAnswer,
  maintenanceVendorPayload,
  messageAnswer,
  receiptSizeLimitBytes,
  recurringExpenseAnswer,
  recurringExpenseListAnswer,
  recurringExpenseParams,
  recurringExpensePayload,
  vendorAnswer,
  vendorListAnswer,
  vendorParams,
  vendorPayload,
} from 'shared-api/contract';
import { z } from 'zod';
import { sendJson } from '../answers/owner-answers';
import { signedInOwner } from '../auth/plugin';
import { discardRestOf } from '../files/uploads';
import { HttpError, badRequest } from '../http/errors';
import { ExpenseBook } from './expense-book';
import { RecurringExpenses } from './recurring-expenses';

const security = [{ ownerToken: [] }];
const refusals = { 400: errorAnswer, 401: errorAnswer, 404: errorAnswer };
const receiptSizeMb = receiptSizeLimitBytes / (1024 * 1024);

/** The owner's expenses (with receipts and history) and vendors; owner only. */
export const expenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const book = new ExpenseBook(app);
  const recurring = new RecurringExpenses(app);
  recurring.schedule();
  app.addHook('onRequest', app.requireOwner);
  await app.register(multipart, {
    limits: { fileSize: receiptSizeLimitBytes, files: 1, fields: 5, parts: 6 },
  });
  const ownerOf = (request: Parameters<typeof signedInOwner>[0]) => signedInOwner(request).subject;
  const tags = ['expenses'];

  app.get(
    '/expenses',
    {
      schema: {
        tags,
        security,
        summary:
          'The expenses, newest first, filtered by property, category and dates (both included); paged by `after`; `deleted=true`: the deleted ones instead, each with when',
        querystring: expenseListQuery,
        response: { 200: expenseListAnswer, ...refusals },
      },
    },
    // Kept in the one answer cache: any write to the owner's expenses or properties moves their
    // count of writes (migrations 0016 and 0090).
    async (request, reply) =>
      sendJson(
        reply,
        await app.ownerAnswers.json(request, request.url, expenseListAnswer, () =>
          book.list(ownerOf(request), request.query),
        ),
      ),
  );

  app.get(
    '/expenses/categories',
    {
      schema: {
        tags,
        security,
        summary:
          "The categories with their Schedule E lines, and the owner's sub-categories of each",
        response: { 200: expenseCategoriesAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ data: await book.categories(ownerOf(request)) }),
  );

  app.post(
    '/expenses',
    {
      schema: {
        tags,
        security,
        summary:
          "Record an expense on a property (optionally a unit and a maintenance request of that property), in the property's currency",
        body: expensePayload,
        response: { 201: expenseAnswer, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await book.record(ownerOf(request), request.body) }),
  );

  app.get(
    '/expenses/:expenseId',
    {
      schema: {
        tags,
        security,
        summary:
          'One expense with its history: each change with the expense as it stood after it; a deleted expense too (with `deletedAt`), for its owner',
        params: expenseParams,
        response: { 200: expenseDetailAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await book.detail(ownerOf(request), request.params.expenseId),
    }),
  );

  app.put(
    '/expenses/:expenseId',
    {
      schema: {
        tags,
        security,
        summary: 'Change an expense (every field); the history keeps the version before',
        params: expenseParams,
        body: expensePayload,
        response: { 200: expenseAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await book.edit(ownerOf(request), request.params.expenseId, request.body),
    }),
  );

  app.delete(
    '/expenses/:expenseId',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete an expense: it leaves the books, its history stays (`GET expenses/{expenseId}`, `GET expenses?deleted=true`)',
        params: expenseParams,
        response: { 200: messageAnswer, ...refusals },
      },
    },
    async (request) => {
      await book.remove(ownerOf(request), request.params.expenseId);
      return { message: 'Expense deleted' };
    },
  );

  app.post(
    '/expenses/:expenseId/receipt',
    {
      schema: {
        tags,
        security,
        summary: `Attach the receipt (multipart, one file): PDF, PNG, JPEG or WebP by content, at most ${receiptSizeMb} MB; replaces the one before`,
        consumes: ['multipart/form-data'],
        params: expenseParams,
        response: { 201: expenseAnswer, ...refusals, 413: errorAnswer, 415: errorAnswer },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the receipt as multipart/form-data');
      }
      return app.uploadInTurn(async () => {
        const file = await request.file();
        if (!file) throw badRequest('Attach the receipt as a file');
        const attached = await book
          .attachReceipt(ownerOf(request), request.params.expenseId, file)
          .catch((error: unknown) => {
            discardRestOf(request, reply);
            throw error;
          });
        return reply.code(201).send({ data: attached });
      });
    },
  );

  app.get(
    '/expenses/:expenseId/receipt',
    {
      schema: {
        tags,
        security,
        summary: "Download the expense's receipt, as an attachment",
        params: expenseParams,
        produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
        response: { 200: z.any().describe('The file itself'), ...refusals },
      },
    },
    async (request, reply) => {
      const receipt = await book.openReceipt(ownerOf(request), request.params.expenseId);
      return reply
        .headers({
          'content-type': receipt.contentType,
          'content-length': String(receipt.sizeBytes),
          'content-disposition': `attachment; filename="${receipt.fileName}"`,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'cache-control': 'private, no-store',
        })
        .send(receipt.content);
    },
  );

  app.get(
    '/recurring-expenses',
    {
      schema: {
        tags,
        security,
        summary: 'The running recurring expenses, with how many expenses each has made',
        response: { 200: recurringExpenseListAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ data: await recurring.list(ownerOf(request)) }),
  );

  app.post(
    '/recurring-expenses',
    {
      schema: {
        tags,
        security,
        summary:
          'Start an expense made every month, quarter or year from its first date (until its last): the periods already due are made at once, each later one once by the scheduled job',
        body: recurringExpensePayload,
        response: { 201: recurringExpenseAnswer, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await recurring.start(ownerOf(request), request.body) }),
  );

  app.delete(
    '/recurring-expenses/:recurringExpenseId',
    {
      schema: {
        tags,
        security,
        summary: 'Stop a recurring expense: no more periods are made, those made stay',
        params: recurringExpenseParams,
        response: { 200: messageAnswer, ...refusals },
      },
    },
    async (request) => {
      await recurring.stop(ownerOf(request), request.params.recurringExpenseId);
      return { message: 'Recurring expense stopped' };
    },
  );

  const vendorTags = ['vendors'];
  const requestParams = z.object({ requestId: z.string() });

  app.get(
    '/maintenance/:requestId/vendor',
    {
      schema: {
        tags: vendorTags,
        security,
        summary: "The request's vendor, if one is assigned, and the costs recorded against it",
        params: requestParams,
        response: { 200: maintenanceVendorAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await book.requestVendor(ownerOf(request), request.params.requestId),
    }),
  );

  app.put(
    '/maintenance/:requestId/vendor',
    {
      schema: {
        tags: vendorTags,
        security,
        summary: 'Give the request to one of your vendors (in place of any before)',
        params: requestParams,
        body: maintenanceVendorPayload,
        response: { 200: maintenanceVendorAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await book.assignVendor(
        ownerOf(request),
        request.params.requestId,
        request.body.vendorId,
      ),
    }),
  );

  app.delete(
    '/maintenance/:requestId/vendor',
    {
      schema: {
        tags: vendorTags,
        security,
        summary: 'Take the request back from its vendor',
        params: requestParams,
        response: { 200: maintenanceVendorAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await book.unassignVendor(ownerOf(request), request.params.requestId),
    }),
  );

  app.post(
    '/maintenance/:requestId/cost',
    {
      schema: {
        tags,
        security,
        summary:
          'Record the cost of a resolved request: an expense of its property linked to it, paid to its vendor (or `payee`), a repair unless `category` says otherwise; attach the receipt with POST expenses/{expenseId}/receipt',
        params: requestParams,
        body: maintenanceCostPayload,
        response: { 201: expenseAnswer, ...refusals, 409: errorAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await book.recordCost(ownerOf(request), request.params.requestId, request.body),
      }),
  );

  app.get(
    '/vendors',
    {
      schema: {
        tags: vendorTags,
        security,
        summary: "The owner's vendors, by name",
        response: { 200: vendorListAnswer, 401: errorAnswer },
      },
    },
    async (request) => ({ data: await book.vendors(ownerOf(request)) }),
  );

  app.post(
    '/vendors',
    {
      schema: {
        tags: vendorTags,
        security,
        summary: 'Add a vendor: name, trade, phone, e-mail, notes',
        body: vendorPayload,
        response: { 201: vendorAnswer, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await book.addVendor(ownerOf(request), request.body) }),
  );

  app.put(
    '/vendors/:vendorId',
    {
      schema: {
        tags: vendorTags,
        security,
        summary: 'Change a vendor',
        params: vendorParams,
        body: vendorPayload,
        response: { 200: vendorAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await book.editVendor(ownerOf(request), request.params.vendorId, request.body),
    }),
  );

  app.delete(
    '/vendors/:vendorId',
    {
      schema: {
        tags: vendorTags,
        security,
        summary: 'Remove a vendor',
        params: vendorParams,
        response: { 200: messageAnswer, ...refusals },
      },
    },
    async (request) => {
      await book.removeVendor(ownerOf(request), request.params.vendorId);
      return { message: 'Vendor removed' };
    },
  );
};
