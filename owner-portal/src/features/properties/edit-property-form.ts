import {
  amenity,
  currencyCode,
  propertyAmenityNames,
  propertyLocationInput,
  propertyProfile,
  rentalInfoInput,
  requiredText,
  updatePropertyPayload,
  type Property,
  type UpdatePropertyPayload,
} from 'shared-api/contract';
import { z } from 'zod';

/** The four tabs' fields, checked by the contract's own rules so the server agrees. */
export const editPropertyForm = z.object({
  name: requiredText('Property name'),
  type: updatePropertyPayload.shape.type.unwrap(),
  description: updatePropertyPayload.shape.description,
  location: propertyLocationInput,
  rentalInfo: rentalInfoInput.required({ amountPerUnit: true, unit: true, amountDeposite: true }),
  currency: currencyCode,
  // The Allowed / Not allowed choice reaches the form as true or false (see `readAllowed`).
  amenities: z.array(amenity),
  profiles: z.array(propertyProfile).min(1, 'Add the property manager'),
});
export type EditPropertyInput = z.input<typeof editPropertyForm>;
export type EditPropertyValues = z.output<typeof editPropertyForm>;

export const editPropertyTabs = [
  {
    value: 'information',
    label: 'Property Information',
    fields: ['name', 'type', 'description', 'location'],
  },
  { value: 'rental', label: 'Rental Information', fields: ['rentalInfo', 'currency'] },
  { value: 'amenities', label: 'Amenities', fields: ['amenities'] },
  { value: 'people', label: 'Owner & Financials', fields: ['profiles'] },
] as const satisfies readonly {
  value: string;
  label: string;
  fields: (keyof EditPropertyInput)[];
}[];
export type EditPropertyTab = (typeof editPropertyTabs)[number]['value'];

/** The form as the property stands, with the three usual amenities always offered. */
export function editPropertyValues(property: Property): EditPropertyInput {
  const usual = propertyAmenityNames.map(
    (name) => property.amenities.find((kept) => kept.name === name) ?? { name, allowed: false },
  );
  const own = property.amenities.filter(
    (kept) => !propertyAmenityNames.some((name) => name === kept.name),
  );
  return {
    name: property.name,
    type: property.type,
    description: property.description,
    location: {
      address: property.location.address,
      country: property.location.country,
      state: property.location.state,
      city: property.location.city,
      postalCode: property.location.postalCode,
    },
    rentalInfo: {
      amountPerUnit: property.rentalInfo.amountPerUnit,
      unit: property.rentalInfo.unit,
      lateFeeRate: property.rentalInfo.lateFeeRate ?? undefined,
      amountDeposite: property.rentalInfo.amountDeposite,
    },
    currency: property.currency,
    amenities: [...usual, ...own],
    profiles:
      property.profiles.length > 0
        ? property.profiles
        : [{ name: property.manager ?? '', email: '', phone: property.contact, role: 'Manager' }],
  };
}

/**
 * The spec's mapping: contact from the first person's phone, zip from the postal code, units from
 * the rental unit and the monthly rent from the rent per unit; the first person is the manager.
 * The currency is sent only when the owner changed it: otherwise a new country brings its own.
 */
export function propertyUpdate(
  property: Property,
  form: EditPropertyValues,
): UpdatePropertyPayload {
  const [manager] = form.profiles;
  return {
    propertyId: property.propertyId,
    name: form.name,
    type: form.type,
    description: form.description,
    manager: manager?.name,
    contact: manager?.phone,
    location: { ...form.location, zip: form.location.postalCode },
    units: form.rentalInfo.unit,
    monthlyRent: form.rentalInfo.amountPerUnit,
    securityDeposit: form.rentalInfo.amountDeposite,
    rentalInfo: form.rentalInfo,
    amenities: form.amenities,
    profiles: form.profiles,
    ...(form.currency !== property.currency && { currency: form.currency }),
  };
}
