import path from 'node:path';
import {
  type SQL,
  and,
  asc,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  type Expense,
  type ExpenseCategoryChoices,
  type ExpenseChange,
  type ExpenseDetail,
  type ExpenseList,
  type ExpenseListQuery,
  type MaintenanceVendor,
  type Vendor,
  type maintenanceCostPayload,
  type expensePayload,
  expenseCategories,
  scheduleELines,
  type vendorPayload,
  receiptSizeLimitBytes,
} from 'shared-api/contract';
import type { z } from 'zod';
import { maintenanceRequests, properties } from '../db/schema';
import type { DocumentStorage } from '../files/file-store';
import { documentTypeOf, extensionOf } from '../files/file-types';
import { storeUpload } from '../files/uploads';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { toCents, toDollars } from '../money';
import { expenseChanges, expenses, maintenanceVendors, vendors } from './tables';

const receiptSizeMb = receiptSizeLimitBytes / (1024 * 1024);

type ExpenseRow = typeof expenses.$inferSelect;
type ExpenseInput = z.output<typeof expensePayload>;
type VendorInput = z.output<typeof vendorPayload>;
type CostInput = z.output<typeof maintenanceCostPayload>;

const expenseNotFound = () => notFound('Expense not found');
const vendorNotFound = () => notFound('Vendor not found');
const requestNotFound = () => notFound('Maintenance request not found');
const pageSize = 100;

/** The name a receipt is offered under: the uploaded name's safe characters, the real extension. */
function receiptName(given: string, extension: string) {
  const stem = path
    .basename(given)
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 _-]+/g, '-')
    .replace(/^[-_ ]+|[-_ ]+$/g, '')
    .slice(0, 80);
  return `${stem || 'receipt'}.${extension}`;
}

const blankToNull = (text: string | undefined) => (text ? text : null);

/** Where a page of expenses starts: after this day and, on it, this position (newest first). */
function pageAfter(cursor: string) {
  const match = /^(\d{4}-\d{2}-\d{2})\.(\d{1,18})$/.exec(cursor);
  if (!match) throw badRequest('after must be the next value of the page before');
  return { day: match[1] as string, position: Number(match[2]) };
}

