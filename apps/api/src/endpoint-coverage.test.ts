import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointsByContext, type EndpointShape } from '@invierte/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Endpoints declared once (docs/decisions/0029): every context's declarations are listed in
 * `endpointsByContext` (packages/domain src/endpoints/index.ts) and every API route is registered
 * from one of them; a hand-written route, or a context with no declarations, fails here.
 */
const declarations: Record<string, Record<string, EndpointShape>> = endpointsByContext;
const converted = Object.keys(declarations);

const contextsDir = path.join(import.meta.dirname, 'contexts');
const contexts = readdirSync(contextsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `app.get('/api…`, `raw.post('/api…`, … `app.route(`: a route registered by hand, not from a declaration. */
const handWritten = /\.(get|post|put|patch|delete)\(\s*['"`]\/api|\bapp\.route\(/g;

function handWrittenRoutesOf(context: string): string[] {
  const found: string[] = [];
  const files = readdirSync(path.join(contextsDir, context), { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(path.join(contextsDir, context, file), 'utf8');
    for (const match of text.matchAll(handWritten)) found.push(`${context}/${file}: ${match[0]}`);
  }
  return found;
}

describe('endpoints declared once', () => {
  it('declares every context the API has, and no other', () => {
    expect([...converted].sort()).toEqual([...contexts].sort());
  });

  it.each(converted)('registers no hand-written route in the converted context %s', (context) => {
    expect(handWrittenRoutesOf(context)).toEqual([]);
  });

  describe('the running app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('registers every declared endpoint from its declaration', () => {
      const declared = new Set(t.app.apiRoutes.filter((r) => r.declared).map((r) => `${r.method} ${r.url}`));
      for (const endpoints of Object.values(declarations))
        for (const endpoint of Object.values(endpoints))
          expect(declared, `${endpoint.method} ${endpoint.path}`).toContain(
            `${endpoint.method} ${endpoint.path}`,
          );
    });

    it('registers no API route but from a declaration', () => {
      expect(t.app.apiRoutes.filter((r) => !r.declared).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    });

    it('declares each registered path once', () => {
      const keys = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
      expect(new Set(keys).size).toBe(keys.length);
    });
  });
});
