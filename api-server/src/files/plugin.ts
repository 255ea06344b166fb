import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { type DocumentStorage, FileStore } from './file-store';
import { takingTurns } from '../http/turns';

declare module 'fastify' {
  interface FastifyInstance {
    documentStorage: DocumentStorage;
    /**
     * Reads an upload's body in turn: each streams to storage as it comes (files/uploads.ts), a
     * few at once, and a burst beyond those waiting answers 503.
     */
    uploadInTurn<Result>(work: () => Promise<Result>): Promise<Result>;
  }
}

export const uploadLimits = { atOnce: 4, waiting: 16 };

/** DATA_DIR/files by default; the S3-compatible bucket when one is configured. */
export const documentStorage = fp(
  async (app: FastifyInstance, { config }: { config: AppConfig }) => {
    app.decorate('uploadInTurn', takingTurns(config.uploadLimits ?? uploadLimits));
    if (config.objectStorage) {
      // The S3 client (1 MB of code) is loaded only when a bucket is configured.
      const { ObjectStore } = await import('./object-store.js');
      const store = new ObjectStore(config.objectStorage);
      app.addHook('onClose', async () => store.close());
      app.decorate('documentStorage', store);
    } else {
      const folder = path.join(config.dataDir, 'files');
      if (config.database.kind === 'postgres') {
        app.log.warn(
          { folder },
          'DATABASE_URL is set without S3_BUCKET: uploaded documents and photos stay on this instance’s disk, and other instances cannot read them',
        );
      }
      app.decorate('documentStorage', new FileStore(folder));
    }
  },
  { name: 'document-storage' },
);
