import type { Property, PropertyListStatus } from 'shared-api/contract';
import { Badge } from 'shared-ui';

/** The list's status filter in the owner's words. */
export const propertyStatusWords: Record<PropertyListStatus, string> = {
  available: 'Available',
  on_lease: 'On lease',
};

export function PropertyStatusBadge({ property }: { property: Property }) {
  return property.isOnLease ? (
    <Badge tone="success">{propertyStatusWords.on_lease}</Badge>
  ) : (
    <Badge tone="info">{propertyStatusWords.available}</Badge>
  );
}

const typeWords: Record<Property['type'], string> = {
  apartment: 'Apartment',
  condo: 'Condo',
  house: 'House',
};

export const propertyTypeWord = (property: Property) => typeWords[property.type];

const regionNames = new Intl.DisplayNames(['en-US'], { type: 'region' });

/** A country by its name ("United States"), from the ISO code the property keeps ("US"). */
export function countryName(code: string) {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The industry as the form offers it ("Marketing"), or null when none was given. */
export const industryWord = (industry: string | null) =>
  industry ? industry.replace(/^./, (first) => first.toUpperCase()) : null;

/** The full address on one line, as an owner writes it on an envelope. */
export const fullAddress = ({ location }: Property) =>
  [
    location.address,
    location.city,
    [location.state, location.postalCode].filter(Boolean).join(' '),
    countryName(location.country),
  ]
    .filter(Boolean)
    .join(', ');
