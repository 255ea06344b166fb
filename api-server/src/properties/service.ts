import {
  type Placeholder,
  type SQL,
  and,
  count,
  desc,
  eq,
  getTableColumns,
  lt,
  not,
  sql,
} from 'drizzle-orm';
import type {
  PendingActivities,
  Property,
  PropertyListStatus,
  PropertyLocationInput,
  PropertyMetrics,
  createPropertyPayload,
  propertyListQuery,
  updatePropertyPayload,
} from 'shared-api/contract';
import { overduePaymentsShown, propertyPageSize, vacantPropertiesShown } from 'shared-api/contract';
import type { z } from 'zod';
import { todayUtc } from '../calendar';
import type { Database } from '../db/connection';
import { leases, ownerPortfolioFigures, properties } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { currencyOf, isKnownCountry } from '../locations/catalogue';
import { toCents, toDollars } from '../money';
import { overdueRentOf } from '../payments/ledger-figures';
import { holding } from '../search/account-search';

type PropertyRow = typeof properties.$inferSelect;
type PropertyChanges = Partial<typeof properties.$inferInsert>;

export interface ListedProperty {
  position: number;
  property: Property;
}

const listed = (row: PropertyRow): ListedProperty => ({
  position: row.position,
  property: propertyAnswer(row),
});

export interface PropertyPage {
  properties: ListedProperty[];
  total: number;
  nextCursor: string | null;
}

