import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type OpenLateFeesPage,
  type OverdueRentPage,
  type OwedChargesQuery,
  type PaymentHistory,
  type PaymentHistoryQuery,
  type PaymentHistoryRow,
  type PaymentSummary,
  type RecordRentPaymentPayload,
  type RentLedger,
  type RentPaymentDecisionPayload,
  type TenantRent,
  owedChargesPageSize,
} from 'shared-api/contract';
import { todayUtc } from '../calendar';
import {
  lateFeeWaivers,
  leases,
  owners,
  properties,
  rentCharges,
  rentPaymentDecisions,
  rentPayments,
  tenants,
} from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { moneyText, toCents } from '../money';
import { BankNumbers } from '../owners/bank-numbers';
import { loadTenantRecord } from '../tenants/tenant-records';
import {
  allPaymentsOf,
  awaitingPaymentsOf,
  openLateFeesOf,
  overdueRentOf,
  owedChargesAfter,
  paymentHistoryPageOf,
  rentSummaryOf,
} from './ledger-figures';
import {
  type LeaseLedger,
  historyRow,
  ledgerAnswer,
  loadLedgers,
  mayBeTransfer,
  paymentReferenceOf,
} from './rent-ledgers';

/** The page a query asks for: 50 unless `limit` says, after the charge `cursor` names. */
const owedChargesPage = (query: OwedChargesQuery) => ({
  limit: query.limit ?? owedChargesPageSize,
  after: query.cursor ? owedChargesAfter(query.cursor) : null,
});

const leaseNotFound = () => notFound('Lease not found');
const paymentNotFound = () => notFound('Payment not found');
const chargeNotFound = () => notFound('Charge not found');
const notCollectedYet = () =>
  conflict('Rent is collected once the move-in payment has been received');

/**
 * Rent after move-in: what the tenant owes and has paid, "I've made this payment", the owner's
 * decisions, payments the owner records, waived fees, and the owner's figures. Every change is an
 * appended row, keyed so that a retried request changes nothing.
 */
export class RentCollection {
  private readonly bankNumbers: BankNumbers;

  constructor(
    private readonly app: FastifyInstance,
    private readonly today: () => string = () => todayUtc(),
  ) {
    this.bankNumbers = new BankNumbers(app.config.ssnEncryptionKey);
  }

  private get db() {
    return this.app.db;
  }

  todayIs() {
    return this.today();
  }

  // The tenant's side.

  private async tenantLedger(tenantId: string): Promise<LeaseLedger> {
    const record = await loadTenantRecord(this.db, tenantId);
    const [entry] = await loadLedgers(this.db, eq(leases.id, record.lease.id), this.today());
    if (!entry) throw notCollectedYet();
    return entry;
  }

  async forTenant(tenantId: string): Promise<TenantRent | null> {
    const record = await loadTenantRecord(this.db, tenantId);
    const [entry] = await loadLedgers(this.db, eq(leases.id, record.lease.id), this.today());
    if (!entry) return null;
    const [owner] = await this.db.select().from(owners).where(eq(owners.id, entry.lease.ownerId));
    // Where to pay only while there is rent to pay: an ended tenancy sees its own history alone.
    const stillPaying = entry.lease.status === 'pending' || entry.lease.status === 'active';
    const bankDetails = stillPaying && owner ? this.bankNumbers.transferDetails(owner) : null;
    return {
      ...ledgerAnswer(entry),
      paymentReference: paymentReferenceOf(tenantId),
      bankDetails,
    };
  }

