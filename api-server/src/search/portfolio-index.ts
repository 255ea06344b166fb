import path from 'node:path';
import { Worker } from 'node:worker_threads';
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
 * held it 20 to 30 ms, 1,000 a few. None holds the embedded database's one connection long.
 */
const pageSize = 1_000;
/**
 * An owner's searches answered by the database at once while their portfolio is read; more wait
 * for the reading and are answered by the index. Someone typing has one search at a time, answered
 * at once. A burst of new words would otherwise queue its queries ahead of each of the reading's
 * pages (on the embedded database's one connection: 16 searches a second at 10,000 properties) and
 * the reading would not end while the burst lasts.
 */
const searchesOnDatabaseAtOnce = 1;

declare module 'fastify' {
  interface FastifyInstance {
    portfolioIndexes: PortfolioIndexes;
  }
}

type ThreadRequest =
  | { kind: 'add'; index: number; entries: Entry[] }
  | { kind: 'finish' | 'drop'; index: number }
  | { kind: 'find'; index: number; words: string };

/** A result for the thread to index: its kind (a number of `kind`, below) and its texts. */
type Entry = [kind: number, result: SearchResult, texts: string[]];

/**
 * The thread the palette's indexes are built and searched on (index-thread.js), so that neither
 * holds the server's event loop: reading a 10,000-property portfolio here held it 20 to 80 ms at a
 * time, in indexing and in collecting its garbage. Its answers come in the order it was asked.
 */
export class IndexThread {
  private readonly worker = new Worker(path.join(__dirname, 'index-thread.js'), {
    workerData: { perKind },
  });
  private readonly waiting = new Map<
    number,
    { resolve(answer: unknown): void; reject(error: Error): void }
  >();
  private lastId = 0;
  private stopped: Error | null = null;

  /** `onStop` is told when the thread stops of itself: its indexes are gone. */
  constructor(onStop: (error: Error) => void = () => {}) {
    this.worker.on('message', ({ id, answer }: { id: number; answer: unknown }) => {
      this.waiting.get(id)?.resolve(answer);
      this.waiting.delete(id);
      if (this.waiting.size === 0) this.worker.unref();
    });
    const stopOfItself = (error: Error) => {
      if (this.stopped) return;
      this.stop(error);
      onStop(error);
    };
    this.worker.on('error', stopOfItself);
    this.worker.on('exit', () => stopOfItself(new Error('The search index thread has stopped')));
    // The thread keeps the process running only while it has something to answer.
    this.worker.unref();
  }

