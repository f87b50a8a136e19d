import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { layoutNames } from './layouts';
import { routeTable } from './route-table';
import { createAppRoutes } from './routes';
import { specRoutes } from './spec-routes.fixture';

const toRouterPath = (specPath: string) => specPath.replace(/\{(\w+)(\?)?\}/g, ':$1$2');
// A concrete URL: every parameter filled (optional ones too), or optional ones left out.
const fill = (specPath: string, withOptional: boolean) =>
  specPath
    .replace(/\/\{\w+\?\}/g, withOptional ? '/x1' : '')
    .replace(/\{\w+\}/g, 'p1')
    .replace(/^$/, '/');

const routes = createAppRoutes();
const leafIdFor = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.id;

describe('route table', () => {
  it('lists every route of requirements R2 once', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const specPath of specRoutes) expect(paths).toContain(toRouterPath(specPath));
  });

  it.each(specRoutes.map((p) => [p]))('%s resolves to its own route (never not-found)', (specPath) => {
    const expected = toRouterPath(specPath);
    expect(leafIdFor(fill(specPath, true))).toBe(expected);
    expect(leafIdFor(fill(specPath, false))).toBe(expected);
  });

  it('opens the fund page for every product type and currency, the bank-account banner’s link', () => {
    const titleOf = (url: string) => {
      const leaf = leafIdFor(url);
      return routeTable.find((entry) => entry.path === leaf)?.title;
    };
    for (const type of ['factoring', 'bono', 'mutuo', 'renta-fia'])
      for (const currency of ['PEN', 'USD']) {
        expect(titleOf(`/portafolio/${type}/${currency}`), `${type} ${currency}`).toBe('Detalle del fondo');
        expect(titleOf(`/portafolio/${type}/${currency}/FIAMN`), `${type} ${currency}`).toBe(
          'Detalle del fondo',
        );
      }
    // The older Mutuo product page keeps its own product ids.
    expect(leafIdFor('/portafolio/mutuo/p1')).toBe('/portafolio/mutuo/:idProduct?');
  });

  it('sends unknown paths to the not-found route', () => {
    expect(leafIdFor('/esta/ruta/no-existe')).toBe('*');
    expect(routeTable.find((entry) => entry.path === '*')?.layout).toBe('not-found');
  });

  it('gives every route a Spanish title and a known layout', () => {
    for (const entry of routeTable) {
      expect(entry.title.trim(), entry.path).not.toBe('');
      expect(layoutNames, entry.path).toContain(entry.layout);
    }
  });

  it('prefetches data only on the landing and the portfolio, never on a redirect-only route', () => {
    // A guarded page's prefetch runs beside its guard (routes.tsx): it asks only with a session
    // (prefetch-portfolio.test.ts) and the server checks every permission.
    const prefetching = routeTable.filter((entry) => entry.prefetch);
    expect(prefetching.map((entry) => entry.path)).toEqual(['/', '/portafolio']);
    for (const entry of prefetching) expect(entry.redirectTo, entry.path).toBeUndefined();
  });

  it('redirects /questions and /approach to their first step', () => {
    expect(routeTable.find((entry) => entry.path === '/questions')?.redirectTo).toBe('/questions/one');
    expect(routeTable.find((entry) => entry.path === '/approach')?.redirectTo).toBe('/approach/one');
  });
});
