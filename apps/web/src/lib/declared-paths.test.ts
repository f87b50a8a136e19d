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

const declaredPaths = Object.values(declaredSoFar).flatMap((endpoints) =>
  Object.values(endpoints).map((endpoint) => endpoint.path),
);

/**
 * The route words declared right after `prefix` (`/api/onboarding/` → `pending`, `letter`, …): the
 * router takes those as a path of their own, not as the value of a `:name` there.
 */
function routeWordsAfter(prefix: string): string[] {
  const words = declaredPaths
    .filter((declared) => declared.startsWith(prefix))
    .map((declared) => declared.slice(prefix.length).split('/')[0] ?? '')
    .filter((word) => word && !word.startsWith(':'));
  return [...new Set(words)];
}

/**
 * The path as a quoted literal would spell it: each `:name` stands for a `${…}` or a plain segment
 * (one that is not a route word declared at that place), and the literal ends with a quote or a query
 * (so `/api/products/:id` does not match `/api/products/x/y`).
 */
function handWritten(endpointPath: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  let prefix = '';
  const pattern = endpointPath
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => {
      const before = prefix;
      prefix += part;
      if (!part.startsWith(':')) return escape(part);
      const words = routeWordsAfter(before).map(escape);
      const notAWord = words.length ? `(?!(?:${words.join('|')})[/'"\`?])` : '';
      return `(?:\\$\\{[^}]*\\}|${notAWord}[^/'"\`?$]+)`;
    })
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