function expenseAnswer(row: ExpenseRow, propertyName: string): Expense {
  return {
    expenseId: row.id,
    propertyId: row.propertyId,
    propertyName,
    unit: row.unit,
    maintenanceRequestId: row.maintenanceRequestId,
    date: row.spentOn,
    amount: toDollars(row.amountCents),
    currency: row.currency,
    category: row.category,
    subCategory: row.subCategory,
    payee: row.payee,
    note: row.note,
    receipt:
      row.receiptStoredAs && row.receiptName && row.receiptType
        ? {
            fileName: row.receiptName,
            contentType: row.receiptType,
            sizeBytes: row.receiptSizeBytes ?? 0,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

function vendorAnswer(row: typeof vendors.$inferSelect): Vendor {
  return {
    vendorId: row.id,
    name: row.name,
    trade: row.trade,
    phone: row.phone,
    email: row.email,
    notes: row.notes,
  };
}

/**
 * The owner's expenses and vendors. Every read and write names the owner, so another owner's
 * expense, property or request answers 404 exactly like a missing one.
 */
export class ExpenseBook {
  private readonly files: DocumentStorage;

  constructor(private readonly app: FastifyInstance) {
    this.files = app.documentStorage;
  }

  private get db() {
    return this.app.db;
  }

  /** The owner's property (its currency), and the request when one is named: on that property. */
  private async placeOf(ownerId: string, input: ExpenseInput) {
    const property = isUuid(input.propertyId)
      ? (
          await this.db
            .select({ id: properties.id, currency: properties.currency })
            .from(properties)
            .where(and(eq(properties.id, input.propertyId), eq(properties.ownerId, ownerId)))
        )[0]
      : undefined;
    if (!property) throw notFound('Property not found');
    const requestId = input.maintenanceRequestId;
    if (requestId) {
      const request = isUuid(requestId)
        ? (
            await this.db
              .select({ propertyId: maintenanceRequests.propertyId })
              .from(maintenanceRequests)
              .where(
                and(
                  eq(maintenanceRequests.id, requestId),
                  eq(maintenanceRequests.ownerId, ownerId),
                ),
              )
          )[0]
        : undefined;
      if (!request) throw notFound('Maintenance request not found');
      if (request.propertyId !== property.id) {
        throw badRequest('The maintenance request is on another property');
      }
    }
    return property;
  }

  private columnsOf(input: ExpenseInput, currency: string) {
    return {
      propertyId: input.propertyId,
      unit: blankToNull(input.unit),
      maintenanceRequestId: input.maintenanceRequestId ?? null,
      spentOn: input.date,
      amountCents: toCents(input.amount),
      currency,
      category: input.category,
      subCategory: blankToNull(input.subCategory),
      payee: input.payee,
      note: input.note ?? '',
    };
  }

  /** The owner's expense, in the books (or deleted too, when asked: to read its history). */
  private async row(ownerId: string, expenseId: string, { deletedToo = false } = {}) {
    if (!isUuid(expenseId)) throw expenseNotFound();
    const [found] = await this.db
      .select({ expense: expenses, propertyName: properties.name })
      .from(expenses)
      .innerJoin(properties, eq(properties.id, expenses.propertyId))
      .where(
        and(
          eq(expenses.id, expenseId),
          eq(expenses.ownerId, ownerId),
          deletedToo ? undefined : isNull(expenses.deletedAt),
        ),
      );
    if (!found) throw expenseNotFound();
    return found;
  }

  async record(ownerId: string, input: ExpenseInput): Promise<Expense> {
    const property = await this.placeOf(ownerId, input);
    const [created] = await this.db
      .insert(expenses)
      .values({ ownerId, ...this.columnsOf(input, property.currency) })
      .returning({ id: expenses.id });
    return this.one(ownerId, (created as { id: string }).id);
  }

  async one(ownerId: string, expenseId: string): Promise<Expense> {
    const { expense, propertyName } = await this.row(ownerId, expenseId);
    return expenseAnswer(expense, propertyName);
  }

  /** The expense with its history, deleted or not. */
  async detail(ownerId: string, expenseId: string): Promise<ExpenseDetail> {
    const { expense, propertyName } = await this.row(ownerId, expenseId, { deletedToo: true });
    const found = expenseAnswer(expense, propertyName);
    const changes = await this.db
      .select()
      .from(expenseChanges)
      .where(and(eq(expenseChanges.expenseId, expenseId), eq(expenseChanges.ownerId, ownerId)))
      .orderBy(asc(expenseChanges.id));
    return {
      ...found,
      history: changes.map(({ change, changedAt, expense }): ExpenseChange => ({
        change,
        changedAt: changedAt.toISOString(),
        date: expense.spent_on,
        amount: toDollars(Number(expense.amount_cents)),
        currency: expense.currency,
        category: expense.category,
        subCategory: expense.sub_category,
        payee: expense.payee,
        note: expense.note,
        propertyId: expense.property_id,
        unit: expense.unit,
        receiptName: expense.receipt_name,
      })),
    };
  }

  /** The expense changed as a whole; its history keeps how it stood before. */
  async edit(ownerId: string, expenseId: string, input: ExpenseInput): Promise<Expense> {
    const { expense } = await this.row(ownerId, expenseId);
    const property = await this.placeOf(ownerId, input);
    // A property's currency changes only while it has no lease: the amount keeps its own unless
    // the expense moves to another property.
    const currency = property.id === expense.propertyId ? expense.currency : property.currency;
    const [edited] = await this.db
      .update(expenses)
      .set({ ...this.columnsOf(input, currency), updatedAt: new Date() })
      .where(and(eq(expenses.id, expenseId), isNull(expenses.deletedAt)))
      .returning({ id: expenses.id });
    if (!edited) throw expenseNotFound();
    return this.one(ownerId, expenseId);
  }

  /** Out of the books; its history and receipt stay for the record. */
  async remove(ownerId: string, expenseId: string) {
    await this.row(ownerId, expenseId);
    await this.db
      .update(expenses)
      // The database's time, as its history's: one moment for the deletion in both.
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(expenses.id, expenseId), isNull(expenses.deletedAt)));
  }

  async list(ownerId: string, query: ExpenseListQuery): Promise<ExpenseList> {
    const limit = Number(query.limit ?? pageSize);
    const conditions: (SQL | undefined)[] = [
      eq(expenses.ownerId, ownerId),
      query.deleted === 'true' ? isNotNull(expenses.deletedAt) : isNull(expenses.deletedAt),
    ];
    if (query.propertyId !== undefined) {
      if (!isUuid(query.propertyId)) return { data: [], next: null };
      conditions.push(eq(expenses.propertyId, query.propertyId));
    }
    if (query.category) conditions.push(eq(expenses.category, query.category));
    if (query.from) conditions.push(gte(expenses.spentOn, query.from));
    if (query.to) conditions.push(lte(expenses.spentOn, query.to));
    if (query.after) {
      const after = pageAfter(query.after);
      conditions.push(
        or(
          lt(expenses.spentOn, after.day),
          and(eq(expenses.spentOn, after.day), lt(expenses.position, after.position)),
        ),
      );
    }
    const rows = await this.db
      .select({ expense: expenses, propertyName: properties.name })
      .from(expenses)
      .innerJoin(properties, eq(properties.id, expenses.propertyId))
      .where(and(...conditions))
      .orderBy(desc(expenses.spentOn), desc(expenses.position))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      data: page.map(({ expense, propertyName }) => expenseAnswer(expense, propertyName)),
      next: rows.length > limit && last ? `${last.expense.spentOn}.${last.expense.position}` : null,
    };
  }

  async categories(ownerId: string): Promise<ExpenseCategoryChoices> {
    const used = await this.db
      .selectDistinct({ category: expenses.category, subCategory: expenses.subCategory })
      .from(expenses)
      .where(
        and(
          eq(expenses.ownerId, ownerId),
          isNull(expenses.deletedAt),
          isNotNull(expenses.subCategory),
        ),
      )
      .orderBy(asc(expenses.subCategory));
    return expenseCategories.map((category) => ({
      category,
      ...scheduleELines[category],
      subCategories: used
        .filter((row) => row.category === category)
        .map((row) => row.subCategory as string),
    }));
  }

  /** PDF, PNG, JPEG or WebP by content; a new receipt replaces the one before. */
  /**
   * Streams the receipt into storage, checked by its first bytes; past the size limit it ends with
   * a 413, leaving nothing stored.
   */
  async attachReceipt(ownerId: string, expenseId: string, file: MultipartFile): Promise<Expense> {
    await this.row(ownerId, expenseId);
    const { storedAs, sizeBytes, contentType } = await storeUpload(this.files, file, {
      typeOf: documentTypeOf,
      headBytes: 16,
      notAccepted: () => new HttpError(415, 'Upload a PDF, PNG, JPEG or WebP file'),
      tooLarge: () => new HttpError(413, `A receipt can be at most ${receiptSizeMb} MB`),
    });
    const [attached] = await this.db
      .update(expenses)
      .set({
        receiptName: receiptName(file.filename, extensionOf[contentType]),
        receiptType: contentType,
        receiptSizeBytes: sizeBytes,
        receiptStoredAs: storedAs,
        updatedAt: new Date(),
      })
      .where(and(eq(expenses.id, expenseId), isNull(expenses.deletedAt)))
      .returning({ id: expenses.id });
    if (!attached) {
      await this.files.remove(storedAs);
      throw expenseNotFound();
    }
    // A receipt replaced stays in storage: the expense's history names it.
    return this.one(ownerId, expenseId);
  }

  async openReceipt(ownerId: string, expenseId: string) {
    const { expense } = await this.row(ownerId, expenseId);
    if (!expense.receiptStoredAs || !expense.receiptName || !expense.receiptType) {
      throw notFound('This expense has no receipt');
    }
    return {
      fileName: expense.receiptName,
      contentType: expense.receiptType,
      sizeBytes: expense.receiptSizeBytes ?? 0,
      content: await this.files.read(expense.receiptStoredAs),
    };
  }

  async vendors(ownerId: string): Promise<Vendor[]> {
    const rows = await this.db
      .select()
      .from(vendors)
      .where(eq(vendors.ownerId, ownerId))
      .orderBy(sql`lower(${vendors.name})`, asc(vendors.position));
    return rows.map(vendorAnswer);
  }

  private vendorColumns(input: VendorInput) {
    return {
      name: input.name,
      trade: input.trade ?? '',
      phone: input.phone ?? '',
      email: input.email ?? '',
      notes: input.notes ?? '',
    };
  }

  async addVendor(ownerId: string, input: VendorInput): Promise<Vendor> {
    const [created] = await this.db
      .insert(vendors)
      .values({ ownerId, ...this.vendorColumns(input) })
      .returning();
    return vendorAnswer(created as typeof vendors.$inferSelect);
  }

  async editVendor(ownerId: string, vendorId: string, input: VendorInput): Promise<Vendor> {
    if (!isUuid(vendorId)) throw vendorNotFound();
    const [edited] = await this.db
      .update(vendors)
      .set({ ...this.vendorColumns(input), updatedAt: new Date() })
      .where(and(eq(vendors.id, vendorId), eq(vendors.ownerId, ownerId)))
      .returning();
    if (!edited) throw vendorNotFound();
    return vendorAnswer(edited);
  }

  async removeVendor(ownerId: string, vendorId: string) {
    if (!isUuid(vendorId)) throw vendorNotFound();
    const [removed] = await this.db
      .delete(vendors)
      .where(and(eq(vendors.id, vendorId), eq(vendors.ownerId, ownerId)))
      .returning({ id: vendors.id });
    if (!removed) throw vendorNotFound();
  }

  /** The owner's request: its property and status. */
  private async requestOf(ownerId: string, requestId: string) {
    const [request] = isUuid(requestId)
      ? await this.db
          .select({
            id: maintenanceRequests.id,
            propertyId: maintenanceRequests.propertyId,
            status: maintenanceRequests.status,
          })
          .from(maintenanceRequests)
          .where(
            and(eq(maintenanceRequests.id, requestId), eq(maintenanceRequests.ownerId, ownerId)),
          )
      : [];
    if (!request) throw requestNotFound();
    return request;
  }

  /** The request's vendor (if one is assigned) and the expenses recorded against it. */
  async requestVendor(ownerId: string, requestId: string): Promise<MaintenanceVendor> {
    await this.requestOf(ownerId, requestId);
    const [assigned] = await this.db
      .select({ vendor: vendors })
      .from(maintenanceVendors)
      .innerJoin(vendors, eq(vendors.id, maintenanceVendors.vendorId))
      .where(and(eq(maintenanceVendors.requestId, requestId), eq(vendors.ownerId, ownerId)));
    const costs = await this.db
      .select({ expense: expenses, propertyName: properties.name })
      .from(expenses)
      .innerJoin(properties, eq(properties.id, expenses.propertyId))
      .where(
        and(
          eq(expenses.ownerId, ownerId),
          eq(expenses.maintenanceRequestId, requestId),
          isNull(expenses.deletedAt),
        ),
      )
      .orderBy(desc(expenses.spentOn), desc(expenses.position));
    return {
      requestId,
      vendor: assigned ? vendorAnswer(assigned.vendor) : null,
      expenses: costs.map(({ expense, propertyName }) => expenseAnswer(expense, propertyName)),
    };
  }

  /** Gives the request to one of the owner's vendors, in place of any before. */
  async assignVendor(ownerId: string, requestId: string, vendorId: string) {
    await this.requestOf(ownerId, requestId);
    const [vendor] = isUuid(vendorId)
      ? await this.db
          .select({ id: vendors.id })
          .from(vendors)
          .where(and(eq(vendors.id, vendorId), eq(vendors.ownerId, ownerId)))
      : [];
    if (!vendor) throw vendorNotFound();
    await this.db
      .insert(maintenanceVendors)
      .values({ requestId, vendorId, ownerId })
      .onConflictDoUpdate({
        target: maintenanceVendors.requestId,
        set: { vendorId, assignedAt: new Date() },
      });
    return this.requestVendor(ownerId, requestId);
  }

  async unassignVendor(ownerId: string, requestId: string) {
    await this.requestOf(ownerId, requestId);
    await this.db.delete(maintenanceVendors).where(eq(maintenanceVendors.requestId, requestId));
    return this.requestVendor(ownerId, requestId);
  }

  /**
   * "Record the cost" of a resolved request: an expense of its property linked to it, paid to its
   * vendor (or the payee given), a repair unless another category is chosen.
   */
  async recordCost(ownerId: string, requestId: string, input: CostInput): Promise<Expense> {
    const request = await this.requestOf(ownerId, requestId);
    if (request.status !== 'resolved') {
      throw conflict('The cost of a request is recorded once it is resolved');
    }
    const { vendor } = await this.requestVendor(ownerId, requestId);
    const payee = input.payee ?? vendor?.name;
    if (!payee) throw badRequest('Payee is required: the request has no vendor');
    return this.record(ownerId, {
      propertyId: request.propertyId,
      maintenanceRequestId: requestId,
      date: input.date,
      amount: input.amount,
      category: input.category ?? 'repairs',
      payee,
      note: input.note,
    });
  }
}