export function propertyAnswer(row: PropertyRow): Property {
  return {
    _id: row.id,
    propertyId: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    industry: row.industry,
    manager: row.manager,
    contact: row.contact,
    address: row.address,
    units: row.units,
    monthlyRent: toDollars(row.monthlyRentCents),
    securityDeposit: toDollars(row.securityDepositCents),
    currency: row.currency,
    currentUnit: row.currentUnit,
    location: {
      address: row.address,
      city: row.city,
      state: row.state,
      country: row.country,
      zip: row.postalCode,
      postalCode: row.postalCode,
    },
    rentalInfo: {
      amount: toDollars(row.monthlyRentCents * row.units),
      amountPerUnit: toDollars(row.monthlyRentCents),
      unit: row.units,
      lateFeeRate: row.lateFeeRate === null ? null : Number(row.lateFeeRate),
      amountDeposite: toDollars(row.securityDepositCents),
    },
    amenities: row.amenities,
    profiles: row.profiles,
    currentTenants: row.currentTenants,
    isOnLease: row.isOnLease,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function locationColumns(location: PropertyLocationInput) {
  if (!isKnownCountry(location.country)) throw badRequest('Choose a country from the list');
  return {
    address: location.address,
    city: location.city,
    state: location.state,
    country: location.country,
    postalCode: location.postalCode || location.zip || '',
  };
}

/** Everything an owner has listed, and the figures drawn from it; never another owner's. */
export class PropertyPortfolio {
  /**
   * The reads every screen makes, prepared once: drizzle building their text on each request cost
   * the server as much as running them.
   */
  private readonly statements;
  private readonly pageStatements = new Map<string, PreparedPage>();

  constructor(private readonly db: Database) {
    const ownerId = sql.placeholder('ownerId');
    this.statements = {
      figures: ownerFiguresQuery(db, ownerId).prepare('owner_portfolio_figures'),
      property: db
        .select()
        .from(properties)
        .where(
          and(eq(properties.id, sql.placeholder('propertyId')), eq(properties.ownerId, ownerId)),
        )
        .prepare('owner_property'),
      vacant: vacantPropertiesQuery(db, ownerId, sql.placeholder('limit')).prepare(
        'owner_vacant_properties',
      ),
      incomes: incomeByCurrencyQuery(db, ownerId).prepare('owner_income_by_currency'),
    };
  }

  async create(
    ownerId: string,
    payload: z.output<typeof createPropertyPayload>,
  ): Promise<Property> {
    const [created] = await this.db
      .insert(properties)
      .values({
        ownerId,
        name: payload.name,
        type: payload.type,
        description: payload.description ?? '',
        industry: payload.industry ?? null,
        manager: payload.manager ?? null,
        contact: payload.contact ?? '',
        ...locationColumns(payload.location),
        units: payload.units,
        monthlyRentCents: toCents(payload.monthlyRent),
        securityDepositCents: toCents(payload.securityDeposit ?? 0),
        currency: payload.currency ?? currencyOf(payload.location.country),
        isOnLease: payload.isOnLease,
        status: 'available',
      })
      .returning();
    if (!created) throw new Error('The new property was not returned');
    return propertyAnswer(created);
  }

  async update(
    ownerId: string,
    payload: z.output<typeof updatePropertyPayload>,
  ): Promise<Property> {
    if (!isUuid(payload.propertyId)) throw propertyNotFound();
    const { rentalInfo, profiles } = payload;
    const units = rentalInfo?.unit ?? payload.units;
    const monthlyRent = rentalInfo?.amountPerUnit ?? payload.monthlyRent;
    const securityDeposit = rentalInfo?.amountDeposite ?? payload.securityDeposit;
    const contact = profiles?.[0]?.phone || payload.contact;
    const changes: PropertyChanges = {
      name: payload.name,
      type: payload.type,
      description: payload.description,
      industry: payload.industry,
      manager: payload.manager,
      contact,
      currentUnit: payload.currentUnit,
      ...(payload.location && locationColumns(payload.location)),
      units,
      monthlyRentCents: monthlyRent === undefined ? undefined : toCents(monthlyRent),
      securityDepositCents: securityDeposit === undefined ? undefined : toCents(securityDeposit),
      lateFeeRate:
        rentalInfo?.lateFeeRate === undefined ? undefined : String(rentalInfo.lateFeeRate),
      amenities: payload.amenities,
      profiles,
      updatedAt: new Date(),
    };
    const currency = await this.currencyChange(ownerId, payload);
    const [updated] = await this.db
      .update(properties)
      .set({ ...changes, ...(currency && { currency }) })
      .where(and(eq(properties.id, payload.propertyId), eq(properties.ownerId, ownerId)))
      .returning();
    if (!updated) throw propertyNotFound();
    return propertyAnswer(updated);
  }

  /**
   * The currency asked for, or the new country's own; only while the property has no lease, whose
   * amounts are in the currency they were agreed in. Undefined when it does not change.
   */
  private async currencyChange(
    ownerId: string,
    payload: z.output<typeof updatePropertyPayload>,
  ): Promise<string | undefined> {
    if (payload.currency === undefined && payload.location === undefined) return undefined;
    const [[current], [lease]] = await Promise.all([
      this.db
        .select({ currency: properties.currency, country: properties.country })
        .from(properties)
        .where(and(eq(properties.id, payload.propertyId), eq(properties.ownerId, ownerId))),
      this.db
        .select({ id: leases.id })
        .from(leases)
        .where(eq(leases.propertyId, payload.propertyId))
        .limit(1),
    ]);
    if (!current) throw propertyNotFound();
    const wanted =
      payload.currency ??
      (payload.location && payload.location.country !== current.country
        ? currencyOf(payload.location.country)
        : current.currency);
    if (wanted === current.currency) return undefined;
    if (lease) {
      if (payload.currency === undefined) return undefined;
      throw conflict('The currency cannot change once the property has a lease');
    }
    return wanted;
  }

  async find(ownerId: string, propertyId: string): Promise<Property> {
    if (!isUuid(propertyId)) throw propertyNotFound();
    const [row] = await this.statements.property.execute({ ownerId, propertyId });
    if (!row) throw propertyNotFound();
    return propertyAnswer(row);
  }

  async page(ownerId: string, query: z.output<typeof propertyListQuery>): Promise<PropertyPage> {
    const limit = query.limit ?? propertyPageSize;
    const before = query.cursor === undefined ? null : positionOf(query.cursor);
    const filter: PropertyFilter = { search: query.search || undefined, status: query.status };
    if (filter.search) return this.searchPage(ownerId, filter, limit, before);
    const [rows, total] = await Promise.all([
      this.pageStatement(filter.status, before !== null).execute({
        ownerId,
        before,
        limit: limit + 1,
      }),
      this.total(ownerId, filter),
    ]);
    return pageOf(rows.map(listed), total, limit);
  }

  /**
   * A page of the properties a search finds and how many it finds, in one query (planned afresh
   * each time: how many properties the words match decides the plan). Only a page after the last
   * one, which a property deleted meanwhile may leave, has its matches counted apart.
   */
  private async searchPage(
    ownerId: string,
    filter: PropertyFilter,
    limit: number,
    before: number | null,
  ): Promise<PropertyPage> {
    const rows = await propertySearchPageQuery(this.db, ownerId, filter, before, limit + 1);
    const total =
      rows[0]?.matches ?? (before === null ? 0 : await this.countMatches(ownerId, filter));
    return pageOf(rows.map(listed), total, limit);
  }

  private async countMatches(ownerId: string, filter: PropertyFilter): Promise<number> {
    const [counted] = await this.db
      .select({ total: count() })
      .from(properties)
      .where(and(eq(properties.ownerId, ownerId), ...filterConditions(filter)));
    return counted?.total ?? 0;
  }

  /**
   * A page without a search, prepared per status and for the first or a later page. A search is
   * planned afresh each time: how many properties its words match decides the plan.
   */
  private pageStatement(status: PropertyListStatus | undefined, later: boolean): PreparedPage {
    const shape = `${status ?? 'any'}_${later ? 'later' : 'first'}`;
    let statement = this.pageStatements.get(shape);
    if (!statement) {
      statement = propertyPageQuery(
        this.db,
        sql.placeholder('ownerId'),
        { status },
        later ? sql.placeholder('before') : null,
        sql.placeholder('limit'),
      ).prepare(`property_page_${shape}`);
      this.pageStatements.set(shape, statement);
    }
    return statement;
  }

  /** Without a search, from the owner's figures rather than by counting the portfolio. */
  private async total(ownerId: string, filter: PropertyFilter): Promise<number> {
    const figures = await this.figures(ownerId);
    if (filter.status === 'on_lease') return figures.onLease;
    if (filter.status === 'available') return figures.properties - figures.onLease;
    return figures.properties;
  }

  private async figures(ownerId: string) {
    const [figures] = await this.statements.figures.execute({ ownerId });
    return figures ?? { properties: 0, onLease: 0, units: 0, tenants: 0, incomeCents: 0 };
  }

  /** Read from the figures the database keeps with every write (migration 0008). */
  async metrics(ownerId: string): Promise<PropertyMetrics> {
    const [figures, incomes] = await Promise.all([
      this.figures(ownerId),
      this.statements.incomes.execute({ ownerId }),
    ]);
    const incomeByCurrency = incomes.map((income) => ({
      currency: income.currency,
      amount: toDollars(income.incomeCents),
    }));
    return {
      totalProperties: figures.properties,
      totalOnLease: figures.onLease,
      totalUnits: figures.units,
      totalIncome: incomeByCurrency[0]?.amount ?? 0,
      incomeByCurrency,
      totalTenants: figures.tenants,
      occupancyRate: figures.units === 0 ? 0 : figures.tenants / figures.units,
    };
  }

  async pendingActivities(
    ownerId: string,
    { overdueLimit = overduePaymentsShown, vacantLimit = vacantPropertiesShown } = {},
  ): Promise<PendingActivities> {
    const [overdue, vacant] = await Promise.all([
      overdueRentOf(this.db, ownerId, todayUtc(), { limit: overdueLimit, after: null }),
      this.statements.vacant.execute({ ownerId, limit: vacantLimit }),
    ]);
    return {
      overduePayments: overdue.charges,
      overdueTotal: overdue.total,
      overdueAmounts: overdue.totalAmounts,
      vacantProperties: vacant.map(({ vacantTotal: _total, ...property }) => property),
      vacantTotal: vacant[0]?.vacantTotal ?? 0,
    };
  }
}

/** The monthly rent of the owner's active leases per currency, the most used currency first. */
export const incomeByCurrencyQuery = (db: Database, ownerId: OwnerId) =>
  db
    .select({
      currency: properties.currency,
      // As the owner's figures count it (migration 0008): a property on lease earns its lease's rent.
      incomeCents: sql<number>`coalesce(sum(case when ${properties.isOnLease}
        then coalesce(${properties.activeLeaseRentCents}, ${properties.monthlyRentCents} * ${properties.units})
        else 0 end), 0)`.mapWith(Number),
    })
    .from(properties)
    .where(eq(properties.ownerId, ownerId))
    .groupBy(properties.currency)
    .orderBy(desc(count()), properties.currency);

/** An owner's id, or the placeholder a prepared statement takes it in. */
type OwnerId = string | Placeholder;

type PreparedPage = ReturnType<ReturnType<typeof propertyPageQuery>['prepare']>;

/** The owner's figures, kept by the database (migration 0008). */
export const ownerFiguresQuery = (db: Database, ownerId: OwnerId) =>
  db.select().from(ownerPortfolioFigures).where(eq(ownerPortfolioFigures.ownerId, ownerId));

/** A page of the owner's properties, newest first, before a position. */
export function propertyPageQuery(
  db: Database,
  ownerId: OwnerId,
  filter: PropertyFilter,
  before: number | Placeholder | null,
  limit: number | Placeholder,
) {
  return db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.ownerId, ownerId),
        before === null ? undefined : lt(properties.position, before),
        ...filterConditions(filter),
      ),
    )
    .orderBy(desc(properties.position))
    .limit(limit);
}

