import { addDays, limaDate } from '@invierte/domain';
import Decimal from 'decimal.js';
import { and, count, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens, nextIp } from '../test/accounts.ts';
import { holdersNotParticipants } from '../test/holders.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  mailOutbox,
  onboardingEvents,
  onboardings,
  users,
} from '../db/schema.ts';
import { seedDemoStory } from './seed-story.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  Object.assign(tokens, await demoTokens(t, ['admin', 'operations', 'participe']));
});
afterAll(async () => t?.close());

const get = (token: string, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
  });
const pdfText = async (bytes: Uint8Array) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

/** María's positions and their entries (her story credits nothing again), and the whole outbox. */
async function ledgerAndMail() {
  const [maria] = await t.db.select().from(users).where(eq(users.email, 'participe@invierte.pe'));
  const positions = await t.db
    .select({ posted: ledgerAccounts.posted, reserved: ledgerAccounts.reserved })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, maria!.id));
  const [entries] = await t.db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.userId, maria!.id));
  const [mail] = await t.db.select({ n: count() }).from(mailOutbox);
  return {
    positions: positions.map((p) => `${p.posted}/${p.reserved}`).sort(),
    entries: entries!.n,
    mail: mail!.n,
  };
}

describe('the demo participant’s story', () => {
  it('tells her first investment through the real steps, crediting nothing again and mailing nobody', async () => {
    const before = await ledgerAndMail();
    expect(await seedDemoStory(t.ctx, t.app.log)).toBe(true);
    expect(await ledgerAndMail()).toEqual(before);
    // The whole seed, story included, leaves every holder of quotas a PARTICIPE.
    expect(await holdersNotParticipants(t.db)).toEqual([]);

    const [maria] = await t.db.select().from(users).where(eq(users.email, 'participe@invierte.pe'));
    const [request] = await t.db.select().from(onboardings).where(eq(onboardings.userId, maria!.id));
    expect(request).toMatchObject({ state: 'APPROVED', contractState: 'APPROVED' });
    const events = await t.db
      .select({ event: onboardingEvents.event, at: onboardingEvents.createdAt })
      .from(onboardingEvents)
      .where(eq(onboardingEvents.onboardingId, request!.id))
      .orderBy(onboardingEvents.seq);
    const steps = events.map((e) => e.event).filter((e) => !e.startsWith('SIGNING_') && e !== 'SAVE_PART');
    expect(steps).toEqual([
      'CREATE',
      'COMPLETE_STEP_1',
      'GENERATE_CONTRACT',
      'SIGN_CONTRACT',
      'APPROVE_SIGNING',
      'REGISTER_DEPOSIT',
      'APPROVE',
    ]);
    // A year ago, in order, ending the day her quotas were credited.
    const times = events.map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Date.now() - times.at(-1)!).toBeGreaterThan(300 * 86_400_000);
  });

  it('gives her a whole profile and her signed documents to download', async () => {
    const profile = (await get(tokens.participe!, '/api/customers/profile')).json().data;
    expect(profile.completion).toMatchObject({ percentage: 100, missing: null });
    expect(profile.sections.personalInformation).toMatchObject({ source: 'ONBOARDING' });

    const documents = (await get(tokens.participe!, '/api/user/contracts')).json().data;
    expect(documents.map((d: { title: string }) => d.title)).toEqual([
      'Contrato de participación',
      'Anexo 1: Hoja resumen y riesgos del fondo',
      'Anexo 2: Declaración de origen de fondos y datos del partícipe',
      'Constancia de firma electrónica',
    ]);
    for (const d of documents)
      expect(d).toMatchObject({
        productName: 'Bono Select MidCap',
        signed: true,
        // 8:47 p.m. in Lima, the evening she signed.
        signedAt: expect.stringMatching(/T01:47:00\.000Z$/),
      });
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/signing/download-contract',
      headers: { authorization: `Bearer ${tokens.participe}` },
      payload: { onboardingId: documents[0].onboardingId, fileId: documents[0].id },
      remoteAddress: nextIp(),
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('María Rojas Flores');
    expect(text).toContain('40000003');
  });

  it('shows the back office the whole file: signature evidence, deposit with its receipt, two approvers', async () => {
    const [maria] = await t.db.select().from(users).where(eq(users.email, 'participe@invierte.pe'));
    const [request] = await t.db.select().from(onboardings).where(eq(onboardings.userId, maria!.id));
    const signing = (await get(tokens.admin!, `/api/admin/onboarding/signing/${request!.id}`)).json().data;
    expect(signing.keynuaContractState).toBe('APPROVED');
    const contract = signing.files.find((f: { kind: string }) => f.kind === 'CONTRACT');
    const certificate = signing.files.find((f: { kind: string }) => f.kind === 'CERTIFICATE');
    // Signed on her phone at 8:47 p.m. in Lima (01:47 UTC), the certificate naming the contract signed.
    expect(signing.signatures).toEqual([
      expect.objectContaining({
        status: 'SIGNED',
        signedAt: expect.stringMatching(/T01:47:00\.000Z$/),
        signerIp: '190.237.41.18',
        signerUserAgent: expect.stringContaining('iPhone'),
        contractFileId: contract.id,
        contractSha256: contract.sha256,
        certificateFileId: certificate.id,
      }),
    ]);
    const deposit = await get(tokens.admin!, `/api/admin/onboarding/deposit/${request!.id}`);
    expect(deposit.statusCode).toBe(200);
    expect(deposit.body).toContain('004518273');
    expect(deposit.body).toContain('constancia-bcp.pdf');
  });

  it('leaves the applicant’s transfer waiting for the back office, which two administrators can approve', async () => {
    const [rocio] = await t.db.select().from(users).where(eq(users.email, 'verificacion@invierte.pe'));
    const [request] = await t.db.select().from(onboardings).where(eq(onboardings.userId, rocio!.id));
    expect(request).toMatchObject({ state: 'IN_VERIFICATION', contractState: 'APPROVED' });
    const waiting = (await get(tokens.admin!, '/api/admin/onboarding/list?state=IN_VERIFICATION')).json()
      .data;
    expect(waiting.items).toEqual([
      expect.objectContaining({ _id: request!.id, user: expect.objectContaining({ name: 'Rocío' }) }),
    ]);
    const deposit = await get(tokens.admin!, `/api/admin/onboarding/deposit/${request!.id}`);
    expect(deposit.body).toContain('7730185');
    expect(deposit.body).toContain('constancia-interbank.pdf');
    // Asked three days ago, deposited two days ago: recent, and never in the future.
    const events = await t.db
      .select({ at: onboardingEvents.createdAt })
      .from(onboardingEvents)
      .where(eq(onboardingEvents.onboardingId, request!.id));
    for (const e of events) {
      expect(e.at.getTime()).toBeLessThan(Date.now());
      expect(Date.now() - e.at.getTime()).toBeLessThan(4 * 86_400_000);
    }

    // What the demo invites a visitor to try: admin@ prepares, operaciones@ confirms, quotas credited.
    const approve = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/onboarding/approve',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `demo-approve-${token.slice(-12)}` },
        payload: { idOnboarding: request!.id },
        remoteAddress: nextIp(),
      });
    expect((await approve(tokens.admin!)).json().data).toMatchObject({ step: 'PREPARED' });
    expect((await approve(tokens.operations!)).json().data).toMatchObject({ state: 'APPROVED' });
    const [position] = await t.db
      .select({ posted: ledgerAccounts.posted })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, rocio!.id), eq(ledgerAccounts.kind, 'POSITION')));
    expect(Number(position!.posted)).toBeGreaterThan(0);
  });

  it('leaves a participant’s rescue waiting for its payment, within the cap, for operations to pay', async () => {
    const [patricia] = await t.db.select().from(users).where(eq(users.email, 'rescate@invierte.pe'));
    expect(patricia).toMatchObject({ profile: 'PARTICIPE' });
    const [request] = await t.db.select().from(onboardings).where(eq(onboardings.userId, patricia!.id));
    expect(request).toMatchObject({ state: 'APPROVED', contractState: 'APPROVED' });

    const pending = (await get(tokens.operations!, '/api/admin/rescues?status=PENDING')).json().data;
    expect(pending).toEqual([
      expect.objectContaining({
        status: 'PENDING',
        quotas: '50.00000000',
        productName: 'Mutuo Acreencias',
        investor: expect.objectContaining({ name: 'Patricia Medina', documentNumber: '40000010' }),
        payTo: expect.objectContaining({ bank: 'BBVA', accountNumber: '001100150200441017' }),
      }),
    ]);
    const [rescue] = pending;
    // Asked yesterday at 9:40 a.m. in Lima, priced at the value of the day before (the 4:30 p.m. rule).
    expect(rescue.requestedAt).toBe(
      new Date(`${addDays(limaDate(new Date()), -1)}T09:40:00.000-05:00`).toISOString(),
    );
    expect(rescue.quotaValueDate).toBe(addDays(limaDate(new Date()), -2));

    // She sees it among her requests, with those quotas set aside from what she may still rescue.
    const { rescuer } = await demoTokens(t, ['rescuer']);
    const own = (await get(rescuer!, '/api/rescues/pendings')).json().data;
    expect(own.map((r: { id: string }) => r.id)).toEqual([rescue.id]);
    const fund = (await get(rescuer!, '/api/portfolio/funds')).json().data[0];
    expect(fund).toMatchObject({ productName: 'Mutuo Acreencias', reservedQuotas: '50.00000000' });
    expect(new Decimal(fund.quotas).minus(fund.availableQuotas).toFixed(8)).toBe('50.00000000');

    // What the demo invites a visitor to try: operations pays it and her quotas leave the position.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rescues/${rescue.id}/settle`,
      headers: {
        authorization: `Bearer ${tokens.operations}`,
        'idempotency-key': `demo-settle-${rescue.id}`,
      },
      remoteAddress: nextIp(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await get(rescuer!, '/api/portfolio/funds')).json().data[0];
    expect(after.quotas).toBe(new Decimal(fund.quotas).minus(50).toFixed(8));
    expect(after.reservedQuotas).toBe('0.00000000');
  });

  it('leaves a request its investor asked to cancel in support’s queue, for support to carry out', async () => {
    const { support, canceler } = await demoTokens(t, ['support', 'canceler']);
    const queue = (await get(support!, '/api/admin/onboarding/support/cancel-requests')).json().data;
    expect(queue.items).toEqual([
      expect.objectContaining({
        state: 'WAITING_FOR_CANCEL',
        user: expect.objectContaining({ email: 'anulacion@invierte.pe', documentNumber: '40000011' }),
        product: expect.objectContaining({ name: 'Factoring', currency: 'PEN' }),
      }),
    ]);
    const [request] = queue.items;
    const home = (await get(support!, '/api/admin/home/queues')).json().data;
    expect(home.support.cancelRequests).toBe(1);
    // His deposit was registered before he asked: the request he sees says support is cancelling it.
    const events = await t.db
      .select({ event: onboardingEvents.event, toState: onboardingEvents.toState })
      .from(onboardingEvents)
      .where(eq(onboardingEvents.onboardingId, request._id));
    expect(events.slice(-2)).toEqual([
      { event: 'REGISTER_DEPOSIT', toState: 'IN_VERIFICATION' },
      { event: 'FORCE_CANCEL', toState: 'WAITING_FOR_CANCEL' },
    ]);
    expect((await get(canceler!, '/api/onboarding/pending')).statusCode).toBe(200);

    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/onboarding/support/${request._id}/cancel`,
      headers: { authorization: `Bearer ${support}` },
      remoteAddress: nextIp(),
      payload: { reason: 'El inversionista pidió anular antes de la aprobación del depósito.' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = (await get(support!, '/api/admin/onboarding/support/cancel-requests')).json().data;
    expect(after.items).toEqual([]);
  });

  it('happens once: a second start finds her request and writes nothing', async () => {
    const before = await t.db.select({ n: count() }).from(onboardingEvents);
    expect(await seedDemoStory(t.ctx, t.app.log)).toBe(false);
    expect(await t.db.select({ n: count() }).from(onboardingEvents)).toEqual(before);
  });
});
