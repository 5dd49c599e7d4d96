// Chooses the blob store for a server: S3 when VIGIL_BLOB_URL says s3://…, PostgreSQL when the
// database is PostgreSQL (or VIGIL_BLOB_URL=postgres), the local data folder otherwise.
import { blobStoreKind, type BlobSource, type BlobStore, type BlobStoreConfig } from './blob-store.js';
import { LocalBlobStore } from './local.store.js';
import { PostgresBlobStore } from './postgres.store.js';
import { parseS3Url } from './s3-url.js';

export function openBlobStore(cfg: BlobStoreConfig): BlobStore {
  switch (blobStoreKind(cfg)) {
    case 's3':
      return new LazyS3BlobStore(cfg.blobUrl as string);
    case 'postgres':
      return new PostgresBlobStore(cfg.db);
    default:
      return new LocalBlobStore(cfg.dataDir);
  }
}

export type { BlobStore } from './blob-store.js';

/**
 * The S3 store, with the AWS SDK loaded at its first use: on the local and PostgreSQL stores (the
 * embedded console's case) no start sets the SDK up. The URL is checked at once all the same.
 */
class LazyS3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  private store: Promise<BlobStore> | undefined;

  constructor(private readonly url: string) {
    parseS3Url(url);
  }

  private open(): Promise<BlobStore> {
    return (this.store ??= import('./s3.store.js').then((m) => new m.S3BlobStore(this.url)));
  }

  async put(key: string, source: BlobSource) {
    return (await this.open()).put(key, source);
  }

  async get(key: string) {
    return (await this.open()).get(key);
  }

  async delete(key: string) {
    return (await this.open()).delete(key);
  }

  async list(prefix: string) {
    return (await this.open()).list(prefix);
  }
}
