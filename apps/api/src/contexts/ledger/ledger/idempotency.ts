import { createHash } from 'node:crypto';
import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { canonicalJson } from '../../../shared/canonical-json.ts';
import { writeTogether, type Write } from '../../../db/write-together.ts';
import { ledgerRepository, type IdempotencyRow } from './ledger.repository.ts';

/** How long a key answers with its first result. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export interface IdempotentAnswer<T> {
  status: number;
  data: T;
  replayed: boolean;
}

/**
 * A money-moving request's Idempotency-Key, checked: who sends it, the key, the call (scope: method
 * and route) and the hash of the call and its canonical body.
 */
export interface KeyedRequest {
  callerId: string;
  key: string;
  scope: string;
  hash: string;
}

/** The key's live use was stored by another request meanwhile: this one's effect is rolled back. */
class KeyTaken extends Error {}

const keyRefused = (message: string) =>
  new DomainError('VALIDATION_ERROR', message, [{ field: 'headers.idempotency-key', message }]);

/** The same key with another call or body: refused, never replayed. */
export const keyReused = () =>
  new DomainError(
    'CONFLICT',
    'Esta clave Idempotency-Key ya se usó con otra solicitud. Usa una clave nueva para una operación distinta.',
  );

/** How long a client is told to wait before asking again about a key in flight. */
export const IN_FLIGHT_RETRY_SECONDS = 1;

/**
 * The key's first request is still running (in this process or another): not a refusal of the
 * operation, which may well succeed; asking again later gets its answer (IETF Idempotency-Key draft).
 */
export const keyInFlight = () =>
  new DomainError(
    'CONFLICT',
    'Tu solicitud con esta clave Idempotency-Key aún está en proceso. Vuelve a intentarlo en un momento para recibir su respuesta.',
    [],
    { retryAfterSeconds: IN_FLIGHT_RETRY_SECONDS },
  );

/** A well-formed Idempotency-Key, or a refusal in Spanish. */
export function checkKey(key: string): string {
  if (!KEY.test(key))
    throw keyRefused(
      'La clave Idempotency-Key debe tener entre 8 y 100 letras, números, guiones, puntos o dos puntos.',
    );
  return key;
}

export const requestHash = (scope: string, body: unknown) =>
  createHash('sha256')
    .update(`${scope}\n${canonicalJson(body)}`)
    .digest('hex');

/** The request's key checked (a Spanish 400 when malformed) and its call and body hashed. */
export function keyedRequest(input: {
  callerId: string;
  key: string;
  scope: string;
  body: unknown;
}): KeyedRequest {
  return {
    callerId: input.callerId,
    key: checkKey(input.key),
    scope: input.scope,
    hash: requestHash(input.scope, input.body),
  };
}

/**
 * What a stored key answers a request with the given call and body hash: nothing when it is absent
 * or expired, its first answer when the call and body match, a refusal when they do not.
 */
export function storedAnswer<T>(
  row: IdempotencyRow | undefined,
  request: { scope: string; hash: string },
  now: Date,
): IdempotentAnswer<T> | null {
  if (!row || row.expiresAt <= now) return null;
  if (row.requestHash !== request.hash || row.scope !== request.scope) throw keyReused();
  return { status: row.responseStatus, data: row.response as T, replayed: true };
}

/**
 * What the stored keys answer these requests, in one query: for each, its first answer, the refusal
 * of a key used with another body, or null when the key has no live use.
 */
export async function storedAnswers<T>(
  db: Db,
  requests: readonly KeyedRequest[],
  now: Date,
): Promise<Array<IdempotentAnswer<T> | DomainError | null>> {
  const rows = await ledgerRepository.findIdempotencyKeys(
    db,
    requests.map((r) => ({ callerId: r.callerId, key: r.key })),
  );
  const byKey = new Map(rows.map((row) => [`${row.callerId}|${row.key}`, row]));
  return requests.map((r) => {
    try {
      return storedAnswer<T>(byKey.get(`${r.callerId}|${r.key}`), r, now);
    } catch (error) {
      return error as DomainError;
    }
  });
}

