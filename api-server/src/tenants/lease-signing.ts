import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LeaseTerms, Tenant } from 'shared-api/contract';
import { leaseSignatures, owners, properties, tenants } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { toDollars } from '../money';
import { BankNumbers } from '../owners/bank-numbers';
import { homeOf, invitationExpiry, invitationLink } from './invitations';
import { leaseReadyMail } from './mails';
import {
  type TenantRecord,
  leaseIsOpen,
  addressLine,
  loadTenantRecord,
  moveInAmountCents,
  tenantAnswer,
} from './tenant-records';

/** How a typed name is compared: case, accents' composition and spacing do not matter. */
const comparableName = (name: string) =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

/** What the tenant puts on the transfer, so the owner can match it to the lease. */
const paymentReferenceOf = (tenantId: string) => `HS-${tenantId.slice(0, 8).toUpperCase()}`;

/** The lease going from the owner to the tenant: sent once the check has passed, then signed. */
export class LeaseSigning {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  /**
   * Only after a passed check, and only once the owner's bank details are there for the payment.
   * The tenant is mailed a fresh link to the lease; sending again changes nothing.
   */
  async send(ownerId: string, tenantId: string): Promise<Tenant> {
    const record = await loadTenantRecord(this.db, tenantId, ownerId);
    if (record.tenant.leaseSentAt) return tenantAnswer(record);
    if (record.tenant.backgroundCheck !== 'passed') {
      throw conflict('Send the lease once the background check has passed');
    }
    if (!leaseIsOpen(record)) throw conflict(`This lease is ${record.lease.status}`);
    const [owner] = await this.db
      .select({ accountNumber: owners.bankAccountNumberSealed })
      .from(owners)
      .where(eq(owners.id, ownerId));
    if (!owner?.accountNumber) {
      throw conflict(
        'Add your bank details before sending a lease: the tenant needs them for the move-in payment',
      );
    }
    const [sent] = await this.db
      .update(tenants)
      .set({
        leaseSentAt: new Date(),
        ...(!record.tenant.passwordHash && { invitationExpiresAt: invitationExpiry() }),
        updatedAt: new Date(),
      })
      .where(and(eq(tenants.id, tenantId), isNull(tenants.leaseSentAt)))
      .returning();
    if (sent) {
      const link = sent.passwordHash
        ? `${this.app.config.appUrl}/tenant/signin`
        : await invitationLink(this.app, sent);
      this.app.mailer.sendLater(
        leaseReadyMail(sent, homeOf(record.propertyName, record.lease.currentUnit), link),
      );
      await this.app.notify({
        recipient: { role: 'tenant', id: tenantId },
        kind: 'lease_sent',
        title: `Your lease for ${homeOf(record.propertyName, record.lease.currentUnit)} is ready to sign`,
        link: '/lease',
      });
    }
    return tenantAnswer(await loadTenantRecord(this.db, tenantId, ownerId));
  }

  private async sentLeaseOf(tenantId: string): Promise<TenantRecord> {
    const record = await loadTenantRecord(this.db, tenantId);
    if (!record.tenant.leaseSentAt) throw conflict('The owner has not sent you the lease yet');
    if (!leaseIsOpen(record)) throw conflict(`This lease is ${record.lease.status}`);
    return record;
  }

  /** The lease as sent, the amount due now and the owner's bank details for the transfer. */
  async terms(tenantId: string): Promise<LeaseTerms> {
    const record = await this.sentLeaseOf(tenantId);
    const { lease, tenant, signature } = record;
    const [landlord] = await this.db
      .select({ owner: owners, property: properties })
      .from(properties)
      .innerJoin(owners, eq(owners.id, properties.ownerId))
      .where(eq(properties.id, lease.propertyId));
    if (!landlord) throw new Error('The lease has no property');
    const { owner, property } = landlord;
    const bankDetails = new BankNumbers(this.app.config.ssnEncryptionKey).transferDetails(owner);
    if (!bankDetails) {
      throw conflict('The owner has not given bank details for the payment yet');
    }
    return {
      leaseId: lease.id,
      property: {
        name: property.name,
        type: property.type,
        address: addressLine(property),
      },
      currentUnit: lease.currentUnit,
      startDate: lease.startDate,
      endDate: lease.endDate,
      monthlyRent: toDollars(lease.monthlyRentCents),
      securityDeposit: toDollars(lease.securityDepositCents),
      lateFee: toDollars(lease.lateFeeCents),
      lateFeeAfterDays: lease.lateFeeAfterDays,
      currency: property.currency,
      paymentFrequency: 'Monthly',
      specialTerms: lease.specialTerms,
      amountDueNow: toDollars(moveInAmountCents(lease)),
      paymentReference: paymentReferenceOf(tenant.id),
      bankDetails,
      owner: { name: owner.name, email: owner.email, phone: owner.phone },
      tenant: { name: tenant.name, email: tenant.email },
      signature: signature && {
        fullName: signature.fullName,
        signedAt: signature.signedAt.toISOString(),
        ipAddress: signature.ipAddress,
        userAgent: signature.userAgent,
      },
    };
  }

  /** The typed full name must be the tenant's; the first signature is the one kept. */
  async sign(
    tenantId: string,
    fullName: string,
    from: { ipAddress: string; userAgent: string },
  ): Promise<Tenant> {
    const record = await this.sentLeaseOf(tenantId);
    if (!record.signature) {
      if (comparableName(fullName) !== comparableName(record.tenant.name)) {
        throw badRequest(`Type your full name as it appears on the lease: ${record.tenant.name}`);
      }
      await this.db
        .insert(leaseSignatures)
        .values({
          leaseId: record.lease.id,
          tenantId,
          fullName: fullName.trim(),
          ipAddress: from.ipAddress,
          userAgent: from.userAgent.slice(0, 500),
        })
        .onConflictDoNothing();
      await this.app.notify({
        recipient: { role: 'owner', id: record.tenant.ownerId },
        kind: 'lease_signed',
        title: `${record.tenant.name} signed the lease for ${homeOf(record.propertyName, record.lease.currentUnit)}`,
        link: `/properties/manage-tenant/${tenantId}`,
        eventKey: `lease_signed:${record.lease.id}:${tenantId}`,
      });
    }
    return tenantAnswer(await loadTenantRecord(this.db, tenantId));
  }
}
