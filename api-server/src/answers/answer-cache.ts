import { LRUCache } from 'lru-cache';

/** About 32 MB of answers at most, whichever owners they belong to (a page of 50 tenants is 64 kB). */
const charactersKept = 32 * 1024 * 1024;

interface KeptAnswer {
  /** The count of the owner's writes the answer was read at (migration 0016). */
  version: number;
  /** The answer as JSON text. */
  json: string;
}

/**
 * Answers as JSON text, each kept under the count of its owner's writes that the database held
 * before it was read, and given again only at that same count: a write by any server moves the
 * count in its own transaction, so no answer is ever forgotten by hand. The least recently used go
 * first beyond the bound (lru-cache).
 */
export class AnswerCache {
  private readonly answers: LRUCache<string, KeptAnswer>;

  constructor(capacity = charactersKept) {
    this.answers = new LRUCache({
      maxSize: capacity,
      sizeCalculation: (answer) => Math.max(answer.json.length, 1),
    });
  }

  /** `keptFor` is the owner or tenant the answer is for, `key` what it asked for. */
  get(keptFor: string, version: number, key: string): string | undefined {
    const kept = this.answers.get(`${keptFor} ${key}`);
    return kept?.version === version ? kept.json : undefined;
  }

  /** An answer read at an older count than the one kept does not replace it. */
  keep(keptFor: string, version: number, key: string, json: string) {
    const name = `${keptFor} ${key}`;
    const kept = this.answers.peek(name);
    if (kept && kept.version > version) return;
    this.answers.set(name, { version, json });
  }
}
