import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  onboardingApprovals,
  onboardingEvents,
  onboardingFiles,
  onboardings,
  users,
} from '../../../db/schema.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { snapshot } from '../../../test/onboarding.ts';
import { onboardingRepository } from '../onboarding/onboarding.repository.ts';
import { nextIp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, expectError, onboardingIn, twoAdmins } from './review-test-kit.ts';

let t: TestApp;
let req: ReturnType<typeof call>;
let admin: string;
const base = '/api/admin/onboarding';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  req = call(t);
  admin = (await twoAdmins(t)).maker;
});
afterAll(async () => t?.close());

const stateOf = async (id: string) =>
  (await t.db.select().from(onboardings).where(eq(onboardings.id, id)))[0]!;
const lastEvent = async (id: string) => {
  const events = await t.db
    .select()
    .from(onboardingEvents)
    .where(eq(onboardingEvents.onboardingId, id))
    .orderBy(onboardingEvents.seq);
  return events.at(-1)!;
};

describe('signing and deposit decisions', () => {
  it('approves a signing: PENDING_DEPOSIT with the contract APPROVED, the event names the administrator', async () => {
    const { id } = await onboardingIn(t, 'WAITING_FOR_APPROVAL');
    const res = await req(admin, 'PUT', `${base}/signing/${id}/approve`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'PENDING_DEPOSIT', keynuaContractState: 'APPROVED' });
    const event = await lastEvent(id);
    expect(event).toMatchObject({
      event: 'APPROVE_SIGNING',
      fromState: 'WAITING_FOR_APPROVAL',
      userAgent: 'vitest-review',
    });
    expect(event.actorUserId).not.toBeNull();
  });

  it('rejects a signing with a reason: back to PENDING_SIGNATURE with the contract REJECTED', async () => {
    const { id } = await onboardingIn(t, 'WAITING_FOR_APPROVAL');
    const res = await req(admin, 'PUT', `${base}/signing/${id}/reject`, {
      reason: 'La firma no coincide con el DNI.',
    });
    expect(res.json().data).toMatchObject({ state: 'PENDING_SIGNATURE', keynuaContractState: 'REJECTED' });
    expect((await stateOf(id)).reason).toBe('La firma no coincide con el DNI.');
  });

  it('refuses to approve a signing out of order and changes nothing', async () => {
    const { id } = await onboardingIn(t, 'IN_VERIFICATION');
    const before = await snapshot(t, id);
    expectError(
      await req(admin, 'PUT', `${base}/signing/${id}/approve`, {}),
      409,
      'Esta solicitud no tiene una firma pendiente de revisión.',
    );
    expect(await snapshot(t, id)).toEqual(before);
  });

  it('rejects a deposit and voids an approval prepared for it', async () => {
    const { id } = await onboardingIn(t, 'IN_VERIFICATION');
    expect((await req(admin, 'POST', `${base}/approve`, { idOnboarding: id })).statusCode).toBe(201);
    const res = await req(admin, 'PUT', `${base}/deposit/${id}/reject`, {
      reason: 'No encontramos la transferencia.',
    });
    expect(res.json().data.state).toBe('PENDING_DEPOSIT');
    const approvals = await t.db
      .select()
      .from(onboardingApprovals)
      .where(eq(onboardingApprovals.onboardingId, id));
    expect(approvals.map((a) => a.status)).toEqual(['VOID']);
  });

  it('disapproves with a reason and tells the investor by e-mail; without a reason it is refused', async () => {
    const { id } = await onboardingIn(t, 'IN_VERIFICATION');
    const before = await snapshot(t, id);
    const missing = await req(admin, 'PUT', `${base}/${id}/disapprove`, {});
    expect(missing.statusCode).toBe(400);
    expect(await snapshot(t, id)).toEqual(before);

    const res = await req(admin, 'PUT', `${base}/${id}/disapprove`, {
      reason: 'Los datos no pudieron verificarse.',
    });
    expect(res.json().data.state).toBe('DISAPPROVED');
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, (await stateOf(id)).userId));
    const raw = await t.lastMailTo(user!.email);
    // Quoted-printable: unfold soft breaks and decode the UTF-8 bytes.
    const mail = Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
    expect(mail).toContain('no pudimos aprobarla');
    expect(mail).toContain('Los datos no pudieron verificarse.');
    expectError(
      await req(admin, 'PUT', `${base}/${id}/disapprove`, { reason: 'Otra vez por si acaso.' }),
      409,
      'Esta solicitud no fue aprobada.',
    );
  });
});

