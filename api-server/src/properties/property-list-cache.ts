import type { Property } from 'shared-api/contract';

export interface ListedProperty {
  position: number;
  property: Property;
  /** The searched columns in lower case, worked out on the first search of the list. */
  searchable?: string[];
}

export function listed(position: number, property: Property): ListedProperty {
  return { position, property };
}

/** About 75 MB of properties at most, whichever owners they belong to. */
const propertiesKept = 50_000;

/**
 * Each owner's whole property list, newest first, kept only while this process is the only one on
 * the data (the embedded database): every write to an owner's properties must call `forget`.
 */
export class PropertyListCache {
  private readonly lists = new Map<string, ListedProperty[]>();
  private propertiesInMemory = 0;
  private writes = 0;

  constructor(private readonly capacity = propertiesKept) {}

  /** Taken before reading a list from the database, and handed back to `keep`. */
  get writesSoFar() {
    return this.writes;
  }

  get(ownerId: string): ListedProperty[] | undefined {
    const list = this.lists.get(ownerId);
    if (list) {
      this.lists.delete(ownerId);
      this.lists.set(ownerId, list);
    }
    return list;
  }

  /** Keeps nothing if a write happened while the list was being read: it may be missing that write. */
  keep(ownerId: string, list: ListedProperty[], writesBeforeReading: number) {
    if (writesBeforeReading !== this.writes || list.length > this.capacity) return;
    this.drop(ownerId);
    this.lists.set(ownerId, list);
    this.propertiesInMemory += list.length;
    for (const leastRecentlyUsed of this.lists.keys()) {
      if (this.propertiesInMemory <= this.capacity) break;
      this.drop(leastRecentlyUsed);
    }
  }

  forget(ownerId: string) {
    this.writes += 1;
    this.drop(ownerId);
  }

  private drop(ownerId: string) {
    this.propertiesInMemory -= this.lists.get(ownerId)?.length ?? 0;
    this.lists.delete(ownerId);
  }
}
