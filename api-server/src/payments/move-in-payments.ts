import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentDecisionPayload, Tenant } from 'shared-api/contract';
import type { Transaction } from '../db/connection';
import { leases, payments, rentCharges } from '../db/schema';
import { conflict } from '../http/errors';
import { moveIn } from '../leases/occupancy';
import { homeOf } from '../tenants/invitations';
import { leaseActiveMail, paymentNotReceivedMail } from '../tenants/mails';
import {
  type LeaseRow,
  type TenantRecord,
  leaseIsOpen,
  loadTenantRecord,
  moveInAmountCents,
  tenantAnswer,
} from '../tenants/tenant-records';
import { monthlyDueDates } from './rent-schedule';

const isMoveIn = sql`${payments.kind} = 'move_in'`;

/**
 * Once a move-in payment has arrived: the lease is active, the tenant lives in the property, and
 * each month's rent of the lease is a charge, the first one paid by that payment. The caller drops
 * the owner's kept property list once the transaction is committed.
 */
export async function activateLease(
  transaction: Transaction,
  lease: LeaseRow,
  tenantId: string,
  now: Date,
) {
  await transaction
    .update(leases)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(leases.id, lease.id), eq(leases.status, 'pending')));
  await moveIn(transaction, lease.propertyId, tenantId);
  await transaction
    .insert(rentCharges)
    .values(
      monthlyDueDates(lease.startDate, lease.endDate).map((dueOn, month) => ({
        propertyId: lease.propertyId,
        leaseId: lease.id,
        amountCents: lease.monthlyRentCents,
        dueOn,
        paidAt: month === 0 ? now : null,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The move-in payment by bank transfer: the tenant says "I've made this payment", the owner says
 * whether it arrived. Its arrival makes the lease active and moves the tenant in.
 */
export class MoveInPayments {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  /** Awaiting the owner's confirmation; said again (or after it arrived), nothing changes. */
  async report(tenantId: string): Promise<Tenant> {
    const record = await loadTenantRecord(this.db, tenantId);
    if (!record.signature) throw conflict('Sign the lease before making the payment');
    if (!leaseIsOpen(record)) throw conflict(`This lease is ${record.lease.status}`);
    const status = record.moveInPayment?.status;
    if (status !== 'awaiting_confirmation' && status !== 'received') {
      const reported = {
        amountCents: moveInAmountCents(record.lease),
        status: 'awaiting_confirmation' as const,
        reportedAt: new Date(),
        decidedAt: null,
      };
      await this.db
        .insert(payments)
        .values({
          ownerId: record.tenant.ownerId,
          leaseId: record.lease.id,
          tenantId,
          kind: 'move_in',
          ...reported,
        })
        .onConflictDoUpdate({
          target: payments.tenantId,
          targetWhere: isMoveIn,
          set: reported,
          setWhere: eq(payments.status, 'not_received'),
        });
      await this.app.notify({
        recipient: { role: 'owner', id: record.tenant.ownerId },
        kind: 'payment_reported',
        title: `${record.tenant.name} says the move-in payment is made`,
        link: `/properties/manage-tenant/${tenantId}`,
      });
    }
    return tenantAnswer(await loadTenantRecord(this.db, tenantId));
  }

  async decide(
    ownerId: string,
    tenantId: string,
    result: PaymentDecisionPayload['result'],
  ): Promise<Tenant> {
    const record = await loadTenantRecord(this.db, tenantId, ownerId);
    if (result === 'received') {
      await this.received(record);
    } else {
      await this.notReceived(record);
    }
    return tenantAnswer(await loadTenantRecord(this.db, tenantId, ownerId));
  }

  /** The owner may confirm a payment the tenant has not reported yet. */
  private async received(record: TenantRecord) {
    const { tenant, lease } = record;
    if (record.moveInPayment?.status === 'received') return;
    if (!record.signature) throw conflict('The tenant has not signed the lease yet');
    if (!leaseIsOpen(record)) throw conflict(`This lease is ${lease.status}`);
    const now = new Date();
    const confirmedNow = await this.db.transaction(async (transaction) => {
      const [confirmed] = await transaction
        .insert(payments)
        .values({
          ownerId: tenant.ownerId,
          leaseId: lease.id,
          tenantId: tenant.id,
          kind: 'move_in',
          amountCents: moveInAmountCents(lease),
          status: 'received',
          decidedAt: now,
        })
        .onConflictDoUpdate({
          target: payments.tenantId,
          targetWhere: isMoveIn,
          set: { status: 'received', decidedAt: now },
          setWhere: ne(payments.status, 'received'),
        })
        .returning({ id: payments.id });
      if (!confirmed) return false;
      await activateLease(transaction, lease, tenant.id, now);
      return true;
    });
    if (!confirmedNow) return;
    this.app.mailer.sendLater(
      leaseActiveMail(
        tenant,
        homeOf(record.propertyName, lease.currentUnit),
        `${this.app.config.appUrl}/tenant/signin`,
      ),
    );
    await this.app.notify({
      recipient: { role: 'tenant', id: tenant.id },
      kind: 'payment_received',
      title: 'Your move-in payment was received: your lease is active',
      link: '/tenant',
    });
  }

  /** Only a payment the tenant has reported can be found missing; the tenant may report it again. */
  private async notReceived(record: TenantRecord) {
    const status = record.moveInPayment?.status;
    if (status === 'not_received') return;
    if (status === 'received') throw conflict('This payment was already marked received');
    if (status !== 'awaiting_confirmation') {
      throw conflict('The tenant has not said the payment is made yet');
    }
    const [missing] = await this.db
      .update(payments)
      .set({ status: 'not_received', decidedAt: new Date() })
      .where(
        and(
          eq(payments.tenantId, record.tenant.id),
          isMoveIn,
          eq(payments.status, 'awaiting_confirmation'),
        ),
      )
      .returning({ id: payments.id });
    if (missing) {
      this.app.mailer.sendLater(
        paymentNotReceivedMail(
          record.tenant,
          homeOf(record.propertyName, record.lease.currentUnit),
        ),
      );
      await this.app.notify({
        recipient: { role: 'tenant', id: record.tenant.id },
        kind: 'payment_not_received',
        title: 'The owner has not received your move-in payment yet',
        link: '/tenant/background-check',
      });
    }
  }
}
