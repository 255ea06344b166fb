import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { type StatementLine, statementLimits, statementTooLargeMessage } from 'shared-api/contract';
import { HttpError, badRequest } from '../http/errors';
import { toCents, toDollars } from '../money';
import type { RentCollection } from './rent-collection';
import {
  type LeaseLedger,
  type RecordedPayment,
  mayBeTransfer,
  ownerLedgers,
  paymentReferenceOf,
} from './rent-ledgers';

/** A line of the owner's bank statement: money in on a day, with the words the bank printed. */
interface StatementEntry {
  line: number;
  date: string;
  amountCents: number;
  description: string;
}

const headerOf = {
  date: /^(transaction |posting |value )?date$|^date/i,
  amount: /^(amount|credit|paid in|money in|deposit)/i,
  description: /desc|reference|memo|details|narrative|payee|name|particulars/i,
};

/** Y-m-d, or the US m/d/Y most banks export. */
function dayOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : us
      ? [us[3], us[1]?.padStart(2, '0'), us[2]?.padStart(2, '0')]
      : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

const amountOf = (text: string) => {
  const cleaned = text.replace(/[$,\s]/g, '').replace(/^\((.*)\)$/, '-$1');
  return /^-?\d+(\.\d{1,2})?$/.test(cleaned) ? toCents(Number(cleaned)) : null;
};

/** Lines in a text, counted without copying it. */
function lineCount(text: string) {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}

/**
 * The statement's lines with a date and an amount; the header row names the columns. A statement
 * larger than the limits is refused before it is read, so one import asks a bounded amount of the
 * server and its database.
 */
export function readStatement(csv: string): StatementEntry[] {
  if (csv.length > statementLimits.characters || lineCount(csv) > statementLimits.lines + 1) {
    throw new HttpError(413, statementTooLargeMessage);
  }
  let records: string[][];
  try {
    records = parse(csv, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch {
    throw badRequest('This file is not a readable CSV');
  }
  const [header, ...rows] = records;
  const column = (pattern: RegExp) => (header ?? []).findIndex((name) => pattern.test(name));
  const dateColumn = column(headerOf.date);
  const amountColumn = column(headerOf.amount);
  const descriptionColumns = (header ?? []).flatMap((name, index) =>
    headerOf.description.test(name) ? [index] : [],
  );
  if (dateColumn === -1 || amountColumn === -1 || descriptionColumns.length === 0) {
    throw badRequest('The statement needs a header row with Date, Amount and Description columns');
  }
  return rows.flatMap((row, index) => {
    const date = dayOf(row[dateColumn] ?? '');
    const amountCents = amountOf(row[amountColumn] ?? '');
    if (date === null || amountCents === null) return [];
    const description = descriptionColumns
      .map((at) => row[at] ?? '')
      .filter(Boolean)
      .join(' ');
    return [{ line: index + 2, date, amountCents, description }];
  });
}

/**
 * A line's key: its date, amount and words, and for the second and later lines alike in one file,
 * which of them it is. The same statement imported again, or a later export that overlaps it, gives
 * each line the same key.
 */
export function lineKeysOf(entries: StatementEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const content = `${entry.date}|${entry.amountCents}|${entry.description}`;
    const occurrence = seen.get(content) ?? 0;
    seen.set(content, occurrence + 1);
    return createHash('sha256')
      .update(occurrence === 0 ? content : `${content}|${occurrence}`)
      .digest('hex')
      .slice(0, 32);
  });
}

/**
 * Each line matched to one of the owner's leases by the payment reference in its words, then to the
 * payment it is: a transfer of that amount near its day already received (the owner's own record,
 * a confirmed report, the move-in payment) is "Already recorded", and applying the statement keeps
 * the line on it; a tenant's report awaiting confirmation is confirmed by it; otherwise a charge
 * still owed in full, or the whole balance, makes it a new payment. A payment stands for one line.
 */
export async function matchStatement(
  collection: RentCollection,
  app: { db: Parameters<typeof ownerLedgers>[0] },
  ownerId: string,
  csv: string,
  today: string,
): Promise<StatementLine[]> {
  const entries = readStatement(csv);
  const ledgers = await ownerLedgers(app.db, ownerId, today);
  const byReference = new Map<string, { entry: LeaseLedger; tenantId: string }>();
  for (const entry of ledgers) {
    for (const tenantId of entry.tenantIds) {
      byReference.set(paymentReferenceOf(tenantId), { entry, tenantId });
    }
  }
  const keys = lineKeysOf(entries);
  const reconciled = await collection.reconciledLines(ownerId, keys);
  const claimed = new Set<string>(reconciled.values());
  return entries.map((line, index): StatementLine => {
    const lineKey = keys[index] ?? '';
    const base = {
      line: line.line,
      date: line.date,
      amount: toDollars(line.amountCents),
      description: line.description,
      lineKey,
      applied: false,
    };
    if (reconciled.has(lineKey)) {
      return { ...base, applied: true, match: null, note: 'Already recorded' };
    }
    if (line.amountCents <= 0) return { ...base, match: null, note: 'Not money in' };
    const reference = /HS-[A-Z0-9]{8}/i.exec(line.description)?.[0]?.toUpperCase();
    const found = reference ? byReference.get(reference) : undefined;
    if (!reference || !found) {
      return { ...base, match: null, note: 'No tenant has this payment reference' };
    }
    const { entry, tenantId } = found;
    const match = {
      leaseId: entry.lease.id,
      tenantId,
      tenantName: entry.tenantName,
      propertyName: entry.propertyName,
      reference,
    };
    const sameTransfer = (payment: RecordedPayment) =>
      !claimed.has(payment.paymentId) &&
      payment.statementLine === null &&
      mayBeTransfer(payment, line.amountCents, line.date);
    const recorded = entry.payments.find(
      (payment) => sameTransfer(payment) && payment.status === 'completed',
    );
    if (recorded) {
      claimed.add(recorded.paymentId);
      return {
        ...base,
        applied: true,
        match: { ...match, paymentId: recorded.paymentId },
        note: 'Already recorded',
      };
    }
    const report = entry.payments.find(
      (payment) => sameTransfer(payment) && payment.status === 'pending',
    );
    if (report) {
      claimed.add(report.paymentId);
      return { ...base, match: { ...match, paymentId: report.paymentId }, note: null };
    }
    const owedInFull = entry.ledger.charges.some(
      (charge) => charge.paidCents === 0 && charge.owedCents === line.amountCents,
    );
    if (!owedInFull && entry.ledger.balanceCents !== line.amountCents) {
      return {
        ...base,
        match: null,
        note: `The amount matches no open charge of ${entry.tenantName}`,
      };
    }
    return { ...base, match: { ...match, paymentId: null }, note: null };
  });
}