describe('support queue and restricted list', () => {
  it('support cancels a force-cancel request, and only that', async () => {
    const { id } = await onboardingIn(t, 'WAITING_FOR_CANCEL');
    const res = await req(admin, 'PUT', `${base}/support/${id}/cancel`, {});
    expect(res.json().data.state).toBe('CANCELED_BY_SUPPORT');
    expect((await stateOf(id)).canceledAt).not.toBeNull();
    const other = await onboardingIn(t, 'IN_VERIFICATION');
    expect((await req(admin, 'PUT', `${base}/support/${other.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('adds and removes a restricted document, and clears a hold back to its stage', async () => {
    const body = {
      documentType: 'DNI',
      documentNumber: '41234567',
      reason: 'Coincidencia en lista de sanciones.',
    };
    expect((await req(admin, 'POST', `${base}/restricted-persons`, body)).statusCode).toBe(201);
    expectError(
      await req(admin, 'POST', `${base}/restricted-persons`, body),
      409,
      'Este documento ya está en la lista restringida.',
    );
    // A DNI is 8 digits here too, and the refusal names the DNI itself.
    expectError(
      await req(admin, 'POST', `${base}/restricted-persons`, { ...body, documentNumber: '4123456' }),
      400,
      'El DNI debe tener exactamente 8 dígitos.',
    );
    expect((await req(admin, 'DELETE', `${base}/restricted-persons/DNI/41234567`)).statusCode).toBe(200);
    expect((await req(admin, 'DELETE', `${base}/restricted-persons/DNI/41234567`)).statusCode).toBe(404);

    const { id } = await onboardingIn(t, 'ON_HOLD');
    const cleared = await req(admin, 'PUT', `${base}/${id}/clear-restriction`, {});
    expect(cleared.json().data.state).toBe('IN_VERIFICATION');
    expect((await req(admin, 'PUT', `${base}/${id}/clear-restriction`, {})).statusCode).toBe(409);
  });

  it('lists the restricted documents newest first, with who listed them, searched by number or reason', async () => {
    const body = {
      documentType: 'CARNE_EXTRANJERIA',
      documentNumber: 'X1234567',
      reason: 'Alerta de la UIF por origen de fondos.',
    };
    const added = await req(admin, 'POST', `${base}/restricted-persons`, body);
    expect(added.statusCode, added.body).toBe(201);
    const all = await req(admin, 'GET', `${base}/restricted-persons?limit=2`);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json().data;
    expect(page.items[0]).toMatchObject({ ...body, addedBy: 'Ana Torres' });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4); // three seeded test DNIs and this one
    const byReason = (await req(admin, 'GET', `${base}/restricted-persons?search=uif`)).json().data;
    expect(byReason.items.map((i: { documentNumber: string }) => i.documentNumber)).toEqual(['X1234567']);
    const seeded = (await req(admin, 'GET', `${base}/restricted-persons?search=9999999`)).json().data;
    expect(seeded.total).toBe(3);
    expect(seeded.items.every((i: { addedBy: string | null }) => i.addedBy === null)).toBe(true);
    expect((await req(admin, 'GET', `${base}/restricted-persons?limit=500`)).statusCode).toBe(400);
    expect((await req(null, 'GET', `${base}/restricted-persons`)).statusCode).toBe(401);
  });

  it('adding a document holds the onboardings in flight that name it, voiding a prepared deposit approval', async () => {
    // Her own document, in verification with a deposit approval prepared by the first administrator.
    const own = await onboardingIn(t, 'IN_VERIFICATION');
    const [investor] = await t.db.select().from(users).where(eq(users.documentNumber, own.investor.dni));
    await t.db.insert(onboardingApprovals).values({
      onboardingId: own.id,
      status: 'PREPARED',
      makerId: (await t.db.select().from(users).where(eq(users.email, 'admin@invierte.pe')))[0]!.id,
      preparedAt: new Date(),
      amount: '1500.00',
      currency: 'PEN',
      quotaValue: '100.00000000',
      quotaValueDate: '2026-01-15',
      applicableDay: '2026-01-15',
      quotas: '15.00000000',
    });
    // Another investor whose money belongs to the same person (the owner named in a part).
    const owned = await onboardingIn(t, 'PENDING_DEPOSIT');
    await onboardingRepository.upsertPart(
      t.db,
      owned.id,
      'resourceHolder',
      { ownMoney: false, owner: { documentType: 'DNI', documentNumber: own.investor.dni } },
      new Date(),
    );
    const untouched = await onboardingIn(t, 'IN_VERIFICATION');

    const res = await req(admin, 'POST', `${base}/restricted-persons`, {
      documentType: investor!.documentType,
      documentNumber: own.investor.dni,
      reason: 'Coincidencia en lista de sanciones.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ restricted: true, heldOnboardings: 2 });
    expect(await stateOf(own.id)).toMatchObject({ state: 'ON_HOLD', resumeState: 'IN_VERIFICATION' });
    expect(await stateOf(owned.id)).toMatchObject({ state: 'ON_HOLD', resumeState: 'PENDING_DEPOSIT' });
    expect((await stateOf(untouched.id)).state).toBe('IN_VERIFICATION');
    expect((await lastEvent(own.id)).event).toBe('RESTRICTED_MATCH');
    const [approval] = await t.db
      .select()
      .from(onboardingApprovals)
      .where(eq(onboardingApprovals.onboardingId, own.id));
    expect(approval!.status).toBe('VOID');

    // Compliance clears it: back where it was.
    const cleared = await req(admin, 'PUT', `${base}/${own.id}/clear-restriction`, {});
    expect(cleared.json().data.state).toBe('IN_VERIFICATION');
  });

  it('refuses every decision to an investor (403) and a guest (401)', async () => {
    const { id, investor } = await onboardingIn(t, 'WAITING_FOR_APPROVAL');
    const before = await snapshot(t, id);
    for (const [method, url] of [
      ['PUT', `${base}/signing/${id}/approve`],
      ['PUT', `${base}/signing/${id}/reject`],
      ['PUT', `${base}/deposit/${id}/reject`],
      ['PUT', `${base}/${id}/disapprove`],
      ['PUT', `${base}/support/${id}/cancel`],
      ['PUT', `${base}/${id}/clear-restriction`],
      ['POST', `${base}/restricted-persons`],
      ['DELETE', `${base}/restricted-persons/DNI/41234567`],
    ] as const) {
      expect(
        (
          await req(
            investor.token,
            method,
            url,
            method === 'DELETE' ? undefined : { reason: 'Motivo suficiente.' },
          )
        ).statusCode,
        url,
      ).toBe(403);
      expect((await req(null, method, url, method === 'DELETE' ? undefined : {})).statusCode, url).toBe(401);
    }
    expect(await snapshot(t, id)).toEqual(before);
  });
});

describe('signing documents', () => {
  const upload = (
    token: string | null,
    id: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1],
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `${base}/signing/${id}/add-document`,
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: nextIp(),
    });
  };

  it('adds a document checked by content and removes it without deleting it', async () => {
    const { id } = await onboardingIn(t, 'WAITING_FOR_APPROVAL');
    const added = await upload(admin, id, { idOnboarding: id, type: 'ANEXO' }, [
      { name: 'file', filename: 'anexo.png', type: 'image/png', bytes: makePng(40, 30) },
    ]);
    expect(added.statusCode, added.body).toBe(201);
    const file = added.json().data;
    expect(file).toMatchObject({ kind: 'ADMIN_DOCUMENT', meta: { type: 'ANEXO' }, removedAt: null });

    const removed = await req(admin, 'POST', `${base}/signing/${id}/remove-document`, { idFile: file.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.removedAt).not.toBeNull();
    const rows = await t.db.select().from(onboardingFiles).where(eq(onboardingFiles.onboardingId, id));
    expect(rows).toHaveLength(1);
    expect(
      (await req(admin, 'POST', `${base}/signing/${id}/remove-document`, { idFile: file.id })).statusCode,
    ).toBe(404);
  });

  it('refuses a file whose content is not what its name says, a missing type, and an investor', async () => {
    const { id, investor } = await onboardingIn(t, 'WAITING_FOR_APPROVAL');
    const fake = await upload(admin, id, { idOnboarding: id, type: 'ANEXO' }, [
      { name: 'file', filename: 'contrato.pdf', type: 'application/pdf', bytes: makePng(10, 10) },
    ]);
    expect(fake.statusCode).toBe(400);
    const noType = await upload(admin, id, { idOnboarding: id }, [
      { name: 'file', filename: 'a.png', type: 'image/png', bytes: makePng(10, 10) },
    ]);
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toContain('Elige el tipo de documento');
    const forbidden = await upload(investor.token, id, { idOnboarding: id, type: 'ANEXO' }, [
      { name: 'file', filename: 'a.png', type: 'image/png', bytes: makePng(10, 10) },
    ]);
    expect(forbidden.statusCode).toBe(403);
    expect(
      await t.db.select().from(onboardingFiles).where(eq(onboardingFiles.onboardingId, id)),
    ).toHaveLength(0);
  });
});
