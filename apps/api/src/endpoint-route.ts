import type { AnswerOf, EndpointShape } from '@invierte/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { responses } from './http.ts';
import { requireProfiles } from './plugins/auth.ts';
import { requirePermission } from './plugins/permissions.ts';

/** The app every route file receives (a `FastifyPluginAsyncZod`'s instance). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any logger and raw request/response types
type ZodApp = FastifyInstance<RawServerDefault, any, any, any, ZodTypeProvider>;

type Parsed<S> = S extends z.ZodType ? z.infer<S> : unknown;

/** The request a handler receives: params, query and body as the endpoint's schemas parsed them. */
export type EndpointRequest<E extends EndpointShape> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** A handler answers the envelope (`ok(data)`), or sends through `reply` itself (ETag, files, 204). */
export type EndpointHandler<E extends EndpointShape> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Envelope<E> | FastifyReply | void | Promise<Envelope<E> | FastifyReply | void>;

type Envelope<E extends EndpointShape> = {
  status: 'success';
  data: E['answer'] extends z.ZodType ? z.input<E['answer']> | AnswerOf<E> : never;
};

/** What a route may add to its declaration: rate limits (`config`), compression, extra hooks. */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'onRequest'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on a route registered from a declared endpoint; the endpoint-coverage test reads it. */
    declaredEndpoint?: true;
  }
}

/**
 * Registers the route of a declared endpoint (packages/domain src/endpoints): the access hooks
 * run in `onRequest`, so a refusal comes before the body is read, and the OpenAPI schema (tags,
 * security, summary, request schemas, answer and refusals) comes from the one declaration.
 */
export function route<E extends EndpointShape>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const { access } = endpoint;
  const onRequest =
    access === 'public'
      ? undefined
      : access === 'session'
        ? [app.authenticate]
        : 'profiles' in access
          ? [app.authenticate, requireProfiles(...access.profiles)]
          : [app.authenticate, requirePermission(access.permission)];
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest ? { onRequest } : {}),
    config: { ...(options.config ?? {}), declaredEndpoint: true },
    schema: {
      tags: [...endpoint.tags],
      ...(access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      // A file's bytes have no schema to serialise them with.
      ...(endpoint.answer === 'file'
        ? {}
        : { response: responses(endpoint.answer, endpoint.status ?? 200, [...endpoint.refusals]) }),
    },
    handler: handler as never,
  });
}
