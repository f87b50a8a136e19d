/**
 * Data some scenarios need and the seed does not have, created through the API itself before they
 * are measured: verified investors (registration, then the e-mailed link the API wrote to its
 * DATA_DIR), their onboardings and a finished step 1. Each call is a real request, so creating an
 * investor costs one password hash (about 0.4 s of a core): the bench keeps the counts small.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface BenchEnv {
  baseUrl: string;
  /** The API's DATA_DIR (its outbox of e-mails is read from there). */
  dataDir: string;
  /** The PostgreSQL database the API runs on, when it does. */
  databaseUrl?: string;
}

export interface Investor {
  token: string;
  dni: string;
}

async function call(
  env: BenchEnv,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; json: () => unknown }> {
  const res = await fetch(`${env.baseUrl}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) };
}

async function expectOk(
  env: BenchEnv,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ data: Record<string, unknown> }> {
  for (let attempt = 1; ; attempt++) {
    const res = await call(env, method, url, options);
    // 503: the work pool's queue is full (the machine is shared); wait and try again.
    if (res.status === 503 && attempt < 10) {
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      continue;
    }
    if (res.status >= 300)
      throw new Error(`bench setup: ${method} ${url} answered ${res.status}: ${JSON.stringify(res.json())}`);
    return res.json() as { data: Record<string, unknown> };
  }
}

/** The verification link's token in the newest e-mail to `to`. */
async function verificationToken(dataDir: string, to: string): Promise<string> {
  const folder = path.join(dataDir, 'mail');
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const file of (await readdir(folder).catch(() => [])).sort().reverse()) {
      const content = await readFile(path.join(folder, file), 'utf8');
      if (!content.includes(`To: ${to}`)) continue;
      const unfolded = content.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(unfolded);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bench setup: no verification e-mail to ${to}`);
}

let serial = 0;

/** `count` fresh verified investors (INTERESADO), registered `parallel` at a time. */
export async function newInvestors(env: BenchEnv, count: number, parallel = 4): Promise<Investor[]> {
  const run = Date.now() % 1_000_000;
  const one = async (): Promise<Investor> => {
    serial++;
    const dni = String(60_000_000 + ((run * 97 + serial * 13) % 30_000_000));
    const email = `bench.${run}.${serial}@example.pe`;
    await expectOk(env, 'POST', '/api/auth/register', {
      body: {
        documentType: 'DNI',
        documentNumber: dni,
        name: 'Rosa',
        lastName: 'Pérez',
        secondLastName: 'Gómez',
        email,
        password: 'Segura2026',
        confirmPassword: 'Segura2026',
        acceptTerms: true,
        acceptPrivacy: true,
      },
    });
    const link = await verificationToken(env.dataDir, email);
    const verified = await expectOk(env, 'POST', '/api/auth/verify-email', { token: link });
    return { token: String(verified.data.accessToken), dni };
  };
  const investors: Investor[] = [];
  while (investors.length < count) {
    const batch = Math.min(parallel, count - investors.length);
    investors.push(...(await Promise.all(Array.from({ length: batch }, one))));
  }
  return investors;
}

export async function productIdOf(env: BenchEnv, slug: string): Promise<string> {
  const { data } = await expectOk(env, 'GET', `/api/products/slug/${slug}`);
  const id = data.id ?? (data.product as { id?: string } | undefined)?.id;
  if (typeof id !== 'string') throw new Error(`bench setup: no id for product ${slug}`);
  return id;
}

/** A new onboarding of `investor` in the product; returns its id. */
export async function createOnboarding(
  env: BenchEnv,
  investor: Investor,
  productId: string,
): Promise<string> {
  const { data } = await expectOk(env, 'POST', '/api/onboarding/create', {
    token: investor.token,
    body: { productId },
  });
  return String(data._id);
}

/** The first screen of step 1, the one the onboarding scenario saves over and over. */
export const personalInformation = (dni: string) => ({
  documentType: 'DNI',
  documentNumber: dni,
  name: 'Rosa',
  lastName: 'Pérez',
  secondLastName: 'Gómez',
  nationality: 'PER',
  gender: 'F',
  maritalStatus: 'SOLTERO',
  phone: '987654321',
});

/** Saves every screen of step 1 (a SELF / INDIVIDUAL investor), which makes the contract available. */
export async function completeStep1(env: BenchEnv, investor: Investor, onboardingId: string) {
  const screens: Array<[string, unknown]> = [
    ['personal-information', personalInformation(investor.dni)],
    ['personal-birthdata', { birthDate: '1990-05-10', birthCountry: 'PER', birthDistrictId: '150101' }],
    ['address', { residenceCountry: 'PER', districtId: '150122', address: 'Av. Larco 123', reference: '' }],
    [
      'personal-ocupation',
      { occupation: 'EMPLEADO', employer: 'Acme SAC', jobTitle: 'Analista', incomeSource: 'SUELDO' },
    ],
    ['pep', { isPep: false, hasPepRelatives: false }],
    ['beneficiary-personal-information', { holder: 'SELF' }],
    ['final-beneficiary', { isFinalBeneficiary: true, declarationAccepted: true }],
    ['account-type', { accountType: 'INDIVIDUAL' }],
    ['investment', { amount: '1500' }],
    [
      'bank-account',
      {
        bank: 'BCP',
        accountType: 'AHORROS',
        currency: 'PEN',
        accountNumber: '1934567890123',
        cci: '00219300456789012317',
      },
    ],
  ];
  for (const [screen, body] of screens)
    await expectOk(env, 'POST', `/api/onboarding/${onboardingId}/${screen}`, {
      token: investor.token,
      body,
    });
}

/** Logs a seeded account in; returns its access token. */
export async function logIn(env: BenchEnv, account: { email: string; password: string }): Promise<string> {
  const { data } = await expectOk(env, 'POST', '/api/auth/login', { body: account });
  return String(data.accessToken);
}