/**
 * A page of the properties a search finds, newest first, before a position; each row carries how
 * many the search finds in all, before any position. The matches are found through the trigram
 * index (migration 0051) and then sorted: walking the whole portfolio newest first in search of
 * them would cost as much as the portfolio when they are few.
 */
export function propertySearchPageQuery(
  db: Database,
  ownerId: string,
  filter: PropertyFilter,
  before: number | null,
  limit: number,
) {
  const matches = db
    .select({
      ...getTableColumns(properties),
      matches: sql<number>`count(*) over ()`.mapWith(Number).as('matches'),
    })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), ...filterConditions(filter)))
    .as('matches');
  return db
    .select()
    .from(matches)
    .where(before === null ? undefined : lt(matches.position, before))
    .orderBy(desc(matches.position))
    .limit(limit);
}

/** The owner's newest vacant properties, each row carrying how many are vacant in all. */
export const vacantPropertiesQuery = (
  db: Database,
  ownerId: OwnerId,
  limit: number | Placeholder,
) =>
  db
    .select({
      propertyId: properties.id,
      name: properties.name,
      address: properties.address,
      units: properties.units,
      // On every row, so the page and its total come in one query; no row means none is vacant.
      vacantTotal:
        sql<number>`(select ${ownerPortfolioFigures.properties} - ${ownerPortfolioFigures.onLease} from ${ownerPortfolioFigures} where ${ownerPortfolioFigures.ownerId} = ${ownerId})`.mapWith(
          Number,
        ),
    })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), not(properties.isOnLease)))
    .orderBy(desc(properties.position))
    .limit(limit);

const propertyNotFound = () => notFound('Property not found');

export interface PropertyFilter {
  search?: string;
  status?: PropertyListStatus;
}

function filterConditions({ search, status }: PropertyFilter): SQL[] {
  const conditions: SQL[] = [];
  // The name and every part of the address, in the search column the database keeps.
  if (search) conditions.push(holding(properties.searchText, search));
  if (status) conditions.push(eq(properties.isOnLease, status === 'on_lease'));
  return conditions;
}

/** The page's properties and the cursor after them, from one more row than the page holds. */
function pageOf(rows: ListedProperty[], total: number, limit: number): PropertyPage {
  const page = rows.slice(0, limit);
  return {
    properties: page,
    total,
    nextCursor: rows.length > limit ? cursorAfter(page) : null,
  };
}

function positionOf(cursor: string): number {
  if (!/^\d{1,15}$/.test(cursor)) {
    throw badRequest('This page link is not valid; start again from the first page');
  }
  return Number(cursor);
}

function cursorAfter(page: ListedProperty[]): string | null {
  const last = page.at(-1);
  return last ? String(last.position) : null;
}
