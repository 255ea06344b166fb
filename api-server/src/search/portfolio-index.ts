import { setImmediate as nextTurn } from 'node:timers/promises';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SearchResult } from 'shared-api/contract';
import type { Database } from '../db/connection';
import { leases, maintenanceRequests, properties, tenants } from '../db/schema';
import { perKind, resultOf } from './account-search';

/**
 * Results indexed at most, all owners together: about 330 bytes each with their index, so about
 * 100 MB. An owner with 10,000 properties and 50,000 tenants has about 110,000.
 */
const resultsKept = 300_000;
/** Results indexed between two turns of the event loop, a few milliseconds' work. */
const resultsPerTurn = 1_000;
/** Between the texts of one result, so that no search matches across two of them. */
const separator = '\u0000';

declare module 'fastify' {
  interface FastifyInstance {
    portfolioIndexes: PortfolioIndexes;
  }
}

/**
 * One kind of result, newest first, each found by part of any of its texts in any case, as the
 * database's `ilike '%words%'` finds it. Every three characters of a text list the results that
 * have them, so a search walks the shortest list among its own, newest first, and stops at the
 * fifth result that has the whole words.
 */
class IndexedKind {
  private constructor(
    private readonly results: SearchResult[],
    /** Each result's texts in lower case, joined by the separator. */
    private readonly texts: string[],
    private readonly withThree: Map<string, Int32Array>,
  ) {}

  static async of<Row>(
    rows: Row[],
    resultOf: (row: Row) => SearchResult | undefined,
    textsOf: (row: Row) => string[],
  ): Promise<IndexedKind> {
    const results: SearchResult[] = [];
    const texts: string[] = [];
    const lists = new Map<string, number[]>();
    for (const [index, row] of rows.entries()) {
      if (index % resultsPerTurn === 0 && index > 0) await nextTurn();
      const result = resultOf(row);
      if (!result) continue;
      const number = results.push(result) - 1;
      const lowerCase = textsOf(row).map((text) => text.toLowerCase());
      texts.push(lowerCase.join(separator));
      for (const text of lowerCase) {
        for (let start = 0; start + 3 <= text.length; start += 1) {
          const three = text.slice(start, start + 3);
          const list = lists.get(three);
          if (!list) lists.set(three, [number]);
          else if (list.at(-1) !== number) list.push(number);
        }
      }
    }
    const withThree = new Map<string, Int32Array>();
    for (const [three, list] of lists) withThree.set(three, Int32Array.from(list));
    return new IndexedKind(results, texts, withThree);
  }

  get size() {
    return this.results.length;
  }

  find(words: string): SearchResult[] {
    const needle = words.toLowerCase();
    if (needle.includes(separator)) return [];
    // Words of two characters, the shortest searched, walk every result: they are met early.
    let shortest: ArrayLike<number> | undefined;
    for (let start = 0; start + 3 <= needle.length; start += 1) {
      const list = this.withThree.get(needle.slice(start, start + 3));
      if (!list) return [];
      if (!shortest || list.length < shortest.length) shortest = list;
    }
    const found: SearchResult[] = [];
    const candidates = shortest?.length ?? this.results.length;
    for (let candidate = 0; candidate < candidates && found.length < perKind; candidate += 1) {
      const number = shortest ? (shortest[candidate] as number) : candidate;
      if (this.texts[number]!.includes(needle)) found.push(this.results[number]!);
    }
    return found;
  }
}

/**
 * An owner's whole portfolio as the palette finds it (`ownerResults` in account-search.ts, whose
 * answers it gives): properties by name, address or city; tenants by name or e-mail; leases by
 * their property's name or a tenant's; maintenance requests by title or description.
 */
export class PortfolioIndex {
  private constructor(private readonly kinds: IndexedKind[]) {}