/**
 * The write that stores each request's answer under its key, for the effect's own statement: it takes
 * over an expired use of a key, and touches no row for a key with a live use (stored meanwhile by
 * another request), which throws `refusal` and rolls the effect back.
 */
export function answersWrite(
  answers: ReadonlyArray<{ request: KeyedRequest; status: number; data: unknown }>,
  now: Date,
  refusal: () => Error,
): Write {
  const rows: IdempotencyRow[] = answers.map(({ request, status, data }) => ({
    callerId: request.callerId,
    key: request.key,
    scope: request.scope,
    requestHash: request.hash,
    responseStatus: status,
    response: data,
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
  }));
  return {
    name: 'idempotency_keys',
    statement: ledgerRepository.idempotencyKeysWrite(rows),
    rows: rows.length,
    refusal,
  };
}

/**
 * The write that stores the effect's answer under the key, for the effect to send together with its
 * own writes (one round trip fewer); none without a key. When the effect does not ask for it, the
 * answer is stored after the effect, in the same transaction.
 */
export type AnswerWrite<T> = (answer: { status: number; data: T }) => Write[];

/**
 * Runs a money-moving effect at most once per (caller, Idempotency-Key) (architecture A7). The key, a
 * hash of the call and its body, and the answer are written in the same transaction as the effect:
 * the same key and body again answer the first result; the same key with another body is refused.
 * While the effect runs, the key is claimed in the database (`claimIdempotencyKey`, decision 0024): a
 * request with the same key meanwhile, from any API process, is answered 409 "en proceso" with
 * Retry-After, never with a refusal its first request's effect caused; asked again, it gets the
 * first answer. A refused effect stores nothing, so the caller may retry it with the same key.
 * Without a key (the seed's own calls: every route requires one) the effect simply runs in its
 * transaction. The rescue desk's batches use the same pieces (`keyedRequest`, `storedAnswers`,
 * `answersWrite`) for many keys at once (decision 0026).
 */
export async function withIdempotency<T>(
  ctx: AppContext,
  input: { callerId: string; key: string | undefined; scope: string; body: unknown },
  effect: (tx: Db, answerWrite: AnswerWrite<T>) => Promise<{ status: number; data: T }>,
): Promise<IdempotentAnswer<T>> {
  if (input.key === undefined)
    return { ...(await ctx.db.transaction((tx) => effect(tx, () => []))), replayed: false };
  const request = keyedRequest({ ...input, key: input.key });

  const replay = async (db: Db) => {
    const [answer] = await storedAnswers<T>(db, [request], ctx.now());
    if (answer instanceof Error) throw answer;
    return answer ?? null;
  };

  // Nearly every repeated key finds its answer here, without a transaction.
  const first = await replay(ctx.db);
  if (first) return first;
  try {
    return await ctx.db.transaction(async (tx): Promise<IdempotentAnswer<T>> => {
      if (!(await ledgerRepository.claimIdempotencyKey(tx, request.callerId, request.key)))
        throw keyInFlight();
      // Read after the claim: a first request that committed meanwhile has released it.
      const stored = await replay(tx);
      if (stored) return stored;
      const now = ctx.now();
      let sent = false;
      const answerWrite: AnswerWrite<T> = (result) => {
        sent = true;
        return [answersWrite([{ request, ...result }], now, () => new KeyTaken())];
      };
      const result = await effect(tx, answerWrite);
      if (!sent) await writeTogether(tx, answerWrite(result));
      return { ...result, replayed: false };
    });
  } catch (error) {
    // Stored by a request that did not claim the key (the rescue desk's batches): answer what it answered.
    if (error instanceof KeyTaken) {
      const again = await replay(ctx.db);
      if (again) return again;
    }
    throw error;
  }
}
