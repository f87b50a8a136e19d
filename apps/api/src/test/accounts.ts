import { expect } from 'vitest';
import { tokenFromMail, validRegistration, type TestApp } from './test-app.ts';

let counter = 0;
/** A distinct client address per call, so per-IP limits stay out of tests that are not about them. */
export const nextIp = () => {
  counter++;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

/** Registers, verifies and returns a session for a fresh verified INTERESADO. */
export async function verifiedUser(
  t: TestApp,
  email: string,
  documentNumber: string,
  password = 'Segura2026',
  extra: Record<string, unknown> = {},
) {
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: validRegistration({ email, documentNumber, password, confirmPassword: password, ...extra }),
    remoteAddress: nextIp(),
  });
  expect(reg.statusCode).toBe(201);
  const token = tokenFromMail(await t.lastMailTo(email));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { accessToken: string; refreshToken: string };
}

/** The value of `name=` in the first link to `path` in a mail. */
export function linkToken(mail: string, path: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(unfolded);
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return match[1];
}

export const demoCredentials = {
  admin: ['admin@invierte.pe', 'Admin2026'],
  operations: ['operaciones@invierte.pe', 'Admin2026'],
  compliance: ['cumplimiento@invierte.pe', 'Admin2026'],
  support: ['atencion@invierte.pe', 'Admin2026'],
  auditor: ['auditoria@invierte.pe', 'Admin2026'],
  interesado: ['interesado@invierte.pe', 'Demo2026'],
  participe: ['participe@invierte.pe', 'Demo2026'],
  nuevo: ['nuevo@invierte.pe', 'Demo2026'],
  rescuer: ['rescate@invierte.pe', 'Demo2026'],
  canceler: ['anulacion@invierte.pe', 'Demo2026'],
} as const;

/** Access tokens of seeded demo accounts, by their key in `demoCredentials`. */
export async function demoTokens(t: TestApp, who: Array<keyof typeof demoCredentials>) {
  const tokens: Record<string, string> = {};
  for (const key of who) {
    const [email, password] = demoCredentials[key];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, `login ${email}`).toBe(200);
    tokens[key] = res.json().data.accessToken;
  }
  return tokens;
}
