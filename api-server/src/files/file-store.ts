import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const storedName = /^[0-9a-f]{32}$/;

/**
 * Uploaded files, each under a name the server makes up, in one folder (DATA_DIR/files): nothing a
 * caller sends ever becomes part of a path.
 */
export class FileStore {
  constructor(private readonly folder: string) {}

  private pathOf(name: string) {
    if (!storedName.test(name)) throw new Error('Not a stored file name');
    return path.join(this.folder, name);
  }

  /** Answers the stored name. */
  async save(content: Buffer): Promise<string> {
    const name = randomBytes(16).toString('hex');
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    await writeFile(this.pathOf(name), content, { mode: 0o600, flag: 'wx' });
    return name;
  }

  read(name: string) {
    return createReadStream(this.pathOf(name));
  }

  async remove(name: string) {
    await rm(this.pathOf(name), { force: true });
  }
}
