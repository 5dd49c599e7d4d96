// The S3-compatible back end (VIGIL_BLOB_URL=s3://bucket/prefix; credentials, region and endpoint
// from the usual AWS variables: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION,
// AWS_ENDPOINT_URL_S3 for a non-AWS service, which is then addressed path-style). Blobs larger than
// one part go up as multipart uploads, a part at a time; reads stream the object's body.
// No S3 service runs in this project's test environment: it is tested against aws-sdk-client-mock.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { newSha256, rechunk, type BlobSource, type BlobStore } from './blob-store.js';
import { parseS3Url } from './s3-url.js';

export { parseS3Url } from './s3-url.js';

/** S3's smallest part size for all but the last part of a multipart upload is 5 MiB. */
const S3_PART_BYTES = 8 << 20;

function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  return new S3Client({ ...(endpoint ? { endpoint, forcePathStyle: true } : {}) });
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly prefix: string;

  constructor(
    url: string,
    private readonly client: S3Client = s3ClientFromEnv(),
    private readonly partBytes = S3_PART_BYTES,
  ) {
    ({ bucket: this.bucket, prefix: this.prefix } = parseS3Url(url));
  }

  private objectKey(key: string): string {
    return this.prefix + key;
  }

  async put(key: string, source: BlobSource): Promise<{ sha256: string; size: number }> {
    const Key = this.objectKey(key);
    const hash = newSha256();
    const parts = rechunk(source, hash, this.partBytes);
    const first = await parts.next();
    const firstBody = first.done ? Buffer.alloc(0) : first.value;
    const second = first.done ? { done: true as const, value: undefined } : await parts.next();
    if (second.done) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: firstBody }));
      return { sha256: hash.digest('hex'), size: firstBody.length };
    }
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key }));
    if (!UploadId) throw new Error('S3 did not start a multipart upload');
    const done: CompletedPart[] = [];
    let size = 0;
    try {
      const upload = async (Body: Buffer) => {
        const PartNumber = done.length + 1;
        const r = await this.client.send(
          new UploadPartCommand({ Bucket: this.bucket, Key, UploadId, PartNumber, Body }),
        );
        done.push({ PartNumber, ETag: r.ETag });
        size += Body.length;
      };
      await upload(firstBody);
      await upload(second.value);
      for await (const part of parts) await upload(part);
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId, MultipartUpload: { Parts: done } }),
      );
    } catch (err) {
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId }))
        .catch(() => undefined);
      throw err;
    }
    return { sha256: hash.digest('hex'), size };
  }

  async get(key: string) {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!r.Body) return undefined;
      return { size: Number(r.ContentLength ?? 0), body: r.Body as unknown as AsyncIterable<Uint8Array> };
    } catch (err) {
      const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async list(prefix: string): Promise<string[]> {
    const out: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const r = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.objectKey(prefix), ContinuationToken }),
      );
      for (const o of r.Contents ?? []) if (o.Key) out.push(o.Key.slice(this.prefix.length));
      ContinuationToken = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return out;
  }
}
