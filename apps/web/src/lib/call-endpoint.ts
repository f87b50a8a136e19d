import {
  endpointPath,
  type AnswerOf,
  type BodyOf,
  type EndpointShape,
  type ParamsOf,
  type QueryOf,
} from '@invierte/domain';
import { apiRequest, type ApiRequestOptions } from './api-client';

/**
 * Calls a declared endpoint (packages/domain src/endpoints): the URL comes from its path and
 * params, the query is serialised from its schema's input, and the answer is typed from its
 * `answer` schema, so no web file writes an API path by hand (docs/decisions/0029).
 */

// A request part is optional when the endpoint has none, or when every field of it is optional.
type Field<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: undefined }
  : object extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

// A multipart upload sends the FormData the form built; the API reads its fields and files itself.
type BodyField<E extends EndpointShape> = E['multipart'] extends true
  ? { body: FormData }
  : Field<'body', BodyOf<E>>;

export type EndpointCall<E extends EndpointShape> = Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  BodyField<E> &
  Omit<ApiRequestOptions, 'method' | 'body'> & {
    /** The `Idempotency-Key` of a money-moving call: one per operation, kept across retries. */
    idempotencyKey?: string;
  };

/** `?a=1&b=x` from a query object: undefined and null values are left out, arrays repeat the key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a declared endpoint with its params and query filled in. */
export function endpointUrl<E extends EndpointShape>(
  endpoint: E,
  call: { params?: unknown; query?: unknown } = {},
): string {
  return (
    endpointPath(endpoint.path, call.params as Record<string, unknown> | undefined) +
    queryString(call.query as Record<string, unknown> | undefined)
  );
}

export function callEndpoint<E extends EndpointShape>(
  endpoint: E,
  ...[call]: object extends EndpointCall<E> ? [EndpointCall<E>?] : [EndpointCall<E>]
): Promise<AnswerOf<E>> {
  const { params, query, body, idempotencyKey, headers, ...options } = (call ?? {}) as EndpointCall<E> & {
    params?: unknown;
    query?: unknown;
    body?: unknown;
  };
  return apiRequest<AnswerOf<E>>(endpointUrl(endpoint, { params, query }), {
    ...options,
    method: endpoint.method,
    ...(body === undefined ? {} : { body }),
    ...(idempotencyKey || headers
      ? { headers: { ...headers, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) } }
      : {}),
  });
}
