import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http/errors';

const storedName = /^[0-9a-f]{32}$/;

/** A name the server makes up: nothing a caller sends ever becomes part of a path or a key. */
export function newStoredName() {
  return randomBytes(16).toString('hex');
}

export function checkedStoredName(name: string) {
  if (!storedName.test(name)) throw new Error('Not a stored file name');
  return name;
}

/**
 * A stored file its row names but the storage does not hold: e.g. uploaded through a server that
 * kept it on its own disk. The caller is told so; the log keeps which file it was.
 */
export class MissingStoredFile extends HttpError {
  constructor(readonly storedAs: string) {
    super(404, 'This file is no longer in storage. Please upload it again.');
  }
}

/** Where uploaded documents are kept: a local folder, or an S3-compatible bucket. */
export interface DocumentStorage {
  /**
   * Answers the stored name. A stream is written as it comes, never held whole; if it fails (e.g. a
   * limit it passes), nothing of it is kept and the stream's error is thrown.
   */
  save(content: Buffer | Readable): Promise<string>;
  /** Resolves once the file is found; a missing one rejects with MissingStoredFile. */
  read(name: string): Promise<Readable>;
  remove(name: string): Promise<void>;
  /** Throws when the storage cannot be reached. */
  checkReachable(): Promise<void>;
}

/** Uploaded files in one folder (DATA_DIR/files), each under a name the server makes up. */
export class FileStore implements DocumentStorage {
  constructor(private readonly folder: string) {}

  private pathOf(name: string) {
    return path.join(this.folder, checkedStoredName(name));
  }

  async save(content: Buffer | Readable): Promise<string> {
    const name = newStoredName();
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const file = this.pathOf(name);
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    try {
      await pipeline(source, createWriteStream(file, { mode: 0o600, flags: 'wx' }));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return name;
  }

  async read(name: string) {
    const file = await open(this.pathOf(name)).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new MissingStoredFile(name) : error;
    });
    return file.createReadStream();
  }

  async remove(name: string) {
    await rm(this.pathOf(name), { force: true });
  }

  async checkReachable() {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    await access(this.folder, constants.W_OK);
  }
}