  ask(request: { kind: 'find'; index: number; words: string }): Promise<SearchResult[]>;
  ask(request: ThreadRequest): Promise<unknown>;
  ask(request: ThreadRequest): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = (this.lastId += 1);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, ...request });
    });
  }

  async close(): Promise<void> {
    this.stop(new Error('The search index thread was closed'));
    await this.worker.terminate();
  }

  /** Whatever was asked and not answered fails. */
  private stop(error: Error) {
    this.stopped ??= error;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

/**
 * An index being built on the thread, its results sent a page at a time: the thread indexes one
 * while the next is read.
 */
class Indexing {
  private entries: Entry[] = [];
  /** The last page sent, until the thread has indexed it. */
  private sent: Promise<unknown> = Promise.resolve();
  size = 0;

  constructor(
    private readonly thread: IndexThread,
    readonly number: number,
  ) {}

  /** Adds a result older than those of its kind added before, to be sent with the next page. */
  add(...entry: Entry) {
    this.entries.push(entry);
    this.size += 1;
  }

  /** Sends the results added since the last page, once the thread has indexed that one. */
  async send() {
    const entries = this.entries;
    this.entries = [];
    await this.sent;
    this.sent = this.thread.ask({ kind: 'add', index: this.number, entries });
    // Awaited by the next page or by `finish`; a reading stopped before then leaves it unheard.
    this.sent.catch(() => {});
  }

  /** Once every result is added and sent. */
  async finish() {
    await this.sent;
    await this.thread.ask({ kind: 'finish', index: this.number });
  }
}

/** An owner's rows of one table, newest first, a page at a time. */
async function* newestFirst<Row extends { position: number }>(
  page: (before: number | null) => Promise<Row[]>,
  { rowsPerPage, signal }: Required<ReadOptions>,
): AsyncGenerator<Row[]> {
  let before: number | null = null;
  for (;;) {
    signal.throwIfAborted();
    const rows = await page(before);
    yield rows;
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

/** The kinds of result, in the order a search gives them. */
const kind = { property: 0, tenant: 1, lease: 2, request: 3 };

/**
 * An owner's whole portfolio as the palette finds it (`ownerResults` in account-search.ts, whose
 * answers it gives): properties by name, address or city; tenants by name or e-mail; leases by
 * their property's name or a tenant's; maintenance requests by title or description. Indexed and
 * searched on the index thread.
 */
export class PortfolioIndex {
  private constructor(
    private readonly thread: IndexThread,
    private readonly number: number,
    /** Its results. */
    readonly size: number,
  ) {}

  private static lastNumber = 0;

  static async read(
    thread: IndexThread,
    db: Database,
    ownerId: string,
    { rowsPerPage = pageSize, signal = new AbortController().signal }: ReadOptions = {},
  ): Promise<PortfolioIndex> {
    const index = new Indexing(thread, (PortfolioIndex.lastNumber += 1));
    try {
      await PortfolioIndex.readInto(index, pagesOf(db, ownerId, rowsPerPage), {
        rowsPerPage,
        signal,
      });
      await index.finish();
    } catch (error) {
      void thread.ask({ kind: 'drop', index: index.number }).catch(() => {});
      throw error;
    }
    return new PortfolioIndex(thread, index.number, index.size);
  }

  private static async readInto(
    index: Indexing,
    pages: ReturnType<typeof pagesOf>,
    reading: Required<ReadOptions>,
  ) {
    const propertyNames = new Map<string, string>();
    for await (const page of newestFirst(pages.properties, reading)) {
      for (const property of page) {
        propertyNames.set(property.id, property.name);
        index.add(kind.property, resultOf.property(property), [
          property.name,
          property.address,
          property.city,
        ]);
      }
      await index.send();
    }
    const ownLeases = [];
    for await (const page of newestFirst(pages.leases, reading)) ownLeases.push(...page);
    const leaseProperties = new Map(ownLeases.map((lease) => [lease.id, lease.propertyId]));
    /** Each lease's tenants, the first invited first. */
    const tenantNames = new Map<string, string[]>();
    for await (const page of newestFirst(pages.tenants, reading)) {
      for (const tenant of page) {
        const names = tenantNames.get(tenant.leaseId);
        if (names) names.unshift(tenant.name);
        else tenantNames.set(tenant.leaseId, [tenant.name]);
        const propertyName = propertyNames.get(leaseProperties.get(tenant.leaseId) ?? '');
        if (propertyName === undefined) continue;
        index.add(kind.tenant, resultOf.tenant(tenant, propertyName), [tenant.name, tenant.email]);
      }
      await index.send();
    }
    for (let start = 0; start < ownLeases.length; start += reading.rowsPerPage) {
      for (const lease of ownLeases.slice(start, start + reading.rowsPerPage)) {
        const propertyName = propertyNames.get(lease.propertyId);
        if (propertyName === undefined) continue;
        const names = tenantNames.get(lease.id) ?? [];
        index.add(kind.lease, resultOf.lease(lease, propertyName, names.join(', ')), [
          propertyName,
          ...names,
        ]);
      }
      await index.send();
    }
    for await (const page of newestFirst(pages.requests, reading)) {
      for (const request of page) {
        const propertyName = propertyNames.get(request.propertyId);
        if (propertyName === undefined) continue;
        index.add(kind.request, resultOf.request(request, propertyName), [
          request.title,
          request.description,
        ]);
      }
      await index.send();
    }
  }

  /** The newest five of each kind that have the words: properties, tenants, leases, requests. */
  find(words: string): Promise<SearchResult[]> {
    return this.thread.ask({ kind: 'find', index: this.number, words });
  }

  /** Frees its memory on the thread. */
  drop() {
    void this.thread.ask({ kind: 'drop', index: this.number }).catch(() => {});
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
  /** Started at the first reading. */
  private thread: IndexThread | null = null;

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
    if (indexed) return this.findIn(indexed, words, fromDatabase);
    const reading = this.reading.get(ownerId);
    if (
      reading?.version === version &&
      this.searchesOnDatabase(ownerId) >= searchesOnDatabaseAtOnce
    ) {
      await reading.done;
      const read = this.indexAt(ownerId, version);
      if (read) return this.findIn(read, words, fromDatabase);
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

  /** From the index; from the database when the index thread has stopped meanwhile. */
  private async findIn(
    index: PortfolioIndex,
    words: string,
    fromDatabase: () => Promise<SearchResult[]>,
  ): Promise<SearchResult[]> {
    try {
      return await index.find(words);
    } catch {
      return fromDatabase();
    }
  }

  private searchesOnDatabase(ownerId: string) {
    return this.onDatabase.get(ownerId) ?? 0;
  }

  /** Stops the readings under way before their next page, then the index thread. */
  async close(): Promise<void> {
    this.closing.abort();
    await Promise.all([...this.reading.values()].map((reading) => reading.done));
    await this.thread?.close();
  }

  /** Resolves when no reading of the owner's portfolio is under way. */
  async settled(ownerId: string): Promise<void> {
    await this.reading.get(ownerId)?.done;
  }

  private read(ownerId: string, version: number) {
    if (this.reading.has(ownerId) || this.tooLarge.has(ownerId)) return;
    const started = performance.now();
    this.thread ??= new IndexThread((error) => this.forgetAll(error));
    const done = PortfolioIndex.read(this.thread, this.db, ownerId, {
      signal: this.closing.signal,
    })
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
      read.index.drop();
      return;
    }
    const kept = this.kept.get(ownerId);
    if (kept && kept.version >= read.version) {
      read.index.drop();
      return;
    }
    this.drop(ownerId);
    this.kept.set(ownerId, read);
    this.resultsIndexed += read.index.size;
    for (const [leastRecentlySearched] of this.kept) {
      if (this.resultsIndexed <= this.bounds.results) break;
      this.drop(leastRecentlySearched);
    }
  }

  private drop(ownerId: string) {
    const kept = this.kept.get(ownerId);
    if (!kept) return;
    kept.index.drop();
    this.resultsIndexed -= kept.index.size;
    this.kept.delete(ownerId);
  }

  /** The index thread stopped of itself (out of memory, say): its indexes are gone. */
  private forgetAll(error: Error) {
    this.log.error({ err: error }, 'search index thread stopped');
    this.thread = null;
    this.kept.clear();
    this.resultsIndexed = 0;
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
