import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A bucket on 127.0.0.1 that answers as S3 does, for the S3 store's tests (no S3-compatible server
 * installs here from npm or Debian): path-style PUT, GET, HEAD and DELETE of objects with their
 * x-amz-meta-* metadata, `If-None-Match: *`, S3's XML errors, and a full check of each request's
 * Signature Version 4 against the one secret key it knows, payload hash included.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  metadata: Record<string, string>;
}

export const fakeS3Credentials = {
  accessKeyId: 'AKIAFAKEFILES',
  secretAccessKey: 'fake-secret-for-tests-only',
};

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Signature Version 4 of the request as received, or the reason it cannot be checked. */
function signatureProblem(req: IncomingMessage, body: Buffer, secret: string): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'no Signature Version 4 authorization';
  const [, accessKeyId, day, region, signedHeaders, signature] = auth as unknown as string[];
  if (accessKeyId !== fakeS3Credentials.accessKeyId) return 'unknown access key';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day!)) return 'x-amz-date is not the credential day';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload hash differs';
  const url = new URL(req.url ?? '/', 'http://bucket');
  const query = [...url.searchParams]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host or date not signed';
  const headers = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${secret}`, day!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  return hmac(key, toSign).toString('hex') === signature ? null : 'signature does not match';
}

function sendError(res: ServerResponse, status: number, code: string, message: string) {
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
}

export async function fakeS3Server(bucket: string, secret = fakeS3Credentials.secretAccessKey) {
  const objects = new Map<string, StoredObject>();
  const requests: Array<{ method: string; path: string; signatureProblem: string | null }> = [];
  /** Answers the next requests with 500 InternalError (what a retry must get past). */
  let failures = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://bucket');
      const problem = signatureProblem(req, body, secret);
      requests.push({ method: req.method ?? '', path: url.pathname, signatureProblem: problem });
      if (problem) return sendError(res, 403, 'SignatureDoesNotMatch', problem);
      if (failures > 0) {
        failures -= 1;
        return sendError(res, 500, 'InternalError', 'We encountered an internal error. Please try again.');
      }
      const prefix = `/${bucket}/`;
      if (!url.pathname.startsWith(prefix)) return sendError(res, 404, 'NoSuchBucket', 'no such bucket');
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      const stored = objects.get(key);
      switch (req.method) {
        case 'PUT': {
          if (req.headers['if-none-match'] === '*' && stored)
            return sendError(
              res,
              412,
              'PreconditionFailed',
              'At least one of the pre-conditions you specified did not hold',
            );
          const metadata: Record<string, string> = {};
          for (const [name, value] of Object.entries(req.headers))
            if (name.startsWith('x-amz-meta-')) metadata[name.slice(11)] = String(value);
          objects.set(key, { body, contentType: req.headers['content-type'], metadata });
          return res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        }
        case 'GET':
        case 'HEAD': {
          if (!stored) {
            if (req.method === 'HEAD') return res.writeHead(404).end();
            return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          }
          const headers: Record<string, string | number> = {
            'content-length': stored.body.length,
            'content-type': stored.contentType ?? 'application/octet-stream',
          };
          for (const [name, value] of Object.entries(stored.metadata)) headers[`x-amz-meta-${name}`] = value;
          res.writeHead(200, headers);
          return res.end(req.method === 'GET' ? stored.body : undefined);
        }
        case 'DELETE':
          objects.delete(key);
          return res.writeHead(204).end();
        default:
          return sendError(res, 405, 'MethodNotAllowed', 'method not allowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    objects,
    requests,
    failNext(count: number) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
