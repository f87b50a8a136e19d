import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointsByContext, type EndpointShape } from '@invierte/domain';
import { describe, expect, it } from 'vitest';

/**
 * Endpoints declared once (docs/decisions/0029): the web calls a converted context's endpoints
 * through `callEndpoint`, so no source file may spell the path of a declared endpoint by hand.
 * Every context in `endpointsByContext` is checked (tests keep their literal request keys).
 */
const declaredSoFar: Record<string, Record<string, EndpointShape>> = endpointsByContext;

const webSrc = path.resolve(import.meta.dirname, '..');
const sources = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('test-utils'))
  .map((file) => ({ file, text: readFileSync(path.join(webSrc, file), 'utf8') }));

/**
 * The path as a quoted literal would spell it: each `:name` stands for a `${…}` or a plain segment,
 * and the literal ends with a quote or a query (so `/api/products/:id` does not match `/api/products/x/y`).
 */
function handWritten(endpointPath: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = endpointPath
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(':') ? '(?:\\$\\{[^}]*\\}|[^/\'"`?$]+)' : escape(part)))
    .join('');
  return new RegExp(`['"\`]${pattern}['"\`?]`);
}

describe.each(Object.entries(declaredSoFar))(
  'the declared endpoints of the %s context',
  (_context, endpoints) => {
    it.each(Object.values(endpoints).map((e) => [`${e.method} ${e.path}`, e] as const))(
      'spells no path of %s by hand',
      (_name, endpoint) => {
        const pattern = handWritten(endpoint.path);
        expect(sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file)).toEqual([]);
      },
    );
  },
);
