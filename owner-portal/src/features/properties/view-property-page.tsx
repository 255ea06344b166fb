import type { Property } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import { Card, PageHeading } from 'shared-ui';
import styled from 'styled-components';
import { useGetPropertyLeasesQuery, useGetPropertyTenantsQuery } from '../manage-property/api';
import { PropertyLeasesTable } from '../manage-property/property-leases-table';
import { PropertyTenantsTable } from '../manage-property/property-tenants-table';
import { LinkButton } from '../../components/link-button';
import { PropertyGate } from './property-gate';
import {
  countryName,
  fullAddress,
  industryWord,
  PropertyStatusBadge,
  propertyTypeWord,
} from './property-status';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 24px;
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 20px;
  margin-bottom: 20px;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, auto) 1fr;
  gap: 8px 16px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const People = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;

  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const orNone = (text: string | null | undefined) => text || 'Not given';

function PropertyDetails({ property }: { property: Property }) {
  const leases = useGetPropertyLeasesQuery(property.propertyId);
  const tenants = useGetPropertyTenantsQuery(property.propertyId);
  const { location, rentalInfo } = property;

  return (
    <>
      <PageHeading
        title={property.name}
        description="Everything you entered about this property."
      />
      <Actions>
        <LinkButton to={`/properties/edit-property/${property.propertyId}`}>Edit</LinkButton>
        <LinkButton $variant="secondary" to={`/properties/manage-property/${property.propertyId}`}>
          Manage
        </LinkButton>
      </Actions>
      <Sections>
        <Card title="Property information">
          <Facts>
            <dt>Status</dt>
            <dd>
              <PropertyStatusBadge property={property} />
            </dd>
            <dt>Type</dt>
            <dd>{propertyTypeWord(property)}</dd>
            <dt>Description</dt>
            <dd>{orNone(property.description)}</dd>
            <dt>Industry</dt>
            <dd>{orNone(industryWord(property.industry))}</dd>
            <dt>Address</dt>
            <dd>{fullAddress(property)}</dd>
            <dt>City</dt>
            <dd>{location.city}</dd>
            <dt>State</dt>
            <dd>{location.state}</dd>
            <dt>Country</dt>
            <dd>{countryName(location.country)}</dd>
            <dt>Postal code</dt>
            <dd>{orNone(location.postalCode)}</dd>
          </Facts>
        </Card>
        <Card title="Rental information">
          <Facts>
            <dt>Units</dt>
            <dd>{rentalInfo.unit}</dd>
            <dt>Rent per unit</dt>
            <dd>{formatMoney(rentalInfo.amountPerUnit, property.currency)}</dd>
            <dt>Rent roll</dt>
            <dd>{formatMoney(rentalInfo.amount, property.currency)} a month</dd>
            <dt>Late fee rate</dt>
            <dd>{rentalInfo.lateFeeRate === null ? 'Not given' : `${rentalInfo.lateFeeRate}%`}</dd>
            <dt>Deposit</dt>
            <dd>{formatMoney(rentalInfo.amountDeposite, property.currency)}</dd>
            <dt>Occupied</dt>
            <dd>
              {property.currentTenants.length} / {property.units} units
            </dd>
          </Facts>
        </Card>
        <Card title="Amenities">
          {property.amenities.length === 0 ? (
            <p>No amenities recorded yet.</p>
          ) : (
            <Facts>
              {property.amenities.map((amenity) => (
                <div key={amenity.name} style={{ display: 'contents' }}>
                  <dt>{amenity.name}</dt>
                  <dd>{amenity.allowed ? 'Allowed' : 'Not allowed'}</dd>
                </div>
              ))}
            </Facts>
          )}
        </Card>
        <Card title="Owner & Financials">
          <Facts>
            <dt>Manager</dt>
            <dd>{orNone(property.manager)}</dd>
            <dt>Contact</dt>
            <dd>{orNone(property.contact)}</dd>
          </Facts>
          {property.profiles.length > 0 && (
            <People aria-label="People">
              {property.profiles.map((person, index) => (
                <li key={`${person.email}-${index}`}>
                  {person.name}
                  {index === 0 && ' (property manager)'}
                  <small>
                    {[person.role, person.email, person.phone].filter(Boolean).join(' · ')}
                  </small>
                </li>
              ))}
            </People>
          )}
        </Card>
      </Sections>
      <Sections>
        <Card title="Leases">
          {leases.data ? (
            <PropertyLeasesTable leases={leases.data} />
          ) : (
            <p>{leases.isError ? 'The leases could not be loaded.' : 'Loading leases…'}</p>
          )}
        </Card>
        <Card title="Tenants">
          {tenants.data ? (
            <PropertyTenantsTable tenants={tenants.data} />
          ) : (
            <p>{tenants.isError ? 'The tenants could not be loaded.' : 'Loading tenants…'}</p>
          )}
        </Card>
      </Sections>
    </>
  );
}

export function ViewPropertyPage() {
  return (
    <PropertyGate title="Property details">
      {(property) => <PropertyDetails property={property} />}
    </PropertyGate>
  );
}
