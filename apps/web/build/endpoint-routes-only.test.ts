import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { keepRouteFields } from './endpoint-routes-only';

const folder = path.resolve(import.meta.dirname, '../../../packages/domain/src/endpoints');

/** Runs the rewritten module's text and returns its exports. */
async function exportsOf(code: string): Promise<Record<string, unknown>> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

describe('endpoint declarations in the web build', () => {
  it('keep every declared endpoint, with its method and path only', async () => {
    const files = (await readdir(folder)).filter((file) => !/^(define-endpoint|index)\./.test(file));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const declared: Record<string, { method: string; path: string }> = await import(
        path.join(folder, file)
      );
      const source = await readFile(path.join(folder, file), 'utf8');
      const { code } = await transformWithOxc(source, file);
      const rewritten = keepRouteFields(code);
      expect(rewritten).not.toMatch(/\bimport\b|zod/);
      const routes = await exportsOf(rewritten);
      const expected = Object.fromEntries(
        Object.entries(declared).map(([name, endpoint]) => [
          name,
          { method: endpoint.method, path: endpoint.path },
        ]),
      );
      expect({ ...routes }).toEqual(expected);
    }
  });

  it('refuses a module that exports anything but endpoints, instead of dropping it', () => {
    expect(() =>
      keepRouteFields(
        "export const a = defineEndpoint({ method: 'GET', path: '/api/a' });\nexport function b() {}",
      ),
    ).toThrow(/only declares endpoints/);
    expect(() => keepRouteFields('export const pathOf = (x) => x;')).toThrow(/pathOf is not declared/);
    expect(() =>
      keepRouteFields("const p = '/api/a';\nexport const a = defineEndpoint({ method: 'GET', path: p });"),
    ).toThrow(/a names its path literally/);
  });
});
