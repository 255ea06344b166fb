import type { Property } from 'shared-api/contract';

export interface ListedProperty {
  position: number;
  property: Property;
  /** The property as JSON text, serialized once. */
  json: string;
}

export function listed(position: number, property: Property): ListedProperty {
  return { position, property, json: JSON.stringify(property) };
}

const ownersKept = 1000;

/**
 * Each owner's whole property list, newest first, kept only while this process is the only one on
 * the data (the embedded database): every write to an owner's properties must call `forget`.
 */
export class PropertyListCache {
  private readonly lists = new Map<string, ListedProperty[]>();
  private writes = 0;

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
    if (writesBeforeReading !== this.writes) return;
    this.lists.set(ownerId, list);
    if (this.lists.size > ownersKept) {
      const leastRecentlyUsed = this.lists.keys().next().value;
      if (leastRecentlyUsed !== undefined) this.lists.delete(leastRecentlyUsed);
    }
  }

  forget(ownerId: string) {
    this.writes += 1;
    this.lists.delete(ownerId);
  }
}
