import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { addDays, limaDate, reinvestmentLegs, transferLegs } from '@invierte/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { demoTokens } from '../../../test/accounts.ts';
import { importCalls, xlsxOf } from '../../../test/excel-upload.ts';
import { holderEmails, holdersNotParticipants } from '../../../test/holders.ts';
import { client, newInvestor, productId } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, onboardingIn, twoAdmins } from '../../customers/onboarding-review/review-test-kit.ts';
import { postJournal } from './post-journal.ts';
import { reserveUnits } from './reserve-units.ts';
import { reverseTransaction } from './reverse-transaction.ts';
import { settleReservation } from './settle-reservation.ts';
import { subscribeUnits } from './subscribe-units.ts';

/** docs/business-rules.md, "Who is a participant": every holder of quotas is a PARTICIPE. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t?.close());

const profileIn = async (db: Db, userId: string) =>
  (await db.select({ profile: users.profile }).from(users).where(eq(users.id, userId)))[0]!.profile;
const profileOf = (userId: string) => profileIn(t.db, userId);
const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** An INTERESADO written straight to the table: the ledger is all these tests show him to. */
async function interesado(): Promise<string> {
  const [row] = await t.db
    .insert(users)
    .values({ email: `tenedor-${randomUUID()}@example.pe`, name: 'Prueba', lastName: 'Tenedor' })
    .returning({ id: users.id });
  return row!.id;
}

