import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Unknown /api addresses answer the envelope; every other page still reaches the web app. */
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'invierte-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Invierte</title>');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('beside the built web app', () => {
  it('sends pages outside /api to the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portafolio/nada' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Invierte</title>');
  });

  it('answers an unknown /api address with the Spanish 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/portafolio/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'ROUTE_NOT_FOUND',
      message: 'La ruta solicitada no existe.',
      errors: [],
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a wrong method with 405, the allowed methods and the API headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/login' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toEqual({
      status: 'error',
      code: 'METHOD_NOT_ALLOWED',
      message: 'Esta dirección no admite la operación solicitada.',
      errors: [],
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const read = await t.app.inject({ method: 'DELETE', url: '/api/products/free' });
    expect(read.headers.allow).toBe('GET, HEAD');
  });
});
