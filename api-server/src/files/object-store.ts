import { Readable, PassThrough } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../config';
import { type DocumentStorage, checkedStoredName, newStoredName } from './file-store';

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

  /** The stream starts at once; the object's bytes flow into it as the store sends them. */
  read(name: string) {
    const content = new PassThrough();
    this.client
      .send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(name) }))
      .then(({ Body }) => {
        if (!(Body instanceof Readable)) throw new Error('The object store sent no content');
        Body.on('error', (error) => content.destroy(error)).pipe(content);
      })
      .catch((error: Error) => content.destroy(error));
    return content;
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