  /**
   * "I've made this payment" for the amount the tenant chose; the same requestId again changes
   * nothing. A transfer the owner already has in the books (recorded, or seen on the statement) is
   * that payment, told of once more, not a second one.
   */
  async report(tenantId: string, amount: number, requestId: string): Promise<TenantRent | null> {
    const entry = await this.tenantLedger(tenantId);
    if (entry.lease.status !== 'active') throw conflict(`This lease is ${entry.lease.status}`);
    const amountCents = toCents(amount);
    const today = this.today();
    if (entry.payments.some((payment) => payment.reportedAs === requestId)) {
      return this.forTenant(tenantId);
    }
    const known = entry.payments.find(
      (payment) =>
        !payment.isMoveIn &&
        payment.reportedAs === null &&
        payment.status === 'completed' &&
        mayBeTransfer(payment, amountCents, today),
    );
    if (known && (await this.tellOf(known.paymentId, { reportedAs: requestId }))) {
      return this.forTenant(tenantId);
    }
    await this.db
      .insert(rentPayments)
      .values({
        ownerId: entry.lease.ownerId,
        leaseId: entry.lease.id,
        tenantId,
        amountCents,
        paidOn: today,
        method: 'bank_transfer',
        source: 'tenant',
        reference: paymentReferenceOf(tenantId),
        requestKey: `tenant:${requestId}`,
        reportedAs: requestId,
      })
      .onConflictDoNothing();
    await this.app.notify({
      recipient: { role: 'owner', id: entry.lease.ownerId },
      kind: 'payment_reported',
      title: `${entry.tenantName} says a rent payment of ${moneyText(amountCents, entry.currency)} is made`,
      link: '/payment',
      eventKey: `rent_reported:${entry.lease.id}:${requestId}`,
    });
    return this.forTenant(tenantId);
  }

  /**
   * A payment in the books is told of once more: the telling is kept on it, if none of its kind is
   * yet; a payment awaiting the owner's decision is then received. Answers whether it was kept.
   */
  private async tellOf(
    paymentId: string,
    telling: { reportedAs: string } | { recordedAs: string } | { statementLine: string },
  ): Promise<boolean> {
    const untold =
      'reportedAs' in telling
        ? isNull(rentPayments.reportedAs)
        : 'recordedAs' in telling
          ? isNull(rentPayments.recordedAs)
          : isNull(rentPayments.statementLine);
    return this.db.transaction(async (transaction) => {
      const [told] = await transaction
        .update(rentPayments)
        .set(telling)
        .where(and(eq(rentPayments.id, paymentId), untold))
        .returning({ id: rentPayments.id });
      if (!told) return false;
      if (!('reportedAs' in telling)) {
        await transaction
          .insert(rentPaymentDecisions)
          .values({ paymentId, result: 'received' })
          .onConflictDoNothing();
      }
      return true;
    });
  }

  /** A received payment of the tenant's own lease, for the receipt. */
  async receiptOf(tenantId: string, paymentId: string) {
    const entry = await this.tenantLedger(tenantId);
    const payment = entry.payments.find((candidate) => candidate.paymentId === paymentId);
    if (!payment) throw paymentNotFound();
    if (payment.status !== 'completed') {
      throw conflict('A receipt is given once the owner has received the payment');
    }
    return { entry, payment };
  }

  // The owner's side.

  async forLease(ownerId: string, leaseId: string): Promise<RentLedger> {
    return ledgerAnswer(await this.ownerLease(ownerId, leaseId));
  }

