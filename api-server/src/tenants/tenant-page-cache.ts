/** About 32 MB of pages at most, whichever owners they belong to (a page of 50 is about 64 kB). */
const charactersKept = 32 * 1024 * 1024;
/** An owner's first pages, stages and recent searches; the least recently used goes first. */
const pagesPerOwner = 64;

interface OwnerPages {
  /** The count of the owner's tenant writes the pages were read at (migration 0016). */
  version: number;
  /** Each page's answer as JSON text, by what it asked for. */
  pages: Map<string, string>;
}

/**
 * Pages of each owner's tenants as answered, kept under the count of writes to the owner's tenants
 * that the database held before the page was read. A page is answered again only at the same
 * count: any write since, by this server or another, moved it. The count must be read before the
 * page, so that a page never holds less than its count says.
 */
export class TenantPageCache {
  private readonly owners = new Map<string, OwnerPages>();
  private characters = 0;

  constructor(
    private readonly capacity = charactersKept,
    private readonly perOwner = pagesPerOwner,
  ) {}

  get(ownerId: string, version: number, key: string): string | undefined {
    const kept = this.owners.get(ownerId);
    const page = kept?.version === version ? kept.pages.get(key) : undefined;
    if (!kept || page === undefined) return undefined;
    this.owners.delete(ownerId);
    this.owners.set(ownerId, kept);
    kept.pages.delete(key);
    kept.pages.set(key, page);
    return page;
  }

  keep(ownerId: string, version: number, key: string, page: string) {
    let kept = this.owners.get(ownerId);
    if (kept && kept.version > version) return;
    if (!kept || kept.version < version) {
      this.drop(ownerId);
      kept = { version, pages: new Map() };
    }
    this.owners.delete(ownerId);
    this.owners.set(ownerId, kept);
    this.removePage(kept, key);
    kept.pages.set(key, page);
    this.characters += page.length;
    for (const leastRecentlyUsed of kept.pages.keys()) {
      if (kept.pages.size <= this.perOwner) break;
      this.removePage(kept, leastRecentlyUsed);
    }
    for (const leastRecentlyUsed of this.owners.keys()) {
      if (this.characters <= this.capacity) break;
      this.drop(leastRecentlyUsed);
    }
  }

  private removePage(kept: OwnerPages, key: string) {
    this.characters -= kept.pages.get(key)?.length ?? 0;
    kept.pages.delete(key);
  }

  private drop(ownerId: string) {
    const kept = this.owners.get(ownerId);
    if (!kept) return;
    for (const key of [...kept.pages.keys()]) this.removePage(kept, key);
    this.owners.delete(ownerId);
  }
}
