import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { reconcileLedger } from '../../ledger/ledger/reconcile-ledger.ts';
import {
  adminApi,
  AFTER_CUTOFF,
  holder,
  position,
  publishTestValues,
  quarterCounter,
} from './rescues.test-kit.ts';

/**
 * Rescues against an independent model (issue 10): for random sequences of requests, cancellations,
 * settlements, rejections and replays through the API, every position and the quarter's counter
 * match a BigInt model, a refused call changes nothing, a replay changes nothing, and the ledger
 * reconciles after each run.
 */
const SCALE = 100_000_000n;
const toScaled = (v: string) => {
  const [i = '0', f = ''] = v.split('.');
  return BigInt(i) * SCALE + BigInt((f + '00000000').slice(0, 8));
};

type Op =
  | { type: 'request'; who: number; hundredths: number }
  | { type: 'cancel' | 'settle' | 'reject'; pick: number }
  | { type: 'replay' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('request' as const),
      who: fc.integer({ min: 0, max: 2 }),
      hundredths: fc.integer({ min: 1, max: 9000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constantFrom('cancel' as const, 'settle' as const, 'reject' as const),
      pick: fc.nat(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'replay' as const }) },
);

let t: TestApp;
let productId: string;
let holders: Array<Awaited<ReturnType<typeof holder>>>;
let admin: Awaited<ReturnType<typeof adminApi>>;
const known: Array<{ id: string; who: number; units: bigint; status: string }> = [];
let lastRequest: { who: number; body: Record<string, string>; key: string; id: string } | null = null;
let keySerial = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const fund = { id: await publishTestValues(t, 'mutuo-acreencias-soles'), currency: 'PEN' as const };
  productId = fund.id;
  holders = [await holder(t, fund, '1000'), await holder(t, fund, '1000'), await holder(t, fund, '1000')];
  t.clock.now = AFTER_CUTOFF;
  admin = await adminApi(t);
});
afterAll(async () => t?.close());

async function observed() {
  const positions = [];
  for (const h of holders) {
    const p = await position(t, h.userId, productId);
    positions.push({ posted: toScaled(p?.posted ?? '0'), reserved: toScaled(p?.reserved ?? '0') });
  }
  const counter = await quarterCounter(t, productId);
  return {
    positions,
    requested: toScaled(counter?.requestedUnits ?? '0'),
    cap: toScaled(counter?.capUnits ?? '450'),
  };
}

describe('rescues against an independent model', () => {
  it('keeps positions, the cap and refusals right for random operations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const model = await observed();
        for (const op of ops) {
          const before = await observed();
          if (op.type === 'request') {
            const units = BigInt(op.hundredths) * (SCALE / 100n);
            const h = holders[op.who]!;
            const m = model.positions[op.who]!;
            const fits = units <= m.posted - m.reserved && units <= model.cap - model.requested;
            const key = `model-key-${++keySerial}`;
            const body = {
              productId,
              quotas: (op.hundredths / 100).toFixed(2),
              bankAccountId: h.bankAccountId,
            };
            const res = await h.api.post('/api/rescues', body, key);
            expect(res.statusCode, res.body).toBe(fits ? 201 : 409);
            if (fits) {
              m.reserved += units;
              model.requested += units;
              known.push({ id: res.json().data.id, who: op.who, units, status: 'PENDING' });
              lastRequest = { who: op.who, body, key, id: res.json().data.id };
            } else expect(await observed()).toEqual(before);
          } else if (op.type === 'replay') {
            if (!lastRequest) continue;
            const res = await holders[lastRequest.who]!.api.post(
              '/api/rescues',
              lastRequest.body,
              lastRequest.key,
            );
            expect(res.statusCode).toBe(201);
            expect(res.json().data.id).toBe(lastRequest.id);
            expect(await observed()).toEqual(before);
          } else {
            if (known.length === 0) continue;
            const r = known[op.pick % known.length]!;
            const outcome = { cancel: 'CANCELED', settle: 'SETTLED', reject: 'REJECTED' }[op.type];
            const res =
              op.type === 'cancel'
                ? await holders[r.who]!.api.delete(`/api/rescues/${r.id}`)
                : await admin.post(
                    `/api/admin/rescues/${r.id}/${op.type}`,
                    op.type === 'reject' ? { reason: 'Prueba del modelo' } : {},
                  );
            const m = model.positions[r.who]!;
            if (r.status === 'PENDING') {
              expect(res.statusCode, res.body).toBe(200);
              m.reserved -= r.units;
              if (outcome === 'SETTLED') m.posted -= r.units;
              else model.requested -= r.units;
              r.status = outcome;
            } else {
              expect(res.statusCode).toBe(r.status === outcome ? 200 : 409);
              expect(await observed()).toEqual(before);
            }
          }
          const now = await observed();
          expect(now.positions).toEqual(model.positions);
          expect(now.requested).toBe(model.requested);
          for (const p of now.positions) expect(p.reserved >= 0n && p.reserved <= p.posted).toBe(true);
          expect(now.requested <= now.cap).toBe(true);
        }
        expect((await reconcileLedger(t.db)).ok).toBe(true);
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
