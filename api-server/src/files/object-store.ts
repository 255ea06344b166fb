import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
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

  async save(content: Buffer): Promise<string> {
    const name = newStoredName();
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(name),
        Body: content,
        ContentType: 'application/octet-stream',
      }),
    );
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