  private async ownerLease(ownerId: string, leaseId: string): Promise<LeaseLedger> {
    if (!isUuid(leaseId)) throw leaseNotFound();
    const [lease] = await this.db
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.id, leaseId), eq(leases.ownerId, ownerId)));
    if (!lease) throw leaseNotFound();
    const [entry] = await loadLedgers(this.db, eq(leases.id, leaseId), this.today());
    if (!entry) throw notCollectedYet();
    return entry;
  }

  private async ownerPayment(ownerId: string, paymentId: string) {
    if (!isUuid(paymentId)) throw paymentNotFound();
    const [row] = await this.db
      .select({ payment: rentPayments, decision: rentPaymentDecisions })
      .from(rentPayments)
      .leftJoin(rentPaymentDecisions, eq(rentPaymentDecisions.paymentId, rentPayments.id))
      .where(and(eq(rentPayments.id, paymentId), eq(rentPayments.ownerId, ownerId)));
    if (!row) throw paymentNotFound();
    return row;
  }

  /** Received or failed; the first decision stands, and the same one again changes nothing. */
  async decide(
    ownerId: string,
    paymentId: string,
    result: RentPaymentDecisionPayload['result'],
    note = '',
  ): Promise<PaymentHistoryRow> {
    const { payment, decision } = await this.ownerPayment(ownerId, paymentId);
    if (!decision) {
      await this.db
        .insert(rentPaymentDecisions)
        .values({ paymentId, result, note })
        .onConflictDoNothing();
    }
    const { decision: standing } = await this.ownerPayment(ownerId, paymentId);
    if (standing && payment.tenantId)
      await this.app.notify({
        recipient: { role: 'tenant', id: payment.tenantId },
        kind: standing.result === 'received' ? 'payment_received' : 'payment_not_received',
        title:
          standing.result === 'received'
            ? 'Your rent payment was received'
            : 'Your rent payment was not received',
        link: '/tenant',
        eventKey: `rent_decided:${paymentId}`,
      });
    if (standing && standing.result !== result) {
      throw conflict(
        `This payment was already marked ${standing.result === 'received' ? 'received' : 'failed'}`,
      );
    }
    return this.historyRowOf(ownerId, payment.leaseId, paymentId);
  }

  private async historyRowOf(ownerId: string, leaseId: string, paymentId: string) {
    const entry = await this.ownerLease(ownerId, leaseId);
    const payment = entry.payments.find((candidate) => candidate.paymentId === paymentId);
    if (!payment) throw paymentNotFound();
    return historyRow(entry, payment);
  }

  /**
   * Money the owner has in hand (cash, a cheque, a transfer): recorded as received at once. A
   * transfer already in the books (the tenant's report, a statement line) is that payment, received.
   */
  async record(ownerId: string, payload: RecordRentPaymentPayload): Promise<RentLedger> {
    const entry = await this.ownerLease(ownerId, payload.leaseId);
    if (payload.paidOn > this.today()) throw conflict('The date paid cannot be in the future');
    const amountCents = toCents(payload.amount);
    const requestId = payload.requestId;
    if (entry.payments.some((payment) => payment.recordedAs === requestId)) {
      return this.forLease(ownerId, entry.lease.id);
    }
    const known =
      payload.method === 'bank_transfer' &&
      entry.payments.find(
        (payment) =>
          !payment.isMoveIn &&
          payment.recordedAs === null &&
          mayBeTransfer(payment, amountCents, payload.paidOn),
      );
    if (known && (await this.tellOf(known.paymentId, { recordedAs: requestId }))) {
      return this.forLease(ownerId, entry.lease.id);
    }
    await this.db.transaction(async (transaction) => {
      const [recorded] = await transaction
        .insert(rentPayments)
        .values({
          ownerId,
          leaseId: entry.lease.id,
          tenantId: entry.tenantIds[0] ?? null,
          amountCents,
          paidOn: payload.paidOn,
          method: payload.method,
          source: 'owner',
          requestKey: `owner:${requestId}`,
          recordedAs: requestId,
        })
        .onConflictDoNothing()
        .returning({ id: rentPayments.id });
      if (recorded) {
        await transaction
          .insert(rentPaymentDecisions)
          .values({ paymentId: recorded.id, result: 'received' });
      }
    });
    return this.forLease(ownerId, entry.lease.id);
  }

  /** The late fee of one rent charge, forgiven with a reason; the first waiver stands. */
  async waive(ownerId: string, chargeId: string, reason: string): Promise<RentLedger> {
    const rentChargeId = chargeId.startsWith('late-fee:') ? chargeId.slice(9) : chargeId;
    if (!isUuid(rentChargeId)) throw chargeNotFound();
    const [charge] = await this.db
      .select({ leaseId: rentCharges.leaseId })
      .from(rentCharges)
      .innerJoin(leases, eq(leases.id, rentCharges.leaseId))
      .where(and(eq(rentCharges.id, rentChargeId), eq(leases.ownerId, ownerId)));
    if (!charge?.leaseId) throw chargeNotFound();
    const entry = await this.ownerLease(ownerId, charge.leaseId);
    const fee = entry.ledger.charges.find(
      (candidate) => candidate.kind === 'late_fee' && candidate.feeFor === rentChargeId,
    );
    if (!fee) throw conflict('This rent has no late fee to waive');
    await this.db
      .insert(lateFeeWaivers)
      .values({ chargeId: rentChargeId, ownerId, reason })
      .onConflictDoNothing();
    return this.forLease(ownerId, entry.lease.id);
  }

  /** Every payment over the owner's leases, newest first, filtered. */
  allPayments(
    ownerId: string,
    filters: Omit<PaymentHistoryQuery, 'page' | 'pageSize'>,
  ): Promise<PaymentHistoryRow[]> {
    return allPaymentsOf(this.db, ownerId, filters);
  }

  history(ownerId: string, query: PaymentHistoryQuery): Promise<PaymentHistory> {
    return paymentHistoryPageOf(this.db, ownerId, query);
  }

  /** Payments the tenants said they made, awaiting the owner's decision, oldest first. */
  awaiting(ownerId: string): Promise<PaymentHistoryRow[]> {
    return awaitingPaymentsOf(this.db, ownerId);
  }

  /**
   * The four cards for a period (this month by default) and the last twelve months of charges due
   * against what of them is collected, per currency: see rentSummaryOf.
   */
  async summary(ownerId: string, period: { from?: string; to?: string }): Promise<PaymentSummary> {
    const [[anyTenant], [mainCurrency]] = await Promise.all([
      this.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.ownerId, ownerId)).limit(1),
      this.db
        .select({ currency: properties.currency })
        .from(properties)
        .where(eq(properties.ownerId, ownerId))
        .groupBy(properties.currency)
        .orderBy(desc(count()), properties.currency)
        .limit(1),
    ]);
    const figures = await rentSummaryOf(
      this.db,
      ownerId,
      period,
      this.today(),
      mainCurrency?.currency ?? 'USD',
    );
    return { ...figures, hasTenants: anyTenant !== undefined };
  }

  /** A page of overdue rent over the owner's leases, oldest first, with the tenant to see about it. */
  async overdue(ownerId: string, query: OwedChargesQuery): Promise<OverdueRentPage> {
    const { charges, ...page } = await overdueRentOf(
      this.db,
      ownerId,
      this.today(),
      owedChargesPage(query),
    );
    return { data: charges, ...page };
  }

  /** A page of the late fees not yet paid nor waived over the owner's leases, oldest first. */
  async openLateFees(ownerId: string, query: OwedChargesQuery): Promise<OpenLateFeesPage> {
    const { fees, ...page } = await openLateFeesOf(
      this.db,
      ownerId,
      this.today(),
      owedChargesPage(query),
    );
    return { data: fees, ...page };
  }

  /** The statement lines already reconciled with a payment, by line key, with that payment. */
  async reconciledLines(ownerId: string, keys: string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .select({ line: rentPayments.statementLine, paymentId: rentPayments.id })
      .from(rentPayments)
      .where(and(eq(rentPayments.ownerId, ownerId), inArray(rentPayments.statementLine, keys)));
    return new Map(rows.map((row) => [row.line ?? '', row.paymentId]));
  }

  /**
   * A statement line applied: kept on the payment it is (a report, then received, or a payment
   * already received), or a new payment received. The line is never applied twice, however often
   * it is imported.
   */
  async applyStatementLine(
    ownerId: string,
    line: { lineKey: string; leaseId: string; paymentId: string | null; date: string },
    amount: number,
    reference: string,
  ) {
    if (line.paymentId) {
      await this.tellOf(line.paymentId, { statementLine: line.lineKey });
      return;
    }
    const entry = await this.ownerLease(ownerId, line.leaseId);
    await this.db.transaction(async (transaction) => {
      const [recorded] = await transaction
        .insert(rentPayments)
        .values({
          ownerId,
          leaseId: line.leaseId,
          tenantId: entry.tenantIds[0] ?? null,
          amountCents: toCents(amount),
          paidOn: line.date,
          method: 'bank_transfer',
          source: 'bank_statement',
          reference,
          requestKey: `statement:${line.lineKey}`,
          statementLine: line.lineKey,
        })
        .onConflictDoNothing()
        .returning({ id: rentPayments.id });
      if (recorded) {
        await transaction
          .insert(rentPaymentDecisions)
          .values({ paymentId: recorded.id, result: 'received' });
      }
    });
  }
}
