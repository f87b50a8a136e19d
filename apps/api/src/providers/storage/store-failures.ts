/**
 * What an S3-compatible bucket's refusal means for the caller (decision 0037). The SDK gives each
 * failure the server's error code as `name` and the HTTP status in `$metadata`; a local disk's
 * ENOSPC is read in db/errors.ts. A bucket that is full answers 507 like a full disk, one that is
 * away or overloaded answers 503 like a database away: nothing was stored, the caller may retry.
 */
interface BucketFailure {
  name?: unknown;
  $metadata?: { httpStatusCode?: number };
}

/** Codes for "no room": MinIO's full drives and bucket quota, Ceph's quota (403), any 507. */
const FULL_CODES = new Set(['XMinioStorageFull', 'XMinioAdminBucketQuotaExceeded', 'QuotaExceeded']);

/** Codes for "not now": S3's throttling and its server errors, after the SDK's own retries. */
const UNAVAILABLE_CODES = new Set([
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
  'RequestTimeout',
  'TimeoutError',
  'XMinioServerNotInitialized',
]);

/** The SDK's failure, however deep a caller wrapped it (a failed write's cause). */
function bucketFailure(error: unknown): BucketFailure | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    if ('$metadata' in e) return e as BucketFailure;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

export function bucketFull(error: unknown): boolean {
  const failure = bucketFailure(error);
  if (!failure) return false;
  return failure.$metadata?.httpStatusCode === 507 || FULL_CODES.has(String(failure.name));
}

export function bucketUnavailable(error: unknown): boolean {
  const failure = bucketFailure(error);
  if (!failure || bucketFull(failure)) return false;
  const status = failure.$metadata?.httpStatusCode ?? 0;
  return [500, 502, 503, 504].includes(status) || UNAVAILABLE_CODES.has(String(failure.name));
}
