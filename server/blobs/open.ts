// Chooses the blob store for a server: S3 when VIGIL_BLOB_URL says s3://…, PostgreSQL when the
// database is PostgreSQL (or VIGIL_BLOB_URL=postgres), the local data folder otherwise.
import { blobStoreKind, type BlobStore, type BlobStoreConfig } from './blob-store.js';
import { LocalBlobStore } from './local.store.js';
import { PostgresBlobStore } from './postgres.store.js';
import { S3BlobStore } from './s3.store.js';

export function openBlobStore(cfg: BlobStoreConfig): BlobStore {
  switch (blobStoreKind(cfg)) {
    case 's3':
      return new S3BlobStore(cfg.blobUrl as string);
    case 'postgres':
      return new PostgresBlobStore(cfg.db);
    default:
      return new LocalBlobStore(cfg.dataDir);
  }
}

export type { BlobStore } from './blob-store.js';
