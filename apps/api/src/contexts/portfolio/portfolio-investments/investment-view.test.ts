import { costBasis } from '@invierte/domain';
import { describe, expect, it } from 'vitest';
import { holdingEventsPerProduct } from './investment-view.ts';

const at = (date: string) => new Date(`${date}T15:00:00Z`);
const row = (r: {
  id: string;
  productId: string;
  kind: string;
  quotas: string;
  memo: Record<string, unknown>;
  date: string;
  reversesId?: string;
}) => ({
  transactionId: r.id,
  reversesId: r.reversesId ?? null,
  kind: r.kind,
  memo: r.memo,
  productId: r.productId,
  quotas: r.quotas,
  at: at(r.date),
});

describe("each fund's journal events", () => {
  it('reads the money each posting moved: cash paid in or out, a reinvestment’s value, a transfer’s quotas at its quota value', () => {
    const events = holdingEventsPerProduct([
      row({
        id: '1',
        productId: 'A',
        kind: 'SUBSCRIPTION',
        quotas: '10.00000000',
        memo: { amount: '1000.00' },
        date: '2026-01-05',
      }),
      row({
        id: '2',
        productId: 'A',
        kind: 'SETTLE',
        quotas: '-2.00000000',
        memo: { amount: '210.00' },
        date: '2026-03-02',
      }),
      // 300 reinvested from A into B; B later sent a quota to another participant at 52.345678.
      row({
        id: '3',
        productId: 'A',
        kind: 'REINVESTMENT',
        quotas: '-2.50000000',
        memo: { amount: '300.00' },
        date: '2026-04-01',
      }),
      row({
        id: '3',
        productId: 'B',
        kind: 'REINVESTMENT',
        quotas: '6.00000000',
        memo: { amount: '300.00' },
        date: '2026-04-01',
      }),
      row({
        id: '4',
        productId: 'B',
        kind: 'TRANSFER',
        quotas: '-1.00000000',
        memo: { quotas: '1.00000000', quotaValue: '52.345678' },
        date: '2026-05-10',
      }),
      // A reservation's release moves no posted quotas, so it never reaches this list; other kinds are left out.
      row({ id: '5', productId: 'B', kind: 'RESERVE', quotas: '0', memo: {}, date: '2026-05-11' }),
    ]);
    expect(events.get('A')?.map((e) => [e.kind, e.quotas, e.amount, e.date])).toEqual([
      ['SUBSCRIPTION', '10.00000000', '1000.00', '2026-01-05'],
      ['RESCUE', '-2.00000000', '210.00', '2026-03-02'],
      ['REINVESTMENT', '-2.50000000', '300.00', '2026-04-01'],
    ]);
    expect(events.get('B')?.map((e) => [e.kind, e.quotas, e.amount])).toEqual([
      ['REINVESTMENT', '6.00000000', '300.00'],
      ['TRANSFER', '-1.00000000', '52.35'],
    ]);
    // B was reached by a reinvestment: it cost 300.00, not nothing.
    expect(costBasis(events.get('B')!)).toMatchObject({
      cost: '250.00',
      contributed: '300.00',
      since: '2026-04-01',
    });
  });

  it('keeps a correction tied to the operation it reverses', () => {
    const events = holdingEventsPerProduct([
      row({
        id: '1',
        productId: 'A',
        kind: 'SUBSCRIPTION',
        quotas: '10.00000000',
        memo: { amount: '100.00' },
        date: '2026-01-05',
      }),
      row({
        id: '2',
        productId: 'A',
        kind: 'SUBSCRIPTION',
        quotas: '-10.00000000',
        memo: { amount: '100.00' },
        date: '2026-01-06',
        reversesId: '1',
      }),
    ]);
    expect(costBasis(events.get('A')!)).toMatchObject({
      quotas: '0.00000000',
      cost: '0.00',
      contributed: '0.00',
    });
  });
});
