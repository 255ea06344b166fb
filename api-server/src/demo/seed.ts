import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLeasePayload, createPropertyPayload } from 'shared-api/contract';
import { todayUtc } from '../calendar';
import { leases, notifications, owners, tenants } from '../db/schema';
import { seedDemoBooks } from './books';
import { signedAndMovedIn } from './move-in';
import { seedDemoRentHistory } from './rent-history';
import { LeaseBook } from '../leases/lease-book';
import { BankNumbers } from '../owners/bank-numbers';
import { homeOf } from '../tenants/invitations';
import { SsnVault } from '../tenants/ssn-vault';

export const demoOwner = {
  name: 'Dana Demo',
  email: 'owner@demo.homestead.local',
  password: 'DemoOwner#2026',
};

export const demoTenant = {
  name: 'Toni Tenant',
  email: 'tenant@demo.homestead.local',
  password: 'DemoTenant#2026',
};

const demoProperties = [
  {
    name: 'Maple Court Apartments',
    type: 'apartment',
    description:
      'Twelve bright apartments around a shared courtyard, five minutes from the station.',
    industry: 'development',
    manager: 'Dana Demo',
    contact: '+15125550142',
    units: 12,
    monthlyRent: 1450,
    securityDeposit: 1450,
    location: {
      address: '410 Maple Avenue',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postalCode: '78701',
    },
  },
  {
    name: 'Riverside Cottage',
    type: 'house',
    description: 'A two-bedroom house with a garden on the river path.',
    industry: 'development',
    manager: 'Dana Demo',
    contact: '+15125550142',
    units: 1,
    monthlyRent: 2100.5,
    securityDeposit: 2100,
    location: {
      address: '18 River Road',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postalCode: '78704',
    },
  },
];

/**
 * The demo tenant, through every step at once (no mails): a lease from the first of this month for a
 * year, a passed check, the lease sent and signed, the move-in payment received.
 */
async function seedActiveTenancy(
  app: FastifyInstance,
  ownerId: string,
  property: { propertyId: string; name: string },
) {
  const monthStart = `${todayUtc().slice(0, 7)}-01`;
  const yearLater = new Date(`${monthStart}T00:00:00Z`);
  yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
  yearLater.setUTCDate(yearLater.getUTCDate() - 1);
  const { lease } = await new LeaseBook(app).create(
    ownerId,
    createLeasePayload.parse({
      propertyId: property.propertyId,
      startDate: monthStart,
      endDate: todayUtc(yearLater),
      monthlyRent: 2100.5,
      securityDeposit: 2100,
      currentUnit: 1,
      existingTenancy: monthStart < todayUtc(),
      metadata: { renewalOffered: true, specialTerms: 'Garden upkeep is shared with the owner.' },
    }),
  );
  const now = new Date();
  await app.db.transaction(async (transaction) => {
    const [leaseRow] = await transaction.select().from(leases).where(eq(leases.id, lease.leaseId));
    if (!leaseRow) throw new Error('The demo lease was not created');
    const [tenant] = await transaction
      .insert(tenants)
      .values({
        ownerId,
        leaseId: lease.leaseId,
        name: demoTenant.name,
        email: demoTenant.email,
        phone: '+15125550177',
        address: '55 Lamar Boulevard, Austin, TX 78703',
        dateOfBirth: '1991-06-15',
        yearsAtAddress: '4',
        reasonForLeaving: 'Looking for a house with a garden',
        ssnLastFour: '4321',
        backgroundCheck: 'passed',
        backgroundCheckSubmittedAt: now,
        backgroundCheckReviewedAt: now,
        leaseSentAt: now,
        invitationVersion: 2,
        invitationExpiresAt: now,
        passwordHash: await app.passwords.hash(demoTenant.password),
      })
      .returning();
    if (!tenant) throw new Error('The demo tenant was not created');
    await transaction
      .update(tenants)
      .set({ ssnSealed: new SsnVault(app.config.ssnEncryptionKey).seal('219094321', tenant.id) })
      .where(eq(tenants.id, tenant.id));
    await signedAndMovedIn(transaction, leaseRow, tenant, now);
    // The top bar's bell has what these steps would have told each side, the older ones read.
    const home = homeOf(property.name, leaseRow.currentUnit);
    const ownerPage = `/properties/manage-tenant/${tenant.id}`;
    await transaction.insert(notifications).values([
      {
        recipientRole: 'owner',
        recipientId: ownerId,
        kind: 'check_submitted',
        title: `${demoTenant.name} submitted a background check`,
        link: ownerPage,
        readAt: now,
      },
      {
        recipientRole: 'owner',
        recipientId: ownerId,
        kind: 'lease_signed',
        title: `${demoTenant.name} signed the lease for ${home}`,
        link: ownerPage,
      },
      {
        recipientRole: 'tenant',
        recipientId: tenant.id,
        kind: 'lease_sent',
        title: `Your lease for ${home} is ready to sign`,
        link: '/lease',
        readAt: now,
      },
      {
        recipientRole: 'tenant',
        recipientId: tenant.id,
        kind: 'payment_received',
        title: 'Your move-in payment was received: your lease is active',
        link: '/tenant',
      },
    ]);
  });
}

