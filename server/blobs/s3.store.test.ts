// The S3 back end against aws-sdk-client-mock (no S3 service runs here): which requests it makes for
// small and multipart puts, that a failed multipart upload is aborted, reads streamed from the
// object body, missing objects, deletes and paginated listings, all under the configured prefix.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { chunksOf, readAll } from './blob-store.js';
import { blobStoreKind } from './blob-store.js';
import { openBlobStore } from './open.js';
import { S3BlobStore, parseS3Url } from './s3.store.js';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const PART = 5 << 20;

describe('S3 blob store (against the SDK mock)', () => {
  const s3 = mockClient(S3Client);
  const client = new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
  const store = new S3BlobStore('s3://vigil-media/prod/blobs/', client, PART);
  beforeEach(() => s3.reset());

  it('reads the bucket and prefix from VIGIL_BLOB_URL, and is chosen by it', () => {
    expect(parseS3Url('s3://b')).toEqual({ bucket: 'b', prefix: '' });
    expect(parseS3Url('s3://b/p/q/')).toEqual({ bucket: 'b', prefix: 'p/q/' });
    expect(() => parseS3Url('s3:///x')).toThrow(/s3:\/\/bucket/);
    const db = { kind: 'postgres' } as never;
    expect(blobStoreKind({ db, blobUrl: 's3://b/p' })).toBe('s3');
    expect(blobStoreKind({ db })).toBe('postgres');
    expect(blobStoreKind({ db: { kind: 'pglite' } as never })).toBe('local');
    expect(() => blobStoreKind({ db, blobUrl: 'ftp://x' })).toThrow(/VIGIL_BLOB_URL/);
  });

  it('is opened from VIGIL_BLOB_URL with the SDK loaded at first use, the URL checked at once', async () => {
    const db = { kind: 'pglite' } as never;
    expect(() => openBlobStore({ db, dataDir: '/nowhere', blobUrl: 's3:///x' })).toThrow(/s3:\/\/bucket/);
    // The store makes its client from the environment, which needs a region.
    const region = process.env.AWS_REGION;
    process.env.AWS_REGION = 'eu-west-1';
    try {
      const opened = openBlobStore({ db, dataDir: '/nowhere', blobUrl: 's3://vigil-media/lazy' });
      expect(opened.kind).toBe('s3');
      s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'lazy/a/1' }] });
      expect(await opened.list('a/')).toEqual(['a/1']);
    } finally {
      if (region === undefined) delete process.env.AWS_REGION;
      else process.env.AWS_REGION = region;
    }
    expect(s3.commandCalls(ListObjectsV2Command)[0]!.args[0].input).toMatchObject({
      Bucket: 'vigil-media',
      Prefix: 'lazy/a/',
    });
  });

  it('puts a blob smaller than a part with one PutObject under the prefix', async () => {
    s3.on(PutObjectCommand).resolves({});
    const bytes = randomBytes(1000);
    expect(await store.put('audio/ab/x.wav', [bytes.subarray(0, 10), bytes.subarray(10)])).toEqual({
      sha256: sha(bytes),
      size: 1000,
    });
    const calls = s3.commandCalls(PutObjectCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toMatchObject({ Bucket: 'vigil-media', Key: 'prod/blobs/audio/ab/x.wav' });
    expect(sha(calls[0]!.args[0].input.Body as Buffer)).toBe(sha(bytes));
  });

  it('puts a larger blob as a multipart upload, part by part, and completes it', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'up-1' });
    s3.on(UploadPartCommand).callsFake((input: { PartNumber: number }) => ({ ETag: `"e${input.PartNumber}"` }));
    s3.on(CompleteMultipartUploadCommand).resolves({});
    const bytes = randomBytes(2 * PART + 123);
    expect(await store.put('status-jobs/j.zip', chunksOf(bytes, 1 << 20))).toEqual({
      sha256: sha(bytes),
      size: bytes.length,
    });
    const parts = s3.commandCalls(UploadPartCommand).map((c) => c.args[0].input);
    expect(parts.map((p) => [p.PartNumber, (p.Body as Buffer).length])).toEqual([
      [1, PART],
      [2, PART],
      [3, 123],
    ]);
    expect(sha(Buffer.concat(parts.map((p) => p.Body as Buffer)))).toBe(sha(bytes));
    expect(s3.commandCalls(CompleteMultipartUploadCommand)[0]!.args[0].input).toMatchObject({
      Key: 'prod/blobs/status-jobs/j.zip',
      UploadId: 'up-1',
      MultipartUpload: {
        Parts: [
          { PartNumber: 1, ETag: '"e1"' },
          { PartNumber: 2, ETag: '"e2"' },
          { PartNumber: 3, ETag: '"e3"' },
        ],
      },
    });
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('aborts the multipart upload when a part fails', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'up-2' });
    s3.on(UploadPartCommand).rejectsOnce(new Error('SlowDown')).resolves({ ETag: '"x"' });
    s3.on(AbortMultipartUploadCommand).resolves({});
    await expect(store.put('k', [randomBytes(PART + 1)])).rejects.toThrow('SlowDown');
    expect(s3.commandCalls(AbortMultipartUploadCommand)[0]!.args[0].input).toMatchObject({ UploadId: 'up-2' });
    expect(s3.commandCalls(CompleteMultipartUploadCommand)).toHaveLength(0);
  });

  it('streams a blob back; a missing key is absent', async () => {
    const bytes = randomBytes(3000);
    s3.on(GetObjectCommand, { Key: 'prod/blobs/audio/ab/x.wav' }).resolves({
      ContentLength: bytes.length,
      Body: Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]) as never,
    });
    s3.on(GetObjectCommand, { Key: 'prod/blobs/nope' }).rejects(
      new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } }),
    );
    const got = await store.get('audio/ab/x.wav');
    expect(got?.size).toBe(3000);
    expect(sha(await readAll(got!))).toBe(sha(bytes));
    expect(await store.get('nope')).toBeUndefined();
  });

  it('deletes under the prefix and lists across pages without it', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await store.delete('audio/ab/x.wav');
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'vigil-media',
      Key: 'prod/blobs/audio/ab/x.wav',
    });
    s3.on(ListObjectsV2Command)
      .resolvesOnce({ Contents: [{ Key: 'prod/blobs/audio/a' }], IsTruncated: true, NextContinuationToken: 't2' })
      .resolvesOnce({ Contents: [{ Key: 'prod/blobs/audio/b' }], IsTruncated: false });
    expect(await store.list('audio/')).toEqual(['audio/a', 'audio/b']);
    const lists = s3.commandCalls(ListObjectsV2Command).map((c) => c.args[0].input);
    expect(lists).toEqual([
      { Bucket: 'vigil-media', Prefix: 'prod/blobs/audio/', ContinuationToken: undefined },
      { Bucket: 'vigil-media', Prefix: 'prod/blobs/audio/', ContinuationToken: 't2' },
    ]);
  });
});
