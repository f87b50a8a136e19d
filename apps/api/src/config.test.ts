import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const base = { JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('keeps data under data/ at the repository root by default, whatever the working folder', () => {
    expect(loadConfig({ ...base }).dataDir).toBe(path.join(repoRoot, 'data'));
  });

  it('reads a relative DATA_DIR from where npm was run', () => {
    expect(loadConfig({ ...base, DATA_DIR: 'var/db', INIT_CWD: '/srv/app' }).dataDir).toBe('/srv/app/var/db');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ MAIL_PROVIDER: 'smtp' }, 'SMTP_URL'],
    [{ IDENTITY_PROVIDER: 'http' }, 'IDENTITY_API_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ FUND_MANAGER_RUC: '2060312345' }, 'FUND_MANAGER_RUC'],
    [{ FUND_MANAGER_NAME: ' ' }, 'FUND_MANAGER_NAME'],
    [{ PUSH_PROVIDER: 'web-push' }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_SUBJECT: 'operaciones@invierte.pe' }, 'VAPID_SUBJECT'],
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN'],
    [{ WORK_POOL_IDLE_SECONDS: '-1' }, 'WORK_POOL_IDLE_SECONDS'],
    [{ WORK_POOL_IDLE_SECONDS: 'soon' }, 'WORK_POOL_IDLE_SECONDS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'diez' }, 'DATABASE_POOL_SIZE'],
  ])('refuses %j at start, naming the variable', (env, name) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(name);
  });

  it('names the fund manager of the contracts from the environment, with the demo manager by default', () => {
    expect(loadConfig({ ...base }).fundManager).toEqual({
      name: 'Invierte Sociedad Administradora de Fondos S.A.',
      ruc: '20603123451',
      address: 'Av. Javier Prado Este 492, San Isidro, Lima',
      regulator: 'Superintendencia del Mercado de Valores (SMV)',
      custodian: undefined,
    });
    expect(
      loadConfig({ ...base, FUND_MANAGER_NAME: 'Fondos Andinos SAF S.A.', FUND_MANAGER_RUC: '20512345678' })
        .fundManager,
    ).toMatchObject({ name: 'Fondos Andinos SAF S.A.', ruc: '20512345678' });
    // An empty custodian is none; one set is named.
    expect(loadConfig({ ...base, FUND_CUSTODIAN: '' }).fundManager.custodian).toBeUndefined();
    expect(loadConfig({ ...base, FUND_CUSTODIAN: 'Banco Custodio S.A.' }).fundManager.custodian).toBe(
      'Banco Custodio S.A.',
    );
  });

  it('generates a random JWT secret once under the data folder when none is configured, and keeps it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'invierte-config-'));
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first).toHaveLength(64); // 48 random bytes, base64url
    expect(second).toBe(first);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    const other = mkdtempSync(path.join(tmpdir(), 'invierte-config-'));
    expect(loadConfig({ DATA_DIR: other }).jwtSecret).not.toBe(first);
  });

  it('opens the metrics endpoint only with a METRICS_TOKEN, an empty one leaving it closed', () => {
    expect(loadConfig({ ...base }).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
  });

  it('gives the work pool memory back after 5 idle seconds by default, never with 0', () => {
    expect(loadConfig({ ...base }).workPool.idleMs).toBe(5_000);
    expect(loadConfig({ ...base, WORK_POOL_IDLE_SECONDS: '30' }).workPool.idleMs).toBe(30_000);
    expect(loadConfig({ ...base, WORK_POOL_IDLE_SECONDS: '0' }).workPool.idleMs).toBe(0);
  });

  it('holds ten connections to PostgreSQL by default, the number DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({ ...base }).databasePoolSize).toBe(10);
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '5' }).databasePoolSize).toBe(5);
  });

  it('prefers JWT_SECRET from the environment', () => {
    expect(loadConfig({ ...base }).jwtSecret).toBe('x'.repeat(40));
  });

  it('checks signatures against JWT_SECRET, then each secret JWT_ACCEPTED_SECRETS lists', () => {
    expect(loadConfig({ ...base }).jwtVerifySecrets).toEqual(['x'.repeat(40)]);
    expect(loadConfig({ ...base, JWT_ACCEPTED_SECRETS: '' }).jwtVerifySecrets).toEqual(['x'.repeat(40)]);
    const accepted = { ...base, JWT_ACCEPTED_SECRETS: ` ${'y'.repeat(32)}, ${'z'.repeat(48)} ` };
    expect(loadConfig(accepted).jwtVerifySecrets).toEqual(['x'.repeat(40), 'y'.repeat(32), 'z'.repeat(48)]);
    expect(loadConfig(accepted).jwtSecret).toBe('x'.repeat(40));
  });

  it('stops with one line on an accepted secret too short, or one that repeats JWT_SECRET', () => {
    expect(() => loadConfig({ ...base, JWT_ACCEPTED_SECRETS: `${'y'.repeat(32)},short` })).toThrow(
      'Invalid environment: JWT_ACCEPTED_SECRETS: each secret needs 32 characters or more',
    );
    expect(() => loadConfig({ ...base, JWT_ACCEPTED_SECRETS: 'x'.repeat(40) })).toThrow(
      'Invalid environment: JWT_ACCEPTED_SECRETS repeats JWT_SECRET',
    );
  });
});
