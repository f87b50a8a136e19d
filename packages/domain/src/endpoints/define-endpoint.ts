import type { z } from 'zod';
import type { Profile } from '../profiles.ts';
import type { Permission } from '../permissions.ts';

/**
 * One API call declared once, as data: the API registers its route from it (apps/api
 * src/endpoint-route.ts) and the web calls it through `callEndpoint` (apps/web
 * src/lib/call-endpoint.ts), so the method, path, request, answer and refusals cannot drift apart
 * (docs/decisions/0029-endpoints-declared-once.md).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone; any signed-in user; the listed profiles; an administrator with the permission;
 * or whoever holds the one-time token of an e-mailed link (verify the e-mail, set a new password),
 * sent as `Authorization: Bearer` or in the named header. A link token opens no session: the handler
 * reads and checks it itself.
 */
export type EndpointAccess =
  | 'public'
  | 'session'
  | { readonly profiles: readonly Profile[] }
  | { readonly permission: Permission }
  | { readonly linkToken: 'bearer' | { readonly header: string } };

export interface EndpointShape {
  readonly method: HttpMethod;
  /** Fastify style, `/api/rescues/:id/settle`: each `:name` is filled from `params`. */
  readonly path: string;
  /** The OpenAPI summary, in Spanish like every text a person reads. */
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access: EndpointAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A file upload: the body is a multipart form the handler reads itself (the web sends a FormData). */
  readonly multipart?: true;
  /** The envelope's `data` on success, or `'file'` for a call answered with a file's bytes. */
  readonly answer: z.ZodType | 'file';
  /** The success status; 200 when omitted. */
  readonly status?: number;
  /** A second success status with the same answer (a call that prepares, then a call that completes). */
  readonly alsoStatus?: number;
  /** The error statuses the call may answer (429, 500 and 503 are always added; 507 to an upload). */
  readonly refusals: readonly number[];
  /** Money-moving calls require an `Idempotency-Key` header (docs/ledger.md). */
  readonly idempotent?: true;
  /** Asked by balancers and monitors, not by people: outside the service level objectives. */
  readonly probe?: true;
}

/** Returns the declaration unchanged, with its literal types kept so request and answer are inferred. */
export function defineEndpoint<const E extends EndpointShape>(endpoint: E): E {
  return endpoint;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the caller gets back: the envelope's `data` (a file is downloaded, not called: never). */
export type AnswerOf<E extends EndpointShape> = E['answer'] extends z.ZodType ? z.infer<E['answer']> : never;
/** What the caller sends (schema inputs: defaults may be left out). */
export type ParamsOf<E extends EndpointShape> = InferInput<E['params']>;
export type QueryOf<E extends EndpointShape> = InferInput<E['query']>;
export type BodyOf<E extends EndpointShape> = InferInput<E['body']>;
/** What the handler receives once the API validated it. */
export type ParsedBodyOf<E extends EndpointShape> = Infer<E['body']>;

/**
 * The path with its `:name` segments filled in and encoded, e.g. `/api/rescues/:id/settle` with
 * `{ id: 'a/b' }` gives `/api/rescues/a%2Fb/settle`. A missing parameter is a programming error.
 */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" of ${path}`);
    return encodeURIComponent(String(value));
  });
}
