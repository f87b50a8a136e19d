import { addDays, limaDate } from '@invierte/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exchangeRates } from '../../../db/schema.ts';
import { demoTokens, nextIp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The seed publishes 30 days of rates up to today; the tests publish days before them. */
let t: TestApp;
const tokens: Record<string, string> = {};
let today = '';
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'operations', 'interesado']));
  today = limaDate(t.clock.now);
});
afterAll(async () => t?.close());

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const publish = (payload: unknown, token = tokens.operations!) =>
  call(token, 'POST', '/api/admin/exchange-rates', payload);
const rateOf = async (day: string) =>
  (await t.db.select().from(exchangeRates).where(eq(exchangeRates.rateDate, day)))[0];
const auditOf = (day: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'exchange-rate'), eq(auditLog.entityId, day)));

describe('GET /api/admin/exchange-rates', () => {
  it('lists the latest rates, newest first, with today', async () => {
    const res = await call(tokens.operations!, 'GET', '/api/admin/exchange-rates?limit=5');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.today).toBe(today);
    expect(data.items).toHaveLength(5);
    expect(data.items[0]).toMatchObject({ rateDate: today, source: 'Mesa de dinero Invierte' });
    expect(data.items[0].buy).toMatch(/^\d\.\d{4}$/);
    expect(data.items.map((r: { rateDate: string }) => r.rateDate)).toEqual(
      [0, 1, 2, 3, 4].map((d) => addDays(today, -d)),
    );
    expect((await call(tokens.operations!, 'GET', '/api/admin/exchange-rates?limit=0')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/exchange-rates', () => {
  it('publishes a day’s rate, stored to 4 decimals and audited', async () => {
    const day = addDays(today, -40);
    const res = await publish({ rateDate: day, buy: '3.712', sell: '3.7185', source: 'SBS' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      rateDate: day,
      buy: '3.7120',
      sell: '3.7185',
      source: 'SBS',
      previous: null,
    });
    expect(await rateOf(day)).toEqual({ rateDate: day, buy: '3.7120', sell: '3.7185', source: 'SBS' });
    const [audit] = await auditOf(day);
    expect(audit).toMatchObject({
      action: 'exchange-rate.publish',
      before: null,
      after: { rateDate: day, buy: '3.7120', sell: '3.7185', source: 'SBS' },
    });
  });

  it('refuses a second rate for the same day unless it is a correction, which records before and after', async () => {
    const day = addDays(today, -41);
    expect((await publish({ rateDate: day, buy: '3.70', sell: '3.71' })).statusCode).toBe(201);
    const again = await publish({ rateDate: day, buy: '3.80', sell: '3.81' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Ya hay un tipo de cambio publicado para ese día. Si quieres cambiarlo, publícalo como corrección.',
    );
    expect(await rateOf(day)).toMatchObject({ buy: '3.7000', sell: '3.7100' });

    const fixed = await publish({ rateDate: day, buy: '3.705', sell: '3.715', correction: true });
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(fixed.json().data.previous).toMatchObject({ buy: '3.7000', sell: '3.7100' });
    expect(await rateOf(day)).toMatchObject({ buy: '3.7050', sell: '3.7150' });
    const audits = await auditOf(day);
    expect(audits.map((a) => a.action).sort()).toEqual(['exchange-rate.correct', 'exchange-rate.publish']);
    expect(audits.find((a) => a.action === 'exchange-rate.correct')).toMatchObject({
      before: { buy: '3.7000', sell: '3.7100' },
      after: { buy: '3.7050', sell: '3.7150' },
    });

    const nothing = await publish({
      rateDate: addDays(today, -200),
      buy: '3.7',
      sell: '3.8',
      correction: true,
    });
    expect(nothing.statusCode).toBe(404);
    expect(await rateOf(addDays(today, -200))).toBeUndefined();
  });

  it('the public rate follows a correction of today at once (its cache is dropped)', async () => {
    const before = (await call(null, 'GET', '/api/exchange/international-exchange-rate')).json().data;
    expect(before.date).toBe(today);
    const res = await publish({ rateDate: today, buy: '3.9001', sell: '3.9999', correction: true });
    expect(res.statusCode, res.body).toBe(201);
    const after = (await call(null, 'GET', '/api/exchange/international-exchange-rate')).json().data;
    expect(after).toMatchObject({ date: today, buy: '3.9001', sell: '3.9999' });
  });

  it('refuses bad rates with Spanish reasons and stores nothing', async () => {
    const day = addDays(today, -50);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { buy: '-3.7', sell: '3.8' },
        'buy',
        'El tipo de cambio de compra es un número con hasta 4 decimales.',
      ],
      [{ buy: '0', sell: '3.8' }, 'buy', 'El tipo de cambio de compra debe ser mayor que cero.'],
      [
        { buy: '3.71234', sell: '3.8' },
        'buy',
        'El tipo de cambio de compra es un número con hasta 4 decimales.',
      ],
      [
        { buy: '3.8', sell: '3.7' },
        'sell',
        'El tipo de cambio de venta no puede ser menor que el de compra.',
      ],
      [{ buy: '37', sell: '38' }, 'buy', 'El tipo de cambio debe estar entre 0.5 y 20 soles por dólar.'],
      [{ buy: 3.7, sell: '3.8' }, 'buy', 'Ingresa el tipo de cambio de compra.'],
      [{ sell: '3.8' }, 'buy', 'Ingresa el tipo de cambio de compra.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await publish({ rateDate: day, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const errors = res.json().errors as Array<{ field: string; message: string }>;
      expect(
        errors.some((e) => e.field === `body.${field}` && e.message.startsWith(message)),
        `${JSON.stringify(body)} → ${JSON.stringify(errors)}`,
      ).toBe(true);
    }
    const bad = await publish({ rateDate: '2025-02-30', buy: '3.7', sell: '3.8' });
    expect(bad.statusCode).toBe(400);
    const future = await publish({ rateDate: addDays(today, 1), buy: '3.7', sell: '3.8' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('No se puede publicar el tipo de cambio de un día futuro.');
    expect(await rateOf(day)).toBeUndefined();
    expect(await rateOf(addDays(today, 1))).toBeUndefined();
    expect(await auditOf(day)).toEqual([]);
  });

  it('401 for guests, 403 for investors (admins without the permission: admin-authorization.test.ts)', async () => {
    const body = { rateDate: addDays(today, -60), buy: '3.7', sell: '3.8' };
    expect((await publish(body, null as unknown as string)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/admin/exchange-rates')).statusCode).toBe(401);
    expect((await publish(body, tokens.interesado!)).statusCode).toBe(403);
    expect((await call(tokens.interesado!, 'GET', '/api/admin/exchange-rates')).statusCode).toBe(403);
    expect(await rateOf(body.rateDate)).toBeUndefined();
  });
});
