/**
 * Values read from the embedded database, kept until this process next sends a statement that may
 * write: until then none of them can have changed (the data lives in this process only). A value
 * read while a write was sent is not kept. On a server, where others write too (`writesSent`
 * null), nothing is kept and every value is read.
 */
export class KeptUntilWrite<Value> {
  private kept = { writesSent: -1, values: new Map<string, Value>() };

  constructor(
    private readonly writesSent: (() => number) | null,
    /** Values kept at most; beyond, the kept ones are dropped. */
    private readonly most: number,
  ) {}

  async get(key: string, read: () => Promise<Value>): Promise<Value> {
    const writesSent = this.writesSent?.();
    if (writesSent === this.kept.writesSent && this.kept.values.has(key)) {
      return this.kept.values.get(key) as Value;
    }
    const value = await read();
    if (writesSent !== undefined && this.writesSent?.() === writesSent) {
      if (this.kept.writesSent !== writesSent || this.kept.values.size >= this.most) {
        this.kept = { writesSent, values: new Map() };
      }
      this.kept.values.set(key, value);
    }
    return value;
  }
}
