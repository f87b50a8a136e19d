import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

/**
 * How bytes leave the server: the web build's pre-compressed files with their caching, and API
 * answers compressed on the fly above a threshold.
 */
const script = `export const greeting = ${JSON.stringify('hola '.repeat(400))};\n`;
const page = `<!doctype html><html lang="es"><title>Invierte</title>${'<p>cuotas</p>'.repeat(50)}</html>`;
const ASSET = '/assets/app-Cx12ab34.js';
// The login page's own copy of index.html, which preloads its code (apps/web/build/route-preloads.ts).
const loginPage = page.replace('</html>', '<link rel="modulepreload" href="/assets/LoginPage-x.js"></html>');

// The installable app's files (apps/web/build/service-worker.ts, apps/web/public/manifest.webmanifest).
const worker = `const VERSION = "abc";\n${'self.addEventListener("fetch", () => {});\n'.repeat(20)}`;
const manifest = JSON.stringify({ name: 'Invierte', start_url: '/', display: 'standalone', icons: [] });

let t: TestApp;
let webDist: string;

/** A build as apps/web/build/precompress.ts leaves it: each text file with its .br and .gz. */
async function writeBuiltFile(relative: string, text: string) {
  const file = path.join(webDist, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'invierte-web-'));
  await writeBuiltFile('index.html', page);
  await writeBuiltFile(ASSET, script);
  await writeBuiltFile('routes/login.html', loginPage);
  await writeBuiltFile('routes/pages.json', JSON.stringify({ '/login': 'routes/login.html' }));
  await writeBuiltFile('sw.js', worker);
  await writeBuiltFile('manifest.webmanifest', manifest);
  t = await createTestApp({ seed: true, env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app', () => {
  it('sends a hashed asset as brotli, cached for a year without revalidation', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await get(ASSET, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends index.html compressed and revalidated on every visit, for / and for client routes', async () => {
    for (const url of ['/', '/portafolio', '/portafolio/movimientos']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['vary'], url).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });

  it("sends a page the build wrote its own copy for that copy, preloading the page's code", async () => {
    for (const url of ['/login', '/login?redirect=%2Fportafolio']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(loginPage);
    }
    expect((await get('/login/otra')).body).toBe(page);
  });

  it('sends the service worker revalidated on every update check, allowed to control every page', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/sw.js', encoding);
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['cache-control'], encoding).toBe('no-cache');
      expect(res.headers['service-worker-allowed'], encoding).toBe('/');
      expect(res.headers['content-type'], encoding).toMatch(/^(?:application|text)\/javascript/);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(res.headers['content-encoding'] ?? 'identity', encoding).toBe(encoding);
      expect(body.toString(), encoding).toBe(worker);
    }
    // Only the worker may widen its scope.
    expect((await get('/index.html', 'br')).headers['service-worker-allowed']).toBeUndefined();
    expect((await get(ASSET, 'br')).headers['service-worker-allowed']).toBeUndefined();
  });

  it('sends the web app manifest as application/manifest+json, compressed and revalidated', async () => {
    const res = await get('/manifest.webmanifest', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(JSON.parse(manifest));
  });

  it('does not serve the compressed copies or the pages list under their own names', async () => {
    for (const url of [`${ASSET}.br`, '/index.html.gz', '/routes/login.html', '/routes/pages.json']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('API answers', () => {
  it('compresses a JSON answer above the threshold, and it still reads as the same JSON', async () => {
    const plain = await get('/api/products/free');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const res = await get('/api/products/free', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());

    const gzipped = await get('/api/products/free', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a tiny answer as it is', async () => {
    const res = await get('/api', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.json()).toMatchObject({ status: 'success' });
  });

  it('keeps the error envelope readable', async () => {
    const res = await get('/api/products/slug/no-existe', 'br, gzip');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'error', errors: [] });
  });
});
