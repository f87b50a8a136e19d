import type { OnboardingState, ContractState, StageState } from '@invierte/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { onboardingEvents, onboardingParts, onboardings, products } from '../db/schema.ts';
import { nextIp, verifiedUser } from './accounts.ts';
import type { TestApp } from './test-app.ts';

let serial = 0;
/** A fresh verified INTERESADO with its own e-mail and DNI (70000000 + n). */
export async function newInvestor(t: TestApp, documentNumber?: string) {
  serial++;
  const dni = documentNumber ?? String(70_000_000 + serial * 7 + Math.floor(Math.random() * 5));
  const { accessToken } = await verifiedUser(t, `inversor${serial}.${dni}@example.pe`, dni);
  return { token: accessToken, dni };
}

export function client(t: TestApp, token: string) {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'user-agent': 'vitest-onboarding' },
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string) => call('PUT', url),
  };
}

export async function productId(t: TestApp, slug: string): Promise<string> {
  const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

export async function createOnboarding(t: TestApp, token: string, slug = 'factoring-soles'): Promise<string> {
  const res = await client(t, token).post('/api/onboarding/create', { productId: await productId(t, slug) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

/** Moves an onboarding straight to a later stage (the calls that get there belong to later slices). */
export async function forceState(
  t: TestApp,
  id: string,
  state: OnboardingState,
  contractState: ContractState = 'PENDING',
  resumeState: StageState | null = null,
) {
  // A new version, as every real change of the row makes (a step save's kept facts rely on it).
  await t.db
    .update(onboardings)
    .set({ state, contractState, resumeState, version: sql`${onboardings.version} + 1` })
    .where(eq(onboardings.id, id));
}

/** What the database holds for one onboarding: to prove a refusal changed nothing. */
export async function snapshot(t: TestApp, id: string) {
  const [row] = await t.db.select().from(onboardings).where(eq(onboardings.id, id));
  const parts = await t.db.select().from(onboardingParts).where(eq(onboardingParts.onboardingId, id));
  const events = await t.db.select().from(onboardingEvents).where(eq(onboardingEvents.onboardingId, id));
  return {
    state: row?.state,
    contractState: row?.contractState,
    version: row?.version,
    parts: parts.map((p) => [p.part, p.version, p.data]).sort(),
    events: events.length,
  };
}

export const validParts = (dni: string) => ({
  'personal-information': {
    documentType: 'DNI',
    documentNumber: dni,
    name: 'Rosa',
    lastName: 'Pérez',
    secondLastName: 'Gómez',
    nationality: 'PER',
    gender: 'F',
    maritalStatus: 'SOLTERO',
    phone: '987654321',
  },
  'personal-birthdata': { birthDate: '1990-05-10', birthCountry: 'PER', birthDistrictId: '150101' },
  address: { residenceCountry: 'PER', districtId: '150122', address: 'Av. Larco 123', reference: '' },
  'personal-ocupation': {
    occupation: 'EMPLEADO',
    employer: 'Acme SAC',
    jobTitle: 'Analista',
    incomeSource: 'SUELDO',
  },
  pep: { isPep: false, hasPepRelatives: false },
  'final-beneficiary': { isFinalBeneficiary: true, declarationAccepted: true },
  investment: { amount: '1500' },
  'bank-account': {
    bank: 'BCP',
    accountType: 'AHORROS',
    currency: 'PEN',
    accountNumber: '1934567890123',
    cci: '00219300456789012317',
  },
});

export const ownerIdentity = {
  documentType: 'DNI',
  documentNumber: '40000001',
  name: 'Carlos',
  lastName: 'Quispe',
  secondLastName: '',
};
