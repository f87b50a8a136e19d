import { DomainError } from '@invierte/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, users } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { IDEMPOTENCY_TTL_MS, withIdempotency } from './idempotency.ts';

let t: TestApp;
let callerId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [u] = await t.db.select({ id: users.id }).from(users).limit(1);
  callerId = u!.id;
});
afterAll(async () => t?.close());

describe('withIdempotency', () => {
  it('runs the effect once and answers the first result to a replay with the same body', async () => {
    let runs = 0;
    const call = () =>
      withIdempotency(
        t.ctx,
        { callerId, key: 'key-same-body', scope: 'POST /x', body: { a: 1, b: [2] } },
        async () => {
          runs++;
          return { status: 201, data: { run: runs } };
        },
      );
    expect(await call()).toEqual({ status: 201, data: { run: 1 }, replayed: false });
    expect(await call()).toEqual({ status: 201, data: { run: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('refuses the same key with another body, in Spanish, without running the effect', async () => {
    await withIdempotency(
      t.ctx,
      { callerId, key: 'key-other-body', scope: 'POST /x', body: { a: 1 } },
      async () => ({ status: 200, data: 1 }),
    );
    let ran = false;
    const other = withIdempotency(
      t.ctx,
      { callerId, key: 'key-other-body', scope: 'POST /x', body: { a: 2 } },
      async () => {
        ran = true;
        return { status: 200, data: 2 };
      },
    );
    await expect(other).rejects.toThrow('Esta clave Idempotency-Key ya se usó con otra solicitud.');
    expect(ran).toBe(false);
  });

  it('stores nothing when the effect is refused, so the same key can be retried', async () => {
    const refused = withIdempotency(
      t.ctx,
      { callerId, key: 'key-refused', scope: 'POST /x', body: {} },
      async () => {
        throw new DomainError('CONFLICT');
      },
    );
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    const retry = await withIdempotency(
      t.ctx,
      { callerId, key: 'key-refused', scope: 'POST /x', body: {} },
      async () => ({ status: 200, data: 'ok' }),
    );
    expect(retry).toEqual({ status: 200, data: 'ok', replayed: false });
  });

  it('runs again after the key expired', async () => {
    let runs = 0;
    const call = () =>
      withIdempotency(t.ctx, { callerId, key: 'key-expiring', scope: 'POST /x', body: {} }, async () => ({
        status: 200,
        data: ++runs,
      }));
    await call();
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + IDEMPOTENCY_TTL_MS + 1000);
    expect((await call()).data).toBe(2);
    t.clock.now = saved;
  });

  it('refuses a malformed key', async () => {
    const bad = withIdempotency(t.ctx, { callerId, key: 'x', scope: 'POST /x', body: {} }, async () => ({
      status: 200,
      data: 1,
    }));
    await expect(bad).rejects.toThrow('Idempotency-Key');
    expect((await t.db.select().from(idempotencyKeys)).every((k) => k.key !== 'x')).toBe(true);
  });
});
