import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SearchResult } from 'shared-api/contract';
import type { Database } from '../db/connection';
import { leases, maintenanceRequests, properties, tenants } from '../db/schema';
import { perKind, resultOf } from './account-search';

/**
 * Results indexed at most, all owners together: about 420 bytes each with their index, so about
 * 105 MB. An owner with 10,000 properties and 50,000 tenants has about 110,000 (46 MB).
 */
const resultsKept = 250_000;
/**
 * An owner's portfolio is read again no sooner than this many times as long as its last reading
 * took, counted from that reading's start: a large portfolio written to all day costs at most a
 * tenth of a core.
 */
const readingSpacing = 10;
/**
 * Rows read a query at a time. A page is turned into rows in one go on the event loop: 10,000
 * held it 20 to 30 ms, 2,500 about 10 ms. None holds the embedded database's one connection long.
 */
const pageSize = 2_500;
/** Indexing work between two turns of the event loop, at most about, in milliseconds. */
const msPerTurn = 5;
/**
 * An owner's searches answered by the database at once while their portfolio is read; more wait
 * for the reading and are answered by the index. Someone typing has one search at a time, answered
 * at once. A burst of new words would otherwise queue its queries ahead of each of the reading's
 * pages (on the embedded database's one connection: 16 searches a second at 10,000 properties) and
 * the reading would not end while the burst lasts.
 */
