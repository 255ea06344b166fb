import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyStatementPayload,
  awaitingPaymentsAnswer,
  bankStatementPayload,
  errorAnswer,
  openLateFeesAnswer,
  overdueRentAnswer,
  owedChargesQuery,
  paymentDecisionPayload,
  paymentHistoryAnswer,
  paymentHistoryQuery,
  paymentHistoryRow,
  paymentSummaryAnswer,
  paymentSummaryQuery,
  recordRentPaymentPayload,
  rentLedgerAnswer,
  rentPaymentDecisionPayload,
  reportRentPaymentPayload,
  statementAnswer,
  tenantAnswer,
  tenantRentAnswer,
  waiveLateFeePayload,
} from 'shared-api/contract';
import { z } from 'zod';
import { sendJson } from '../answers/owner-answers';
import { signedInOwner } from '../auth/plugin';
import { csvOf } from '../http/csv';
import { badRequest } from '../http/errors';
import { tenantOf } from '../tenants/tenant-access';
import { matchStatement } from './bank-statement';
import { MoveInPayments } from './move-in-payments';
import { RentCollection } from './rent-collection';

const refusals = { 400: errorAnswer, 401: errorAnswer, 404: errorAnswer, 409: errorAnswer };

/**
 * The move-in payment ("I've made this payment", received or not), then the rent ledger after
 * move-in: the tenant's rent page and reports, the owner's decisions, records, waivers, history,
 * figures and bank-statement reconciliation.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tenantPaymentRoutes);
  await app.register(tenantRentRoutes);
  await app.register(ownerPaymentRoutes);
  await app.register(ownerRentRoutes);
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

const tenantRentRoutes: FastifyPluginAsyncZod = async (app) => {
  const rent = new RentCollection(app);
  app.addHook('onRequest', app.requireTenant(['session']));
  const schema = { tags: ['rent (tenant)'], security: [{ tenantToken: [] }] };

  app.get(
    '/tenants/rent',
    {
      schema: {
        ...schema,
        summary:
          "The signed-in tenant's rent: balance, next due, charges with late-fee reasons, payments, where to pay",
        response: { 200: tenantRentAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { tenantId } = tenantOf(request);
      const key = `${rent.todayIs()} ${request.url}`;
      const json = await app.ownerAnswers.tenantJson(request, key, tenantRentAnswer, async () => ({
        data: await rent.forTenant(tenantId),
      }));
      return sendJson(reply, json);
    },
  );

  app.post(
    '/tenants/rent/payments',
    {
      schema: {
        ...schema,
        summary:
          "I've made this payment, for the amount chosen; the same requestId again records nothing new",
        body: reportRentPaymentPayload,
        response: { 200: tenantRentAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await rent.report(
        tenantOf(request).tenantId,
        request.body.amount,
        request.body.requestId,
      ),
    }),
  );

  app.get(
    '/tenants/rent/payments/:paymentId/receipt',
    {
      schema: {
        ...schema,
        summary: 'A PDF receipt for a payment the owner received',
        params: z.object({ paymentId: z.string() }),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The PDF itself'), ...refusals },
      },
    },
    async (request, reply) => {
      const { entry, payment } = await rent.receiptOf(
        tenantOf(request).tenantId,
        request.params.paymentId,
      );
      // Loaded with the first PDF, not at start: pdf-lib is a sixth of the server's modules.
      const { receiptPdf } = await import('./receipt.js');
      const pdf = await receiptPdf(entry, payment);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${payment.date}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
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

const historyColumns = [
  'date',
  'tenantName',
  'propertyName',
  'type',
  'status',
  'amount',
  'currency',
  'reference',
] as const;

const ownerRentRoutes: FastifyPluginAsyncZod = async (app) => {
  const rent = new RentCollection(app);
  app.addHook('onRequest', app.requireOwner);
  const schema = { tags: ['rent (owner)'], security: [{ ownerToken: [] }] };
  const ownerOf = (request: FastifyRequest) => signedInOwner(request).subject;
  /** Given again from memory while the owner's rent and tenants are unchanged, on the same day. */
  const keptAnswer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: z.ZodType,
    read: (ownerId: string) => Promise<unknown>,
  ) => {
    const ownerId = ownerOf(request);
    const key = `${rent.todayIs()} ${request.url}`;
    return sendJson(reply, await app.ownerAnswers.json(request, key, answer, () => read(ownerId)));
  };

  app.get(
    '/payments/summary',
    {
      schema: {
        ...schema,
        summary:
          'Total revenue, pending, failed and collection rate for a period (this month by default), and twelve months of due against collected',
        querystring: paymentSummaryQuery,
        response: { 200: paymentSummaryAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (from && to && from > to) throw badRequest('The period must end after it starts');
      return keptAnswer(request, reply, paymentSummaryAnswer, async (ownerId) => ({
        data: await rent.summary(ownerId, { from, to }),
      }));
    },
  );

  app.get(
    '/payments/history',
    {
      schema: {
        ...schema,
        summary:
          'Every payment, newest first, filtered by property, tenant, status and dates; paged',
        querystring: paymentHistoryQuery,
        response: { 200: paymentHistoryAnswer, ...refusals },
      },
    },
    async (request, reply) =>
      keptAnswer(request, reply, paymentHistoryAnswer, (ownerId) =>
        rent.history(ownerId, request.query),
      ),
  );

  app.get(
    '/payments/history.csv',
    {
      schema: {
        ...schema,
        summary: 'The same history, every matching row, as a CSV file',
        querystring: paymentHistoryQuery.omit({ page: true, pageSize: true }),
        produces: ['text/csv'],
        response: { 200: z.any().describe('The CSV file'), ...refusals },
      },
    },
    async (request, reply) => {
      const rows = await rent.allPayments(ownerOf(request), request.query);
      const csv = csvOf(
        rows,
        historyColumns.map((key) => ({
          key,
          header: {
            date: 'Date',
            tenantName: 'Tenant',
            propertyName: 'Property',
            type: 'Type',
            status: 'Status',
            amount: 'Amount',
            currency: 'Currency',
            reference: 'Reference',
          }[key],
        })),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payment-history.csv"')
        .send(csv);
    },
  );

  app.get(
    '/payments/awaiting',
    {
      schema: {
        ...schema,
        summary: "Payments tenants reported that await the owner's decision, oldest first",
        response: { 200: awaitingPaymentsAnswer, ...refusals },
      },
    },
    async (request) => ({ data: await rent.awaiting(ownerOf(request)) }),
  );

  app.get(
    '/payments/overdue',
    {
      schema: {
        ...schema,
        summary:
          'Rent unpaid after its due date, oldest first, with tenant, property, amount and days; 50 at a time unless limit (up to 200), with total, totalAmount and nextCursor',
        querystring: owedChargesQuery,
        response: { 200: overdueRentAnswer, ...refusals },
      },
    },
    async (request, reply) =>
      keptAnswer(request, reply, overdueRentAnswer, (ownerId) =>
        rent.overdue(ownerId, request.query),
      ),
  );

  app.put(
    '/payments/:paymentId/decision',
    {
      schema: {
        ...schema,
        summary:
          'Mark received or Mark failed; the first decision stands, the same one again changes nothing',
        params: z.object({ paymentId: z.string() }),
        body: rentPaymentDecisionPayload,
        response: { 200: z.object({ data: paymentHistoryRow }), ...refusals },
      },
    },
    async (request) => ({
      data: await rent.decide(ownerOf(request), request.params.paymentId, request.body.result),
    }),
  );

  app.post(
    '/payments/record',
    {
      schema: {
        ...schema,
        summary: 'Money the owner received directly (cash, cheque, transfer), received at once',
        body: recordRentPaymentPayload,
        response: { 200: rentLedgerAnswer, ...refusals },
      },
    },
    async (request) => ({ data: await rent.record(ownerOf(request), request.body) }),
  );

  app.get(
    '/payments/leases/:leaseId/ledger',
    {
      schema: {
        ...schema,
        summary: "A lease's ledger: charges, late fees, payments, balance",
        params: z.object({ leaseId: z.string() }),
        response: { 200: rentLedgerAnswer, ...refusals },
      },
    },
    async (request) => ({ data: await rent.forLease(ownerOf(request), request.params.leaseId) }),
  );

  app.get(
    '/payments/late-fees',
    {
      schema: {
        ...schema,
        summary:
          "Late fees still owed over the owner's leases, each with why it exists, oldest first; 50 at a time unless limit (up to 200), with total and nextCursor",
        querystring: owedChargesQuery,
        response: { 200: openLateFeesAnswer, ...refusals },
      },
    },
    async (request, reply) =>
      keptAnswer(request, reply, openLateFeesAnswer, (ownerId) =>
        rent.openLateFees(ownerId, request.query),
      ),
  );

  app.post(
    '/payments/late-fees/:chargeId/waive',
    {
      schema: {
        ...schema,
        summary: 'Waive the late fee of a rent charge, with a reason that is kept',
        params: z.object({ chargeId: z.string() }),
        body: waiveLateFeePayload,
        response: { 200: rentLedgerAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await rent.waive(ownerOf(request), request.params.chargeId, request.body.reason),
    }),
  );

  app.post(
    '/payments/statement',
    {
      schema: {
        ...schema,
        summary:
          "A bank statement (CSV) matched to the owner's open charges by payment reference and amount; nothing is applied",
        body: bankStatementPayload,
        response: { 200: statementAnswer, 413: errorAnswer, ...refusals },
      },
    },
    async (request) => ({
      data: await matchStatement(rent, app, ownerOf(request), request.body.csv, rent.todayIs()),
    }),
  );

  app.post(
    '/payments/statement/apply',
    {
      schema: {
        ...schema,
        summary:
          'Apply the matched lines the owner accepted: each confirms a report or records a payment, once',
        body: applyStatementPayload,
        response: { 200: statementAnswer, 413: errorAnswer, ...refusals },
      },
    },
    async (request) => {
      const ownerId = ownerOf(request);
      const lines = await matchStatement(rent, app, ownerId, request.body.csv, rent.todayIs());
      const chosen = new Set(request.body.lineKeys);
      for (const line of lines) {
        // A line already recorded is kept on its payment whether chosen or not: it changes no money.
        if (!line.match || !(line.applied || chosen.has(line.lineKey))) continue;
        await rent.applyStatementLine(
          ownerId,
          { lineKey: line.lineKey, date: line.date, ...line.match },
          line.amount,
          line.match.reference,
        );
      }
      return {
        data: await matchStatement(rent, app, ownerId, request.body.csv, rent.todayIs()),
      };
    },
  );
};
