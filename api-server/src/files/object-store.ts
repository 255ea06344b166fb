import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStorageConfig } from '../config';
import {
  type DocumentStorage,
  MissingStoredFile,
  checkedStoredName,
  newStoredName,
} from './file-store';

/**
 * Uploaded files in an S3-compatible bucket, so that every server behind the load balancer reads
 * what any of them stored.
 */
export class ObjectStore implements DocumentStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: ObjectStorageConfig) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      ...(settings.credentials && { credentials: settings.credentials }),
    });
  }

  private keyOf(name: string) {
    return `documents/${checkedStoredName(name)}`;
  }

  /**
   * A stream goes up as it comes, in parts of 5 MB (lib-storage's Upload: one PUT for a small file,
   * a multipart upload beyond); a stream that fails aborts the upload, so no object is left.
   */
  async save(content: Buffer | Readable): Promise<string> {
    const name = newStoredName();
    let failure: unknown = null;
    if (!Buffer.isBuffer(content)) {
      // The stream's own error (e.g. a limit), rather than the upload's report of it.
      content.once('error', (error) => {
        failure = error;
      });
    }
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key: this.keyOf(name),
        Body: content,
        ContentType: 'application/octet-stream',
      },
      queueSize: 1,
    });
    try {
      await upload.done();
    } catch (error) {
      throw failure ?? error;
    }
    if (failure) {
      await this.remove(name);
      throw failure;
    }
    return name;
  }

  /** Resolves once the store answers; the object's bytes flow as the store sends them. */
  async read(name: string) {
    const { Body } = await this.client
      .send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name) }))
      .catch((error: Error) => {
        throw error instanceof NoSuchKey ? new MissingStoredFile(name) : error;
      });
    if (!(Body instanceof Readable)) throw new Error('The object store sent no content');
    return Body;
  }

  async remove(name: string) {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name) }),
    );
  }

  async checkReachable() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  close() {
    this.client.destroy();
  }
}
