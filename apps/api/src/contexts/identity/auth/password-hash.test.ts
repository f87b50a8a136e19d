import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

// These tests are about the production cost, which the API test run otherwise lowers.
beforeAll(() => {
  vi.stubEnv('TEST_SCRYPT_LOG_N', '');
});
// Test files share a process (vitest.config.ts: isolate false): give the next one its env back.
afterAll(() => vi.unstubAllEnvs());

describe('password hashing', () => {
  it('uses scrypt at the OWASP parameters with a fresh salt each time', async () => {
    const a = await hashPassword('Segura2026');
    const b = await hashPassword('Segura2026');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b); // salted
    expect(a).not.toContain('Segura2026');
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Segura2026');
    expect(await verifyPassword('Segura2026', stored)).toBe(true);
    expect(await verifyPassword('segura2026', stored)).toBe(false);
    expect(await verifyPassword('Segura2026 ', stored)).toBe(false);
  });

  it.each([
    ['another scheme', (s: string) => s.replace('scrypt$', 'md5$')],
    ['a truncated key', (s: string) => s.slice(0, -4)],
    ['a flipped key byte', (s: string) => s.slice(0, -2) + (s.endsWith('AA') ? 'AB' : 'AA')],
    ['missing parts', () => 'scrypt$131072$8'],
  ])('refuses a stored hash with %s', async (_label, tamper) => {
    const stored = await hashPassword('Segura2026');
    expect(await verifyPassword('Segura2026', tamper(stored))).toBe(false);
  });
});
