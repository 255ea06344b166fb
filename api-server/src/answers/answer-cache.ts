/** About 32 MB of answers at most, whichever owners they belong to (a page of 50 tenants is 64 kB). */
const charactersKept = 32 * 1024 * 1024;
/** An owner's first pages, filters and recent searches; the least recently used goes first. */
const answersPerOwner = 64;

interface OwnerAnswersKept {
  /** The count of the owner's writes the answers were read at (migration 0016). */
  version: number;
  /** Each answer as JSON text, by what it asked for. */
  answers: Map<string, string>;
}

/**
 * Answers to each owner as JSON text, kept under the count of the owner's writes that the database
 * held before the answer was read, and given again only at the same count. Least recently used
 * first, an owner's answers and all owners' are dropped beyond their bounds.
 */
export class AnswerCache {
  private readonly owners = new Map<string, OwnerAnswersKept>();
  private characters = 0;

  constructor(
    private readonly capacity = charactersKept,
    private readonly perOwner = answersPerOwner,
  ) {}

  get(ownerId: string, version: number, key: string): string | undefined {
    const kept = this.owners.get(ownerId);
    const answer = kept?.version === version ? kept.answers.get(key) : undefined;
    if (!kept || answer === undefined) return undefined;
    this.owners.delete(ownerId);
    this.owners.set(ownerId, kept);
    kept.answers.delete(key);
    kept.answers.set(key, answer);
    return answer;
  }

  /** An answer read at an older count than the kept ones is not kept; a newer one replaces them. */
  keep(ownerId: string, version: number, key: string, answer: string) {
    let kept = this.owners.get(ownerId);
    if (kept && kept.version > version) return;
    if (!kept || kept.version < version) {
      this.drop(ownerId);
      kept = { version, answers: new Map() };
    }
    this.owners.delete(ownerId);
    this.owners.set(ownerId, kept);
    this.remove(kept, key);
    kept.answers.set(key, answer);
    this.characters += answer.length;
    for (const leastRecentlyUsed of kept.answers.keys()) {
      if (kept.answers.size <= this.perOwner) break;
      this.remove(kept, leastRecentlyUsed);
    }
    for (const leastRecentlyUsed of this.owners.keys()) {
      if (this.characters <= this.capacity) break;
      this.drop(leastRecentlyUsed);
    }
  }

  private remove(kept: OwnerAnswersKept, key: string) {
    this.characters -= kept.answers.get(key)?.length ?? 0;
    kept.answers.delete(key);
  }

  private drop(ownerId: string) {
    const kept = this.owners.get(ownerId);
    if (!kept) return;
    for (const key of [...kept.answers.keys()]) this.remove(kept, key);
    this.owners.delete(ownerId);
  }
}