const searchesOnDatabaseAtOnce = 1;
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
  private readonly results: SearchResult[] = [];
  /** Each result's texts in lower case, joined by the separator. */
  private readonly texts: string[] = [];
  private readonly withThree = new Map<string, number[] | Int32Array>();

  /** Adds a result older than those added before. */
  add(result: SearchResult, texts: string[]) {
    const number = this.results.push(result) - 1;
    const lowerCase = texts.map((text) => text.toLowerCase());
    this.texts.push(lowerCase.join(separator));
    for (const text of lowerCase) {
      for (let start = 0; start + 3 <= text.length; start += 1) {
        const three = text.slice(start, start + 3);
        const list = this.withThree.get(three) as number[] | undefined;
        if (!list) this.withThree.set(three, [number]);
        else if (list.at(-1) !== number) list.push(number);
      }
    }
  }

  /** Once every result is added: the lists in half the memory. */
  compact() {
    for (const [three, list] of this.withThree) this.withThree.set(three, Int32Array.from(list));
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
 * The turns of the event loop a reading takes, one after each few milliseconds of work, so that
 * indexing a large portfolio never holds the server for long, nor takes a turn more than it needs
 * (under load, each waits for the requests that came meanwhile).
 */
class Turns {
  private workSince = performance.now();

  /** Whether the work since the last turn is due one. */
  get due() {
    return performance.now() - this.workSince >= msPerTurn;
  }

  async take() {
    await nextTurn();
    this.restart();
  }

  /** After a wait (for the database): the work starts again from now. */
  restart() {
    this.workSince = performance.now();
  }
}

/** An owner's rows of one table, newest first, a page at a time. */
async function* newestFirst<Row extends { position: number }>(
  page: (before: number | null) => Promise<Row[]>,
  { rowsPerPage, signal }: Required<ReadOptions>,
  turns: Turns,
): AsyncGenerator<Row> {
  let before: number | null = null;
  for (;;) {
    signal.throwIfAborted();
    const rows = await page(before);
    turns.restart();
    for (const row of rows) {
      if (turns.due) await turns.take();
      yield row;
    }
    if (rows.length < rowsPerPage) return;
    before = rows.at(-1)!.position;
  }
}

/** Pages of the owner's rows the palette looks through, on each table's newest-first index. */
function pagesOf(db: Database, ownerId: string, rowsPerPage: number) {
  /** The page of a table's rows after `before`, newest first (drizzle's dynamic query). */
  const newest = <Query extends PgSelect>(
    query: Query,
    table: { ownerId: AnyPgColumn; position: AnyPgColumn },
    before: number | null,
  ) =>
    query
      .where(
        and(eq(table.ownerId, ownerId), before === null ? undefined : lt(table.position, before)),
      )
      .orderBy(desc(table.position))
      .limit(rowsPerPage);
  return {
    properties: (before: number | null) =>
      newest(
        db
          .select({
            id: properties.id,
            position: properties.position,
            name: properties.name,
            address: properties.address,
            city: properties.city,
          })
          .from(properties)
          .$dynamic(),
        properties,
        before,
      ),
    leases: (before: number | null) =>
      newest(
        db
          .select({
            id: leases.id,
            position: leases.position,
            propertyId: leases.propertyId,
            currentUnit: leases.currentUnit,
            status: leases.status,
            startDate: leases.startDate,
            endDate: leases.endDate,
          })
          .from(leases)
          .$dynamic(),
        leases,
        before,
      ),
    tenants: (before: number | null) =>
      newest(
        db
          .select({
            id: tenants.id,
            position: tenants.position,
            leaseId: tenants.leaseId,
            name: tenants.name,
            email: tenants.email,
          })
          .from(tenants)
          .$dynamic(),
        tenants,
        before,
      ),
    requests: (before: number | null) =>
      newest(
        db
          .select({
            id: maintenanceRequests.id,
            position: maintenanceRequests.position,
            propertyId: maintenanceRequests.propertyId,
            title: maintenanceRequests.title,
            description: maintenanceRequests.description,
            priority: maintenanceRequests.priority,
          })
          .from(maintenanceRequests)
          .$dynamic(),
        maintenanceRequests,
        before,
      ),
  };
}

interface ReadOptions {
  rowsPerPage?: number;
  /** Stops the reading before its next page. */
  signal?: AbortSignal;
}

/**
 * An owner's whole portfolio as the palette finds it (`ownerResults` in account-search.ts, whose
 * answers it gives): properties by name, address or city; tenants by name or e-mail; leases by
 * their property's name or a tenant's; maintenance requests by title or description.
 */
export class PortfolioIndex {
  private readonly properties = new IndexedKind();
  private readonly tenants = new IndexedKind();
  private readonly leases = new IndexedKind();
  private readonly requests = new IndexedKind();

  private constructor() {}

  static async read(
    db: Database,
    ownerId: string,
    { rowsPerPage = pageSize, signal = new AbortController().signal }: ReadOptions = {},
  ): Promise<PortfolioIndex> {
    const index = new PortfolioIndex();
    const pages = pagesOf(db, ownerId, rowsPerPage);
    const reading = { rowsPerPage, signal };
    const turns = new Turns();
    const propertyNames = new Map<string, string>();
    for await (const property of newestFirst(pages.properties, reading, turns)) {
      propertyNames.set(property.id, property.name);
      index.properties.add(resultOf.property(property), [
        property.name,
        property.address,
        property.city,
      ]);
    }
    const ownLeases = [];
    for await (const lease of newestFirst(pages.leases, reading, turns)) ownLeases.push(lease);
    const leaseProperties = new Map(ownLeases.map((lease) => [lease.id, lease.propertyId]));
    /** Each lease's tenants, the first invited first. */
    const tenantNames = new Map<string, string[]>();
    for await (const tenant of newestFirst(pages.tenants, reading, turns)) {
      const names = tenantNames.get(tenant.leaseId);
      if (names) names.unshift(tenant.name);
      else tenantNames.set(tenant.leaseId, [tenant.name]);
      const propertyName = propertyNames.get(leaseProperties.get(tenant.leaseId) ?? '');
      if (propertyName === undefined) continue;
      index.tenants.add(resultOf.tenant(tenant, propertyName), [tenant.name, tenant.email]);
    }
    for (const lease of ownLeases) {
      if (turns.due) await turns.take();
      const propertyName = propertyNames.get(lease.propertyId);
      if (propertyName === undefined) continue;
      const names = tenantNames.get(lease.id) ?? [];
      index.leases.add(resultOf.lease(lease, propertyName, names.join(', ')), [
        propertyName,
        ...names,
      ]);
    }
    for await (const request of newestFirst(pages.requests, reading, turns)) {
      const propertyName = propertyNames.get(request.propertyId);
      if (propertyName === undefined) continue;
      index.requests.add(resultOf.request(request, propertyName), [
        request.title,
        request.description,
      ]);
    }
    for (const kind of index.kinds) kind.compact();
    return index;
  }

  private get kinds() {
    return [this.properties, this.tenants, this.leases, this.requests];
  }

  get size() {
    return this.kinds.reduce((sum, kind) => sum + kind.size, 0);
  }

  /** The newest five of each kind that have the words: properties, tenants, leases, requests. */
  find(words: string): SearchResult[] {
    return this.kinds.flatMap((kind) => kind.find(words));
  }
}

interface IndexRead {
  /** The count of the owner's writes read before the portfolio was. */
  version: number;
  index: PortfolioIndex;
  /** When a newer count may have the portfolio read again (`performance.now()`). */
  readAgainAt: number;
}

/**
 * Owners' portfolios indexed in memory for the palette, each under the count of the owner's writes
 * (migration 0016) that the database held before it was read, and used only at that count. An
 * owner's first search after a write is answered by the database, and their portfolio is then read
 * again in the background; a search waits for the reading only when the owner already has one
 * on the database. The least recently searched owners go first beyond the bound; an owner larger
 * than the whole bound is never indexed.
 */
export class PortfolioIndexes {
  private readonly kept = new Map<string, IndexRead>();
  private readonly reading = new Map<string, { version: number; done: Promise<void> }>();
  /** Each owner's searches being answered by the database. */
  private readonly onDatabase = new Map<string, number>();
  private readonly tooLarge = new Set<string>();
  private readonly closing = new AbortController();
  private resultsIndexed = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly bounds = { results: resultsKept, spacing: readingSpacing },
  ) {}

  /**
   * The owner's results for the words, from memory when their portfolio at this count of writes is
   * indexed; otherwise from the database, after which the portfolio starts being read (on the
   * embedded database's one connection, behind the search). While it is read at this count, and
   * the owner has `searchesOnDatabaseAtOnce` searches on the database already, from the index once
   * read.
   */
  async search(
    ownerId: string,
    version: number,
    words: string,
    fromDatabase: () => Promise<SearchResult[]>,
  ): Promise<SearchResult[]> {
    const indexed = this.indexAt(ownerId, version);
    if (indexed) return indexed.find(words);
    const reading = this.reading.get(ownerId);
    if (
      reading?.version === version &&
      this.searchesOnDatabase(ownerId) >= searchesOnDatabaseAtOnce
    ) {
      await reading.done;
      const read = this.indexAt(ownerId, version);
      if (read) return read.find(words);
    }
    this.onDatabase.set(ownerId, this.searchesOnDatabase(ownerId) + 1);
    let found: SearchResult[];
    try {
      found = await fromDatabase();
    } finally {
      const left = this.searchesOnDatabase(ownerId) - 1;
      if (left > 0) this.onDatabase.set(ownerId, left);
      else this.onDatabase.delete(ownerId);
    }
    const kept = this.kept.get(ownerId);
    const outOfDate = !kept || (kept.version < version && performance.now() >= kept.readAgainAt);
    if (outOfDate) this.read(ownerId, version);
    return found;
  }

  /** The owner's index at this count of writes, now the most recently searched; if read. */
  private indexAt(ownerId: string, version: number): PortfolioIndex | undefined {
    const kept = this.kept.get(ownerId);
    if (kept?.version !== version) return undefined;
    this.kept.delete(ownerId);
    this.kept.set(ownerId, kept);
    return kept.index;
  }

  private searchesOnDatabase(ownerId: string) {
    return this.onDatabase.get(ownerId) ?? 0;
  }

  /** Stops the readings under way before their next page, and resolves once they have. */
  async close(): Promise<void> {
    this.closing.abort();
    await Promise.all([...this.reading.values()].map((reading) => reading.done));
  }

  /** Resolves when no reading of the owner's portfolio is under way. */
  async settled(ownerId: string): Promise<void> {
    await this.reading.get(ownerId)?.done;
  }

  private read(ownerId: string, version: number) {
    if (this.reading.has(ownerId) || this.tooLarge.has(ownerId)) return;
    const started = performance.now();
    const done = PortfolioIndex.read(this.db, ownerId, { signal: this.closing.signal })
      .then((index) => {
        const ms = performance.now() - started;
        this.log.debug({ ownerId, results: index.size, ms: Math.round(ms) }, 'search index read');
        this.keep(ownerId, { version, index, readAgainAt: started + this.bounds.spacing * ms });
      })
      .catch((error: unknown) => {
        if (!this.closing.signal.aborted) {
          this.log.warn({ err: error, ownerId }, 'search index not read');
        }
      })
      .finally(() => this.reading.delete(ownerId));
    this.reading.set(ownerId, { version, done });
  }

  private keep(ownerId: string, read: IndexRead) {
    if (read.index.size > this.bounds.results) {
      this.tooLarge.add(ownerId);
      return;
    }
    const kept = this.kept.get(ownerId);
    if (kept && kept.version >= read.version) return;
    this.drop(ownerId);
    this.kept.set(ownerId, read);
    this.resultsIndexed += read.index.size;
    for (const [leastRecentlySearched] of this.kept) {
      if (this.resultsIndexed <= this.bounds.results) break;
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
    const indexes = new PortfolioIndexes(app.db, app.log);
    app.decorate('portfolioIndexes', indexes);
    // Before the database closes: hooks run in the reverse order of the plugins'.
    app.addHook('onClose', () => indexes.close());
  },
  { name: 'portfolio-indexes', dependencies: ['database'] },
);
