// @ts-check
/**
 * The palette's indexes, on a thread of their own (portfolio-index.ts starts it): indexing an
 * owner's whole portfolio takes a second or more of work, and the indexes take tens of megabytes
 * that the server's own garbage collection would otherwise go through. Plain JavaScript, so that it
 * runs the same from the build and from the tests.
 */
const { readlinkSync } = require('node:fs');
const { getPriority, setPriority } = require('node:os');
const { parentPort, workerData } = require('node:worker_threads');

/**
 * On Linux, where each thread has its own priority, this one runs ten steps below the server's: its
 * requests come first, and a busy core still leaves indexing about a tenth of its time. At the
 * lowest it would leave a seventieth, and the searches that wait for their index would wait on.
 * Elsewhere the thread keeps the process's priority.
 */
function lowerPriority() {
  try {
    // "<process>/task/<thread>"
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    setPriority(threadId, Math.min(getPriority(threadId) + 10, 19));
  } catch {
    // Not Linux, or not allowed: indexing competes with requests as an equal.
  }
}
lowerPriority();

/** The results of each kind a search gives at most. */
const { perKind } = workerData;
/** Between the texts of one result, so that no search matches across two of them. */
const separator = '\u0000';

/**
 * Three characters as a number, each by its code; codes above 1,023 share numbers with lower ones,
 * which only adds candidates that the whole words then rule out.
 * @param {string} text
 * @param {number} start
 */
function threeAt(text, start) {
  return (
    ((text.charCodeAt(start) & 0x3ff) << 20) |
    ((text.charCodeAt(start + 1) & 0x3ff) << 10) |
    (text.charCodeAt(start + 2) & 0x3ff)
  );
}

/**
 * One kind of result, newest first, each found by part of any of its texts in any case, as the
 * database's `ilike '%words%'` finds it. Every three characters of a text list the results that
 * have them, so a search walks the shortest list among its own, newest first, and stops at the
 * last result it gives.
 */
class IndexedKind {
  /** @type {unknown[]} */
  results = [];
  /** @type {string[]} Each result's texts in lower case, joined by the separator. */
  texts = [];
  /** @type {Map<number, number[] | Int32Array>} */
  withThree = new Map();

  /**
   * Adds a result older than those added before.
   * @param {unknown} result
   * @param {string[]} texts
   */
  add(result, texts) {
    const number = this.results.push(result) - 1;
    const lowerCase = texts.map((text) => text.toLowerCase());
    this.texts.push(lowerCase.join(separator));
    for (const text of lowerCase) {
      for (let start = 0; start + 3 <= text.length; start += 1) {
        const three = threeAt(text, start);
        const list = /** @type {number[] | undefined} */ (this.withThree.get(three));
        if (!list) this.withThree.set(three, [number]);
        else if (list.at(-1) !== number) list.push(number);
      }
    }
  }

  /** Once every result is added: the lists in half the memory. */
  compact() {
    for (const [three, list] of this.withThree) this.withThree.set(three, Int32Array.from(list));
  }

  /** @param {string} words */
  find(words) {
    const needle = words.toLowerCase();
    if (needle.includes(separator)) return [];
    // Words of two characters, the shortest searched, walk every result: they are met early.
    /** @type {ArrayLike<number> | undefined} */
    let shortest;
    for (let start = 0; start + 3 <= needle.length; start += 1) {
      const list = this.withThree.get(threeAt(needle, start));
      if (!list) return [];
      if (!shortest || list.length < shortest.length) shortest = list;
    }
    const found = [];
    const candidates = shortest?.length ?? this.results.length;
    for (let candidate = 0; candidate < candidates && found.length < perKind; candidate += 1) {
      const number = shortest ? /** @type {number} */ (shortest[candidate]) : candidate;
      if (/** @type {string} */ (this.texts[number]).includes(needle)) {
        found.push(this.results[number]);
      }
    }
    return found;
  }
}

/** @type {Map<number, IndexedKind[]>} Each index's kinds, in the order their results are given. */
const indexes = new Map();

/**
 * @param {{ id: number } & (
 *   | { kind: 'add'; index: number; entries: [number, unknown, string[]][] }
 *   | { kind: 'finish' | 'drop'; index: number }
 *   | { kind: 'find'; index: number; words: string }
 * )} request
 */
function answer(request) {
  const kinds = indexes.get(request.index);
  switch (request.kind) {
    case 'add': {
      const adding = kinds ?? [
        new IndexedKind(),
        new IndexedKind(),
        new IndexedKind(),
        new IndexedKind(),
      ];
      indexes.set(request.index, adding);
      for (const [kind, result, texts] of request.entries) adding[kind]?.add(result, texts);
      return null;
    }
    case 'finish':
      for (const kind of kinds ?? []) kind.compact();
      return null;
    case 'find':
      return (kinds ?? []).flatMap((kind) => kind.find(request.words));
    case 'drop':
      indexes.delete(request.index);
      return null;
  }
}

parentPort?.on('message', (request) => {
  parentPort?.postMessage({ id: request.id, answer: answer(request) });
});
