import { DomainError } from '@invierte/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Characters PostgreSQL cannot keep in text: NUL (refused with an error, which answered 500) and a
 * UTF-16 surrogate without its pair (silently stored as U+FFFD, so what was saved is not what was sent).
 */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const MESSAGE =
  'El texto contiene caracteres no permitidos (como el carácter nulo). Corrígelo y vuelve a intentarlo.';

/** The dotted path of the first string (or object key) holding an unstorable character, if any. */
function firstUnstorable(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return unstorable.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (unstorable.test(key)) return path;
    const found = firstUnstorable(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses a value holding text the database cannot store, naming its field (`path` is where it came from). */
export function assertStorable(value: unknown, path: string): void {
  const field = firstUnstorable(value, path);
  if (field) throw new DomainError('VALIDATION_ERROR', MESSAGE, [{ field, message: MESSAGE }]);
}

/**
 * Every text a request carries (path parameters, query, body, before any route's schema) is refused
 * with the Spanish 400 when the database could not store it: checked once here, for every route.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    assertStorable(request.params, 'params');
    assertStorable(request.query, 'querystring');
    // A multipart body is read by its route (`readMultipart`), which checks its fields the same way.
    assertStorable(request.body, 'body');
  });
}
