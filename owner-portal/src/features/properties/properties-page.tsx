import { type ReactNode, useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Property, PropertyListQuery, PropertyListStatus } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageHeading,
  Select,
  SkeletonCards,
  TextField,
} from 'shared-ui';
import styled from 'styled-components';
import { PropertyOpenRequests } from '../maintenance/open-requests';
import { useGetPropertiesQuery } from './api';
import { LinkButton } from '../../components/link-button';
import { LoadMore, useSettled } from '../../components/load-more';
import {
  fullAddress,
  PropertyStatusBadge,
  propertyStatusWords,
  propertyTypeWord,
} from './property-status';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) minmax(160px, 1fr);
  gap: 16px;
  max-width: 640px;

  @media not all and (min-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;

const Summary = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

// The filter's statuses are the keys of their words (a record typed by the contract's statuses), so
// the list screen does not load the contract's schemas, and with them the schema library.
const listStatuses = Object.keys(propertyStatusWords) as PropertyListStatus[];
const isListStatus = (value: string | null): value is PropertyListStatus =>
  listStatuses.some((status) => status === value);

/** The search and status filter, kept in the address so a reload or a shared link keeps them. */
function useListFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const rawStatus = params.get('status');
  const status = isListStatus(rawStatus) ? rawStatus : undefined;

  function change(name: 'search' | 'status', value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }
  return { search, status, change };
}

export function PropertyCard({ property }: { property: Property }) {
  const nameId = `property-${property.propertyId}`;
  return (
    <li>
      <Card
        title={<span id={nameId}>{property.name}</span>}
        action={<PropertyStatusBadge property={property} />}
        aria-labelledby={nameId}
        role="article"
      >
        <Facts>
          <dt>Type</dt>
          <dd>{propertyTypeWord(property)}</dd>
          <dt>Address</dt>
          <dd>{fullAddress(property)}</dd>
          <dt>Units</dt>
          <dd>{property.units}</dd>
          <dt>Rent</dt>
          <dd>{formatMoney(property.monthlyRent, property.currency)} a unit</dd>
          <dt>Occupied</dt>
          <dd>
            {property.currentTenants.length} / {property.units} units
          </dd>
        </Facts>
        <Actions>
          <Link to={`/properties/view-property/${property.propertyId}`} aria-describedby={nameId}>
            View details
          </Link>
          <Link to={`/properties/manage-property/${property.propertyId}`} aria-describedby={nameId}>
            Manage
          </Link>
          <PropertyOpenRequests propertyId={property.propertyId} />
        </Actions>
      </Card>
    </li>
  );
}

/** Cards enough to fill a wide screen, drawn before the rest of a page of them. */
const cardsDrawnFirst = 12;

/**
 * A page of cards whose first few are drawn, and painted, before the others: the screen shows
 * what it can while the cards below the fold follow in a render of their own. What comes after
 * the cards (the way to the next page, which loads itself once in view) waits for the last one.
 */
function Cards({ properties, children }: { properties: Property[]; children: ReactNode }) {
  const drawn = useDeferredValue(properties, properties.slice(0, cardsDrawnFirst));
  return (
    <>
      {drawn.map((property) => (
        <PropertyCard key={property.propertyId} property={property} />
      ))}
      {drawn.length === properties.length && children}
    </>
  );
}

interface PageProps {
  filter: PropertyListQuery;
  cursor?: string;
  /** Only the last page loaded offers the next one. */
  onMore?: (cursor: string) => void;
}

/** One page of cards after the first, with the way to the next. */
function NextPage({ filter, cursor, onMore }: PageProps) {
  const page = useGetPropertiesQuery({ ...filter, cursor });
  if (!page.data) {
    return page.isError ? (
      <LoadMore inList loading={false} failed onMore={() => page.refetch()} />
    ) : (
      <LoadMore inList loading onMore={() => undefined} />
    );
  }
  const next = page.data.nextCursor;
  return (
    <>
      {page.data.data.map((property) => (
        <PropertyCard key={property.propertyId} property={property} />
      ))}
      {onMore && next && <LoadMore inList loading={false} onMore={() => onMore(next)} />}
    </>
  );
}

function PropertyList({ filter }: { filter: PropertyListQuery }) {
  const first = useGetPropertiesQuery(filter);
  const [cursors, setCursors] = useState<string[]>([]);
  const filtered = Boolean(filter.search || filter.status);

  if (first.isLoading) return <SkeletonCards count={6} label="Loading properties" />;
  if (!first.data) {
    return (
      <ErrorState
        title="Your properties could not be loaded"
        message="Failed to fetch properties"
        action={<Button onClick={() => first.refetch()}>Try again</Button>}
      />
    );
  }
  if (first.data.total === 0) {
    return filtered ? (
      <EmptyState
        title="No properties match"
        text="Try other words or another status."
        action={<Link to="/properties">Show all properties</Link>}
      />
    ) : (
      <EmptyState
        title="No properties yet"
        text="List your first property to put it on a lease and invite tenants."
        action={<LinkButton to="/properties/add-property">Add Property</LinkButton>}
      />
    );
  }
  const addPage = (cursor: string) =>
    setCursors((loaded) => (loaded.includes(cursor) ? loaded : [...loaded, cursor]));
  const firstNext = first.data.nextCursor;
  return (
    <>
      <Summary role="status">
        {first.data.total} {first.data.total === 1 ? 'property' : 'properties'}
      </Summary>
      <Grid aria-label="Properties" aria-busy={first.isFetching}>
        <Cards properties={first.data.data}>
          {cursors.length === 0 && firstNext && (
            <LoadMore inList loading={false} onMore={() => addPage(firstNext)} />
          )}
        </Cards>
        {cursors.map((cursor, index) => (
          <NextPage
            key={cursor}
            filter={filter}
            cursor={cursor}
            onMore={index === cursors.length - 1 ? addPage : undefined}
          />
        ))}
      </Grid>
    </>
  );
}

const searchDelayMs = 300;

export function PropertiesPage() {
  const { search, status, change } = useListFilter();
  const settledSearch = useSettled(search.trim(), searchDelayMs);

  const filter: PropertyListQuery = {
    ...(settledSearch ? { search: settledSearch } : {}),
    ...(status ? { status } : {}),
  };

  return (
    <>
      <Header>
        <PageHeading title="My Properties" description="Every property you have listed." />
        <LinkButton to="/properties/add-property">Add Property</LinkButton>
      </Header>
      <Filters role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Search by name or address"
          type="search"
          value={search}
          onChange={(event) => change('search', event.target.value)}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          value={status ?? ''}
          options={listStatuses.map((value) => ({
            value,
            label: propertyStatusWords[value],
          }))}
          onChange={(event) => change('status', event.target.value)}
        />
      </Filters>
      <PropertyList key={`${settledSearch}|${status ?? ''}`} filter={filter} />
    </>
  );
}
