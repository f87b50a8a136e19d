import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { assetsOfPage, planServiceWorker, PUBLIC_PRECACHE, workerScript } from './service-worker';

const asset = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, source }) as unknown as Rolldown.OutputAsset;

const indexHtml =
  '<script type="module" crossorigin src="/assets/index-AAA.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/app-lib-BBB.js">';
const loginHtml = `${indexHtml}<link rel="modulepreload" crossorigin href="/assets/first-login-CCC.js">`;

function bundleWith(index: string, login: string): Rolldown.OutputBundle {
  return {
    'index.html': asset('index.html', index),
    'routes/login.html': asset('routes/login.html', login),
    'routes/pages.json': asset('routes/pages.json', JSON.stringify({ '/login': 'routes/login.html' })),
    'assets/Other-DDD.js': { type: 'chunk', fileName: 'assets/Other-DDD.js' },
  } as unknown as Rolldown.OutputBundle;
}

const publicFile = (url: string) => Buffer.from(`contents of ${url}`);

describe('the service worker of a build', () => {
  it("keeps the first-view pages and what they load, not every other screen's chunk", () => {
    const plan = planServiceWorker(bundleWith(indexHtml, loginHtml), 'worker', publicFile);
    expect(plan.shellPages).toEqual(['/', '/login']);
    expect(plan.precache).toEqual([
      '/assets/app-lib-BBB.js',
      '/assets/first-login-CCC.js',
      '/assets/index-AAA.js',
      ...PUBLIC_PRECACHE,
    ]);
    expect(plan.precache).toContain('/offline.html');
  });

  it('is a new version when a page, the worker or a kept public file changes, and only then', () => {
    const version = (index: string, source = 'worker', file = publicFile) =>
      planServiceWorker(bundleWith(index, loginHtml), source, file).version;
    const base = version(indexHtml);
    expect(version(indexHtml)).toBe(base);
    expect(version(indexHtml.replace('AAA', 'EEE'))).not.toBe(base);
    expect(version(indexHtml, 'worker v2')).not.toBe(base);
    expect(version(indexHtml, 'worker', (url) => Buffer.from(`new ${url}`))).not.toBe(base);
  });

  it('fails the build when a listed page is missing', () => {
    const bundle = bundleWith(indexHtml, loginHtml);
    delete bundle['routes/login.html'];
    expect(() => planServiceWorker(bundle, 'worker', publicFile)).toThrow(/routes\/login\.html/);
  });

  it('reads the assets a page loads from its script and link tags', () => {
    expect(assetsOfPage(loginHtml)).toEqual([
      '/assets/index-AAA.js',
      '/assets/app-lib-BBB.js',
      '/assets/first-login-CCC.js',
    ]);
  });

  it('writes the constants the worker reads before its code', () => {
    const script = workerScript({ shellPages: ['/'], precache: ['/offline.html'], version: 'v1' }, 'code();');
    expect(script).toBe(
      'const VERSION = "v1";\nconst SHELL_PAGES = ["/"];\nconst PRECACHE = ["/offline.html"];\ncode();',
    );
  });
});
