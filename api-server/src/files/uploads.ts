import { Transform, type TransformCallback } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpError } from '../http/errors';
import type { DocumentStorage } from './file-store';

/** How an upload is checked as it streams to storage. */
export interface UploadChecks<Type extends string> {
  /** What the file is by its first bytes; null refuses it (the `notAccepted` error). */
  typeOf(head: Buffer): Type | null;
  /** How many first bytes `typeOf` reads (fewer when the file is shorter). */
  headBytes: number;
  notAccepted(): HttpError;
  /** Past the multipart reader's per-file limit (its `fileSize`). */
  tooLarge(): HttpError;
  /** A further budget, e.g. what is left of a request's total; past it, its error. */
  budget?: { bytes: number; exceeded(): HttpError };
}

export interface StoredUpload<Type extends string> {
  storedAs: string;
  sizeBytes: number;
  contentType: Type;
}

/**
 * Passes a file through as it comes, holding back only its first `headBytes` until `typeOf` has
 * read them, and counting its bytes against the budget.
 */
class UploadCheck<Type extends string> extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  contentType: Type | null = null;
  sizeBytes = 0;

  constructor(private readonly checks: UploadChecks<Type>) {
    super();
  }

  private decide(): HttpError | null {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.contentType = this.checks.typeOf(head);
    if (!this.contentType) return this.checks.notAccepted();
    this.push(head);
    return null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.sizeBytes += chunk.length;
    const { budget } = this.checks;
    if (budget && this.sizeBytes > budget.bytes) return done(budget.exceeded());
    if (this.contentType) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    return done(this.headLength >= this.checks.headBytes ? this.decide() : null);
  }

  override _flush(done: TransformCallback) {
    done(this.contentType ? null : this.decide());
  }
}

/**
 * Streams one multipart file into storage, never holding it whole: its type is checked by its
 * first bytes, and a file past the per-file limit or the budget ends with that 413 and leaves
 * nothing stored. The rest of a refused file is read and dropped, so the request can be answered.
 */
export async function storeUpload<Type extends string>(
  storage: DocumentStorage,
  part: MultipartFile,
  checks: UploadChecks<Type>,
): Promise<StoredUpload<Type>> {
  const check = new UploadCheck(checks);
  // The check may refuse a short file before the storage starts to read it: kept, not unhandled.
  let refusal: unknown = null;
  check.on('error', (error) => {
    refusal ??= error;
  });
  const cutAtLimit = () => check.destroy(checks.tooLarge());
  part.file.once('limit', cutAtLimit);
  part.file.pipe(check);
  try {
    const storedAs = await storage.save(check).catch((error: unknown) => {
      throw refusal ?? error;
    });
    if (refusal) {
      await storage.remove(storedAs);
      throw refusal;
    }
    // The reader's limit can fall on the file's very last chunk, after the last byte was passed on.
    if (part.file.truncated) {
      await storage.remove(storedAs);
      throw checks.tooLarge();
    }
    if (!check.contentType) throw new Error('An upload was stored unchecked');
    return { storedAs, sizeBytes: check.sizeBytes, contentType: check.contentType };
  } catch (error) {
    part.file.unpipe(check);
    part.file.resume();
    throw error;
  } finally {
    part.file.off('limit', cutAtLimit);
  }
}

/**
 * Reads and drops what is left of a multipart request refused part-way (a file refused, no room
 * for it), so that the sender can finish sending and read the answer; the connection is closed
 * after it, as its reading was cut off mid-message.
 */
export function discardRestOf(request: FastifyRequest, reply: FastifyReply) {
  const body = request.raw;
  if (body.complete) return;
  reply.header('connection', 'close');
  body.unpipe();
  body.resume();
}
