// VIGIL_BLOB_URL's s3:// form, read without the AWS SDK (which loads only when S3 is used).

export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const m = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url.trim());
  if (!m || !m[1]) throw new Error(`VIGIL_BLOB_URL must look like s3://bucket/prefix (got "${url}")`);
  const prefix = m[2]!.replace(/\/+$/, '');
  return { bucket: m[1], prefix: prefix ? `${prefix}/` : '' };
}