  static async read(db: Database, ownerId: string): Promise<PortfolioIndex> {
    const [ownProperties, ownLeases, ownTenants, ownRequests] = await Promise.all([
      db
        .select({
          id: properties.id,
          name: properties.name,
          address: properties.address,
          city: properties.city,
        })
        .from(properties)
        .where(eq(properties.ownerId, ownerId))
        .orderBy(desc(properties.position)),
      db
        .select({
          id: leases.id,
          propertyId: leases.propertyId,
          currentUnit: leases.currentUnit,
          status: leases.status,
          startDate: leases.startDate,
          endDate: leases.endDate,
        })
        .from(leases)
        .where(eq(leases.ownerId, ownerId))
        .orderBy(desc(leases.position)),
      db
        .select({
          id: tenants.id,
          leaseId: tenants.leaseId,
          name: tenants.name,
          email: tenants.email,
        })
        .from(tenants)
        .where(eq(tenants.ownerId, ownerId))
        .orderBy(desc(tenants.position)),
      db
        .select({
          id: maintenanceRequests.id,
          propertyId: maintenanceRequests.propertyId,
          title: maintenanceRequests.title,
          description: maintenanceRequests.description,
          priority: maintenanceRequests.priority,
        })
        .from(maintenanceRequests)
        .where(eq(maintenanceRequests.ownerId, ownerId))
        .orderBy(desc(maintenanceRequests.position)),
    ]);
    const propertyNames = new Map(ownProperties.map((property) => [property.id, property.name]));
    const leaseProperties = new Map(ownLeases.map((lease) => [lease.id, lease.propertyId]));
    const propertyOfLease = (leaseId: string) => propertyNames.get(leaseProperties.get(leaseId)!);
    // Each lease's tenants, the first invited first.
    const tenantNames = new Map<string, string[]>();
    for (const tenant of [...ownTenants].reverse()) {
      const names = tenantNames.get(tenant.leaseId);
      if (names) names.push(tenant.name);
      else tenantNames.set(tenant.leaseId, [tenant.name]);
    }
    return new PortfolioIndex([
      await IndexedKind.of(ownProperties, resultOf.property, (property) => [
        property.name,
        property.address,
        property.city,
      ]),
      await IndexedKind.of(
        ownTenants,
        (tenant) => {
          const propertyName = propertyOfLease(tenant.leaseId);
          return propertyName === undefined ? undefined : resultOf.tenant(tenant, propertyName);
        },
        (tenant) => [tenant.name, tenant.email],
      ),
      await IndexedKind.of(
        ownLeases,
        (lease) => {
          const propertyName = propertyNames.get(lease.propertyId);
          const names = (tenantNames.get(lease.id) ?? []).join(', ');
          return propertyName === undefined
            ? undefined
            : resultOf.lease(lease, propertyName, names);
        },
        (lease) => [
          propertyNames.get(lease.propertyId) ?? '',
          ...(tenantNames.get(lease.id) ?? []),
        ],
      ),
      await IndexedKind.of(
        ownRequests,
        (request) => {
          const propertyName = propertyNames.get(request.propertyId);
          return propertyName === undefined ? undefined : resultOf.request(request, propertyName);
        },
        (request) => [request.title, request.description],
      ),
    ]);
  }

  get size() {
    return this.kinds.reduce((sum, kind) => sum + kind.size, 0);
  }

  /** The newest five of each kind that have the words: properties, tenants, leases, requests. */
  find(words: string): SearchResult[] {
    return this.kinds.flatMap((kind) => kind.find(words));
  }
}

/**
 * Owners' portfolios indexed in memory for the palette, each under the count of the owner's writes
 * (migration 0016) that the database held before it was read, and used only at that count. An
 * owner's first search after a write is answered by the database, and their portfolio is then read
 * again in the background, so no search waits for the reading. The least recently searched owners
 * go first beyond the bound; an owner larger than the whole bound is never indexed.
 */
export class PortfolioIndexes {
  private readonly kept = new Map<string, { version: number; index: PortfolioIndex }>();
  private readonly reading = new Map<string, Promise<void>>();
  private readonly tooLarge = new Set<string>();
  private resultsIndexed = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly capacity = resultsKept,
  ) {}

  /**
   * The owner's results for the words, from memory when their portfolio at this count of writes is
   * indexed; otherwise from the database, after which the portfolio starts being read (on the
   * embedded database's one connection, behind the search).
   */
  async search(
    ownerId: string,
    version: number,
    words: string,
    fromDatabase: () => Promise<SearchResult[]>,
  ): Promise<SearchResult[]> {
    const kept = this.kept.get(ownerId);
    if (kept?.version === version) {
      this.kept.delete(ownerId);
      this.kept.set(ownerId, kept);
      return kept.index.find(words);
    }
    const found = await fromDatabase();
    if (!kept || kept.version < version) this.read(ownerId, version);
    return found;
  }

  /** Resolves when no reading of the owner's portfolio is under way. */
  async settled(ownerId: string): Promise<void> {
    await this.reading.get(ownerId);
  }

  private read(ownerId: string, version: number) {
    if (this.reading.has(ownerId) || this.tooLarge.has(ownerId)) return;
    const started = performance.now();
    const reading = PortfolioIndex.read(this.db, ownerId)
      .then((index) => {
        const ms = Math.round(performance.now() - started);
        this.log.debug({ ownerId, results: index.size, ms }, 'search index read');
        this.keep(ownerId, version, index);
      })
      .catch((error: unknown) => this.log.warn({ err: error, ownerId }, 'search index not read'))
      .finally(() => this.reading.delete(ownerId));
    this.reading.set(ownerId, reading);
  }

  private keep(ownerId: string, version: number, index: PortfolioIndex) {
    if (index.size > this.capacity) {
      this.tooLarge.add(ownerId);
      return;
    }
    const kept = this.kept.get(ownerId);
    if (kept && kept.version >= version) return;
    this.drop(ownerId);
    this.kept.set(ownerId, { version, index });
    this.resultsIndexed += index.size;
    for (const [leastRecentlySearched] of this.kept) {
      if (this.resultsIndexed <= this.capacity) break;
      this.drop(leastRecentlySearched);
    }
  }

  private drop(ownerId: string) {
    this.resultsIndexed -= this.kept.get(ownerId)?.index.size ?? 0;
    this.kept.delete(ownerId);
  }
}

export const portfolioIndexes = fp(
  async (app: FastifyInstance) => {
    app.decorate('portfolioIndexes', new PortfolioIndexes(app.db, app.log));
  },
  { name: 'portfolio-indexes', dependencies: ['database'] },
);
