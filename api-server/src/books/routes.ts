import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  booksPropertyPageSize,
  booksQuery,
  booksSummaryAnswer,
  booksSummaryQuery,
  errorAnswer,
  yearQuery,
} from 'shared-api/contract';
import { z } from 'zod';
import { sendJson } from '../answers/owner-answers';
import { signedInOwner, signedInOwnerAccount } from '../auth/plugin';
import { todayUtc } from '../calendar';
import { csvOf } from '../http/csv';
import { sendKept } from '../http/kept-compression';
import { tooManyRequests } from '../http/errors';
import { toDollars } from '../money';
import { type BookTransaction, BookKeeper } from './book-keeper';
import { OwnerExports } from './export-lock';
import { scheduleEFormLines, scheduleELinesOf } from './schedule-e-lines';

const tags = ['books'];

/** The transactions export's columns, as an accountant's import reads them. */
const transactionColumns: { key: keyof BookTransaction | 'amount'; header: string }[] = [
  { key: 'date', header: 'Date' },
  { key: 'description', header: 'Description' },
  { key: 'amount', header: 'Amount' },
  { key: 'currency', header: 'Currency' },
  { key: 'category', header: 'Category' },
  { key: 'propertyName', header: 'Account' },
  { key: 'payee', header: 'Payee' },
  { key: 'receiptName', header: 'Receipt' },
];

/** How many rows of the transactions export are written between two turns of the event loop. */
const rowsAPart = 2000;
const security = [{ ownerToken: [] }];
const refusals = { 400: errorAnswer, 401: errorAnswer };

const scheduleEColumns: { key: string; header: string }[] = [
  { key: 'property', header: 'Property' },
  { key: 'address', header: 'Address' },
  { key: 'currency', header: 'Currency' },
  ...scheduleEFormLines.map(({ line, label }) => ({
    key: `line${line}`,
    header: `Line ${line}: ${label}`,
  })),
];

const exportUnderWay =
  'Your transactions are already being exported: try again once that download has ended';

/** The owner's books: income from the rent ledger, expenses, NOI, and the year's exports. */
export const bookRoutes: FastifyPluginAsyncZod = async (app) => {
  const keeper = new BookKeeper(app);
  /** One transactions export at a time per owner, on every server of the database. */
  const exports = new OwnerExports(app);
  app.addHook('onRequest', app.requireOwner);

  app.get(
    '/books/summary',
    {
      schema: {
        tags,
        security,
        summary:
          'Income (rent and late fees paid, by the month they fell due), deposits collected (held apart), expenses by category and net operating income for a period, by month and by property (a page of properties at a time, by name or by NOI), per currency',
        querystring: booksSummaryQuery,
        response: { 200: booksSummaryAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      // Income counts up to today: the day is part of what the answer depends on.
      const json = await app.ownerAnswers.json(
        request,
        `${todayUtc()} ${request.url}`,
        booksSummaryAnswer,
        async () => {
          const { sort, page, limit, byProperty, ...period } = request.query;
          return {
            data: await keeper.summary(
              signedInOwner(request).subject,
              { ...period, byProperty: byProperty !== 'false' },
              { sort: sort ?? 'name', page: page ?? 1, limit: limit ?? booksPropertyPageSize },
            ),
          };
        },
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/books/schedule-e.csv',
    {
      schema: {
        tags,
        security,
        summary: "The year's income and expenses of each property by Schedule E line, as CSV",
        querystring: yearQuery,
        produces: ['text/csv'],
        response: { 200: z.any().describe('The CSV file'), ...refusals },
      },
    },
    async (request, reply) => {
      const { year, propertyId } = request.query;
      // Kept as the summary is, while the owner's books stay as they were (the day too: income
      // counts up to today).
      const key = `${todayUtc()} ${request.url}`;
      const ownerId = signedInOwner(request).subject;
      const csv = await app.ownerAnswers.text(request, key, () =>
        scheduleECsv(ownerId, year, propertyId),
      );
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="schedule-e-${year}.csv"`);
      // Compressed once for as long as the text is kept, not again for each download: a large
      // portfolio's year is megabytes, whose compression had cost more than sending them.
      return sendKept(reply, csv);
    },
  );

  /**
   * The year by Schedule E line as CSV: a row a property, as the form has a column a property, with
   * a column a line (3, 5–17 and 19, 20 and 21).
   */
  async function scheduleECsv(ownerId: string, year: number, propertyId: string | undefined) {
    const entries = await keeper.scheduleE(ownerId, year, propertyId);
    const rows = entries.map((entry): Record<string, unknown> => ({
      property: entry.propertyName,
      address: entry.address,
      currency: entry.currency,
      ...Object.fromEntries(
        scheduleELinesOf(entry).map(({ line, cents }) => [`line${line}`, toDollars(cents)]),
      ),
    }));
    return csvOf(rows, scheduleEColumns);
  }

  app.get(
    '/books/schedule-e.pdf',
    {
      schema: {
        tags,
        security,
        summary: "The year's income and expenses of each property by Schedule E line, as PDF",
        querystring: yearQuery,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The PDF file'), ...refusals },
      },
    },
    async (request, reply) => {
      const { year, propertyId } = request.query;
      const entries = await keeper.scheduleE(signedInOwner(request).subject, year, propertyId);
      // Loaded with the first PDF, not at start: pdf-lib is a sixth of the server's modules.
      const { scheduleEPdf } = await import('./schedule-e-pdf.js');
      const pdf = await scheduleEPdf(signedInOwnerAccount(request).name, year, entries);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="schedule-e-${year}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/books/transactions.csv',
    {
      schema: {
        tags,
        security,
        summary:
          'Every income and expense of a period as CSV: Date, Description, Amount (expenses below zero), Currency, Category, Account (the property), Payee, Receipt',
        querystring: booksQuery,
        produces: ['text/csv'],
        response: {
          200: z.any().describe('The CSV file'),
          ...refusals,
          429: errorAnswer.describe('An export of the same owner is still being sent'),
        },
      },
    },
    async (request, reply) => {
      const { from, to, propertyId } = request.query;
      const period = { from, to, propertyId };
      keeper.checkPeriod(period);
      // A year of a large portfolio is tens of megabytes written row by row: an owner's export
      // waits for their last one to end rather than running beside it.
      const ownerId = signedInOwner(request).subject;
      const held = await exports.tryStart(ownerId);
      if (!held) throw tooManyRequests(exportUnderWay, 5);
      const release = () => held.release().catch((error: unknown) => request.log.error(error));
      // Asked and gone while the lock was taken: nothing to send.
      if (reply.raw.closed) {
        await release();
        return reply;
      }
      reply.raw.once('close', release);
      const months = keeper.through(held.db).transactionsByMonth(ownerId, period);
      // The header line leaves at once, so the download starts before the first month is read.
      // Then a month at a time, written a slice of rows at a time: a portfolio's year never sits
      // in memory whole, and other requests are answered between the slices.
      async function* csvParts() {
        yield csvOf([], transactionColumns);
        for await (const rows of months) {
          for (let start = 0; start < rows.length; start += rowsAPart) {
            const part = rows
              .slice(start, start + rowsAPart)
              .map((row) => ({ ...row, amount: toDollars(row.cents) }));
            yield csvOf(part, transactionColumns, { header: false });
          }
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="transactions-${from}-${to}.csv"`)
        .send(Readable.from(csvParts()));
    },
  );
};
