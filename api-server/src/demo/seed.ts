import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPropertyPayload } from 'shared-api/contract';
import { owners } from '../db/schema';

export const demoOwner = {
  name: 'Dana Demo',
  email: 'owner@demo.homestead.local',
  password: 'DemoOwner#2026',
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
 * On the first start of an embedded database: a demo owner with two properties. On every start,
 * while the demo owner still has the demo password, the sign-in details are logged.
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
      for (const property of demoProperties) {
        await app.propertyPortfolio.create(demo.id, createPropertyPayload.parse(property));
      }
      app.log.info('demo data created: a demo owner with two properties');
    }

    const [demo] = await app.db.select().from(owners).where(eq(owners.email, demoOwner.email));
    if (demo && (await app.passwords.verify(demo.passwordHash, demoOwner.password))) {
      app.log.info(
        { email: demoOwner.email, password: demoOwner.password },
        `demo owner sign-in: ${demoOwner.email} / ${demoOwner.password}`,
      );
    }
  },
  { name: 'demo-data', dependencies: ['database', 'authentication', 'property-portfolio'] },
);
