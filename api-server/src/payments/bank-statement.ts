import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { StatementLine } from 'shared-api/contract';
import { badRequest } from '../http/errors';
import { toCents, toDollars } from '../money';
import type { RentCollection } from './rent-collection';
import { type LeaseLedger, ownerLedgers, paymentReferenceOf } from './rent-ledgers';

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

/** The statement's lines with a date and an amount; the header row names the columns. */
export function readStatement(csv: string): StatementEntry[] {
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

const lineKeyOf = (entry: StatementEntry) =>
  createHash('sha256')
    .update(`${entry.date}|${entry.amountCents}|${entry.description}`)
    .digest('hex')
    .slice(0, 32);

/**
 * Each line matched to one of the owner's leases by the payment reference in its words, and to an
 * open charge by its amount: the tenant's awaiting report of that amount, else a charge still owed
 * in full or the whole balance. Lines already applied are marked so.
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
  const keys = entries.map(lineKeyOf);
  const applied = await collection.appliedLineKeys(ownerId, keys);
  const claimedReports = new Set<string>();
  return entries.map((line, index): StatementLine => {
    const lineKey = keys[index] ?? '';
    const base = {
      line: line.line,
      date: line.date,
      amount: toDollars(line.amountCents),
      description: line.description,
      lineKey,
      applied: applied.has(`statement:${lineKey}`),
    };
    if (base.applied) return { ...base, match: null, note: 'Already applied' };
    if (line.amountCents <= 0) return { ...base, match: null, note: 'Not money in' };
    const reference = /HS-[A-Z0-9]{8}/i.exec(line.description)?.[0]?.toUpperCase();
    const found = reference ? byReference.get(reference) : undefined;
    if (!reference || !found) {
      return { ...base, match: null, note: 'No tenant has this payment reference' };
    }
    const { entry, tenantId } = found;
    const report = entry.payments.find(
      (payment) =>
        payment.status === 'pending' &&
        payment.amountCents === line.amountCents &&
        !claimedReports.has(payment.paymentId),
    );
    const owedInFull = entry.ledger.charges.some(
      (charge) => charge.paidCents === 0 && charge.owedCents === line.amountCents,
    );
    const balance = entry.ledger.balanceCents === line.amountCents;
    if (!report && !owedInFull && !balance) {
      return {
        ...base,
        match: null,
        note: `The amount matches no open charge of ${entry.tenantName}`,
      };
    }
    if (report) claimedReports.add(report.paymentId);
    return {
      ...base,
      match: {
        leaseId: entry.lease.id,
        tenantId,
        tenantName: entry.tenantName,
        propertyName: entry.propertyName,
        reference,
        paymentId: report?.paymentId ?? null,
      },
      note: null,
    };
  });
}