/**
 * On the first start of an embedded database: a demo owner with two properties, one of them let to
 * a demo tenant on an active lease, ten units of the other let for a year with their rent paid. On every start, while the demo owner and tenant still have
 * their demo passwords, their sign-in details are logged.
 */
export const demoData = fp(
  async (app: FastifyInstance) => {
    const [{ owners: ownersSoFar } = { owners: 0 }] = await app.db
      .select({ owners: count() })
      .from(owners);
    if (ownersSoFar === 0) {
      const [demo] = await app.db
        .insert(owners)
        .values({
          name: demoOwner.name,
          email: demoOwner.email,
          passwordHash: await app.passwords.hash(demoOwner.password),
          phone: '+15125550142',
        })
        .returning();
      if (!demo) throw new Error('The demo owner was not created');
      await app.db
        .update(owners)
        .set(
          new BankNumbers(app.config.ssnEncryptionKey).columns(demo.id, {
            accountName: demoOwner.name,
            bankName: 'Lone Star Community Bank',
            accountNumber: '004412345678',
            routingNumber: '114000093',
          }),
        )
        .where(eq(owners.id, demo.id));
      const listed = [];
      for (const property of demoProperties) {
        listed.push(
          await app.propertyPortfolio.create(demo.id, createPropertyPayload.parse(property)),
        );
      }
      const [maple, cottage] = listed;
      if (!maple || !cottage) throw new Error('The demo properties were not created');
      await seedActiveTenancy(app, demo.id, cottage);
      await seedDemoRentHistory(app, demo.id, maple);
      await seedDemoBooks(app, demo.id, { maple, cottage });
      app.log.info(
        'demo data created: a demo owner with two properties, one let to a demo tenant on an active lease, ten units of the other let for a year with their rent paid, a year of expenses and two vendors',
      );
    }

    const [demo] = await app.db.select().from(owners).where(eq(owners.email, demoOwner.email));
    if (demo && (await app.passwords.verify(demo.passwordHash, demoOwner.password))) {
      app.log.info(
        { demoOwnerEmail: demoOwner.email, demoOwnerPassword: demoOwner.password },
        `demo owner sign-in: ${demoOwner.email} / ${demoOwner.password}`,
      );
    }
    const [tenant] = await app.db.select().from(tenants).where(eq(tenants.email, demoTenant.email));
    if (
      tenant?.passwordHash &&
      (await app.passwords.verify(tenant.passwordHash, demoTenant.password))
    ) {
      app.log.info(
        { demoTenantEmail: demoTenant.email, demoTenantPassword: demoTenant.password },
        `demo tenant sign-in: ${demoTenant.email} / ${demoTenant.password}`,
      );
    }
  },
  { name: 'demo-data', dependencies: ['database', 'authentication', 'property-portfolio'] },
);
