import { createHash } from 'node:crypto';
import { DomainError } from '@invierte/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { canonicalJson } from '../../shared/canonical-json.ts';
import { writeTogether, type Write } from '../../db/write-together.ts';
import { ledgerRepository, type IdempotencyRow } from './ledger.repository.ts';

/** How long a key answers with its first result. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export interface IdempotentAnswer<T> {
  status: number;
  data: T;
  replayed: boolean;
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

/** A well-formed Idempotency-Key, or a refusal in Spanish. */
export function checkKey(key: string): string {
  if (!KEY.test(key))
    throw keyRefused(
      'La clave Idempotency-Key debe tener entre 8 y 100 letras, números, guiones, puntos o dos puntos.',
    );
  return key;
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

export const requestHash = (scope: string, body: unknown) =>
  createHash('sha256')
    .update(`${scope}\n${canonicalJson(body)}`)
    .digest('hex');

/**
 * The write that stores the effect's answer under the key, for the effect to send together with its
 * own writes (one round trip fewer); none without a key. When the effect does not ask for it, the
 * answer is stored after the effect, in the same transaction.
 */
export type AnswerWrite<T> = (answer: { status: number; data: T }) => Write[];

/**
 * Runs a money-moving effect at most once per (caller, Idempotency-Key) (DESIGN-MONEY §1). The key, a
 * hash of the call and its body, and the answer are written in the same transaction as the effect:
 * the same key and body again answer the first result; the same key with another body is refused.
 * A refused effect stores nothing, so the caller may retry it with the same key. Without a key the
 * effect simply runs in its transaction.
 */
export async function withIdempotency<T>(
  ctx: AppContext,
  input: { callerId: string; key: string | undefined; scope: string; body: unknown },
  effect: (tx: Db, answerWrite: AnswerWrite<T>) => Promise<{ status: number; data: T }>,
): Promise<IdempotentAnswer<T>> {
  if (input.key === undefined)
    return { ...(await ctx.db.transaction((tx) => effect(tx, () => []))), replayed: false };
  const key = checkKey(input.key);
  const hash = requestHash(input.scope, input.body);

  const replay = async () =>
    storedAnswer<T>(
      await ledgerRepository.findIdempotencyKey(ctx.db, input.callerId, key, false),
      { scope: input.scope, hash },
      ctx.now(),
    );

  const first = await replay();
  if (first) return first;
  try {
    const answer = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      let sent = false;
      const answerWrite: AnswerWrite<T> = (result) => {
        sent = true;
        const row = {
          callerId: input.callerId,
          key,
          scope: input.scope,
          requestHash: hash,
          responseStatus: result.status,
          response: result.data,
          createdAt: now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        };
        return [
          {
            name: 'idempotency_key',
            statement: ledgerRepository.idempotencyKeysWrite([row]),
            rows: 1,
            refusal: () => new KeyTaken(),
          },
        ];
      };
      const result = await effect(tx, answerWrite);
      if (!sent) await writeTogether(tx, answerWrite(result));
      return result;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    // A concurrent request with the same key committed first: answer what it answered.
    if (error instanceof KeyTaken) {
      const again = await replay();
      if (again) return again;
    }
    throw error;
  }
}