describe('every holder of quotas is a PARTICIPE', () => {
  it('in the seeded database, the demo account that holds quotas in two funds included', async () => {
    expect(await holderEmails(t.db)).toEqual(
      expect.arrayContaining(['interesado@invierte.pe', 'participe@invierte.pe']),
    );
    expect(await holdersNotParticipants(t.db)).toEqual([]);
  });

  it('on an existing installation, migration 0026 makes every INTERESADO who holds quotas a PARTICIPE, and only them', async () => {
    const luis = await idOf('interesado@invierte.pe');
    const nuevo = await idOf('nuevo@invierte.pe');
    // As the seed left him before the rule.
    await t.db.update(users).set({ profile: 'INTERESADO' }).where(eq(users.id, luis));
    expect(await holdersNotParticipants(t.db)).toEqual([
      { email: 'interesado@invierte.pe', profile: 'INTERESADO' },
    ]);
    const migration = await readFile(
      new URL('../../../db/migrations/0026_holders_are_participants.sql', import.meta.url),
      'utf8',
    );
    await t.db.execute(sql.raw(migration));
    expect(await profileOf(luis)).toBe('PARTICIPE');
    expect(await profileOf(nuevo)).toBe('INTERESADO');
    expect(await holdersNotParticipants(t.db)).toEqual([]);
  });

  it('a credit makes its INTERESADO holder a PARTICIPE in its own transaction; his open session sees it at once', async () => {
    const { token, dni } = await newInvestor(t);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.documentNumber, dni));
    const userId = user!.id;
    // /api/profile/me answers with the row the session check read, which is kept for a minute.
    const me = async () => (await client(t, token).get('/api/profile/me')).json().data.profile;
    expect(await me()).toBe('INTERESADO');
    const parties = { userId, productId: await productId(t, 'factoring-soles'), currency: 'PEN' };
    const credit = (db: Db, reference: string) =>
      subscribeUnits(db, {
        reference,
        parties,
        units: '10',
        amount: '1000.00',
        actorUserId: null,
        at: t.clock.now,
      });

    await expect(
      t.db.transaction(async (tx) => {
        await credit(tx, `test:${userId}:undone`);
        expect(await profileIn(tx, userId)).toBe('PARTICIPE');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await profileOf(userId)).toBe('INTERESADO');
    expect(await me()).toBe('INTERESADO');

    await t.db.transaction((tx) => credit(tx, `test:${userId}:kept`));
    expect(await profileOf(userId)).toBe('PARTICIPE');
    expect(await me()).toBe('PARTICIPE');
  });

  it('quotas received by transfer, reinvestment or reversal promote the same way; a sender, a rescue to zero and an ADMIN keep their profile', async () => {
    const at = t.clock.now;
    const maria = await idOf('participe@invierte.pe');
    const bono = await productId(t, 'bono-select-midcap-soles');
    const factoring = await productId(t, 'factoring-soles');
    const on = (userId: string, productId: string) => ({ userId, productId, currency: 'PEN' });

    // The API lets only participants receive a transfer; the ledger promotes whoever it credits.
    const receiver = await interesado();
    await t.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'TRANSFER',
        reference: `test:transfer:${receiver}`,
        parties: on(maria, bono),
        counterparty: on(receiver, bono),
        legs: transferLegs('2'),
        actorUserId: null,
        at,
      }),
    );
    expect(await profileOf(receiver)).toBe('PARTICIPE');
    expect(await profileOf(maria)).toBe('PARTICIPE');

    // A row left INTERESADO while holding (as before this rule, until migration 0026): reinvesting
    // credits the target fund, which promotes him.
    await t.db.update(users).set({ profile: 'INTERESADO' }).where(eq(users.id, receiver));
    await t.db.transaction((tx) =>
      postJournal(tx, {
        kind: 'REINVESTMENT',
        reference: `test:reinvestment:${receiver}`,
        parties: on(receiver, bono),
        counterparty: on(receiver, factoring),
        legs: reinvestmentLegs('1', '100.00', '1'),
        actorUserId: null,
        at,
      }),
    );
    expect(await profileOf(receiver)).toBe('PARTICIPE');

    // Rescued down to nothing, he stays a PARTICIPE; once an administrator made him an INTERESADO
    // again (allowed while he holds nothing), the reversal that gives the quotas back promotes him.
    const rescuer = await interesado();
    const settled = await t.db.transaction(async (tx) => {
      await subscribeUnits(tx, {
        reference: `test:in:${rescuer}`,
        parties: on(rescuer, factoring),
        units: '5',
        amount: '500.00',
        actorUserId: null,
        at,
      });
      const reference = `test:out:${rescuer}`;
      await reserveUnits(tx, {
        reference,
        parties: on(rescuer, factoring),
        units: '5',
        actorUserId: null,
        at,
      });
      return settleReservation(tx, { reference, amount: '500.00', actorUserId: null, at });
    });
    expect(await profileOf(rescuer)).toBe('PARTICIPE');
    await t.db.update(users).set({ profile: 'INTERESADO' }).where(eq(users.id, rescuer));
    await t.db.transaction((tx) =>
      reverseTransaction(tx, { transactionId: settled.id, actorUserId: null, at, reason: 'Pago devuelto' }),
    );
    expect(await profileOf(rescuer)).toBe('PARTICIPE');

    // An administrator's profile is never changed by a credit (rolled back: no ADMIN holds quotas).
    const admin = await idOf('admin@invierte.pe');
    await expect(
      t.db.transaction(async (tx) => {
        await subscribeUnits(tx, {
          reference: `test:admin:${admin}`,
          parties: on(admin, factoring),
          units: '1',
          amount: '100.00',
          actorUserId: null,
          at,
        });
        expect(await profileIn(tx, admin)).toBe('ADMIN');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    expect(await holdersNotParticipants(t.db)).toEqual([]);
  });

  it('after each operation through the API: an approval, an import, a transfer, a reinvestment', async () => {
    const tokens = await demoTokens(t, ['operations', 'participe']);
    const req = call(t);

    // Approval (maker-checker) of a fresh INTERESADO's first deposit.
    const { maker, checker } = await twoAdmins(t);
    const { id } = await onboardingIn(t, 'IN_VERIFICATION', '1500.00');
    expect((await req(maker, 'POST', '/api/admin/onboarding/approve', { idOnboarding: id })).statusCode).toBe(
      201,
    );
    const approved = await req(checker, 'POST', '/api/admin/onboarding/approve', { idOnboarding: id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await holdersNotParticipants(t.db)).toEqual([]);

    // An imported investment of a seeded INTERESADO who held nothing.
    const verificacion = await idOf('verificacion@invierte.pe');
    expect(await profileOf(verificacion)).toBe('INTERESADO');
    const day = addDays(limaDate(t.clock.now), -1).split('-').reverse().join('/');
    const file = await xlsxOf(
      'Inversiones',
      ['Inversionista (documento o correo) *', 'Fondo *', 'Fecha *', 'Monto *'],
      [['verificacion@invierte.pe', 'FIAMN', day, '800.00']],
    );
    const imported = await importCalls(() => t, 'inversiones.xlsx').send(
      tokens.operations,
      '/api/admin/portfolio/imports/investments/apply',
      file,
    );
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await profileOf(verificacion)).toBe('PARTICIPE');
    expect(await holdersNotParticipants(t.db)).toEqual([]);

    // María transfers quotas to Luis, then reinvests between her soles funds.
    const maria = (url: string, payload: unknown) => req(tokens.participe!, 'POST', url, payload);
    const bono = await productId(t, 'bono-select-midcap-soles');
    const sent = await maria('/api/otp/request', { purpose: 'QUOTA_TRANSFER' });
    expect(sent.statusCode, sent.body).toBe(200);
    // Nothing else in this file writes to María: her newest e-mail is the code.
    const mail = (await t.lastMailTo('participe@invierte.pe')).replace(/=\r?\n/g, '');
    const transfer = await maria('/api/portfolio/movements/registerTransfer', {
      productId: bono,
      quotas: '1',
      recipient: { documentType: 'DNI', documentNumber: '40000002', email: 'interesado@invierte.pe' },
      code: /es (\d{6})\./.exec(mail)![1]!,
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect(await holdersNotParticipants(t.db)).toEqual([]);

    const reinvested = await maria('/api/portfolio/movements/registerReInvestment', {
      fromProductId: bono,
      toProductId: await productId(t, 'factoring-soles'),
      amount: '1500.00',
    });
    expect(reinvested.statusCode, reinvested.body).toBe(201);
    expect(await holdersNotParticipants(t.db)).toEqual([]);
  });
});
