import type { Property } from 'shared-api/contract';

export function aProperty(changes: Partial<Property> = {}): Property {
  return {
    _id: 'property-1',
    propertyId: 'property-1',
    name: 'Maple Court',
    type: 'apartment',
    description: 'Six flats by the park',
    industry: 'development',
    manager: 'Grace Hopper',
    contact: '+15125550100',
    address: '12 Maple Street',
    units: 6,
    monthlyRent: 1250,
    securityDeposit: 1250,
    currency: 'USD',
    currentUnit: null,
    location: {
      address: '12 Maple Street',
      city: 'Austin',
      state: 'Texas',
      country: 'US',
      zip: '78701',
      postalCode: '78701',
    },
    rentalInfo: {
      amount: 7500,
      amountPerUnit: 1250,
      unit: 6,
      lateFeeRate: null,
      amountDeposite: 1250,
    },
    amenities: [],
    profiles: [],
    currentTenants: ['tenant-1', 'tenant-2'],
    isOnLease: true,
    status: 'available',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...changes,
  };
}

export const listOf = (
  properties: Property[],
  nextCursor: string | null = null,
  total = properties.length,
) => ({
  data: properties,
  total,
  nextCursor,
});

export const locations = {
  'GET locations/countries': {
    status: 200,
    body: { data: [{ name: 'United States', iso2: 'US' }] },
  },
  'GET locations/countries/US/states': {
    status: 200,
    body: { data: [{ name: 'Texas', isoCode: 'TX' }] },
  },
  'GET locations/countries/US/states/TX/cities': {
    status: 200,
    body: { data: [{ name: 'Austin' }, { name: 'Dallas' }] },
  },
};
