import {
  successEnvelope,
  type AnswerOf,
  type EndpointAccess,
  type EndpointShape,
  type Profile,
} from '@invierte/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from './http.ts';
import { requireProfiles } from './plugins/auth.ts';
import { requireAnyAdmin, requirePermission } from './plugins/permissions.ts';

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

/**
 * What a route may add to its declaration: rate limits (`config`), compression, extra hooks, and
 * for a file's answer its OpenAPI description and response (media type), which no schema holds.
 */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'onRequest'> & {
  schema?: Pick<FastifySchema, 'description' | 'response'>;
};

/** The longest link token a header may carry; the ones the API mints are far shorter. */
const LINK_TOKEN_MAX = 200;

/**
 * Administrators only, whatever their roles: `requireAnyAdmin`, the hook the back office's
 * authorization test reads as "any administrator" (apps/api src/plugins/admin-authorization.test.ts).
 */
const profilesHook = (profiles: readonly Profile[]) =>
  profiles.length === 1 && profiles[0] === 'ADMIN' ? requireAnyAdmin() : requireProfiles(...profiles);

/** `onRequest` hooks and OpenAPI security for an endpoint's access. */
function accessOf(app: ZodApp, access: EndpointAccess) {
  if (access === 'public') return { onRequest: undefined, security: undefined, headers: undefined };
  const bearer = [{ bearerAuth: [] }];
  if (access === 'session') return { onRequest: [app.authenticate], security: bearer, headers: undefined };
  if ('profiles' in access)
    return {
      onRequest: [app.authenticate, profilesHook(access.profiles)],
      security: bearer,
      headers: undefined,
    };
  if ('permission' in access)
    return {
      onRequest: [app.authenticate, requirePermission(access.permission)],
      security: bearer,
      headers: undefined,
    };
  // A link's token is checked by the handler's use case, never by the session hooks.
  if (access.linkToken === 'bearer') return { onRequest: undefined, security: bearer, headers: undefined };
  return {
    onRequest: undefined,
    security: undefined,
    headers: z.object({ [access.linkToken.header]: z.string().max(LINK_TOKEN_MAX).optional() }),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on a route registered from a declared endpoint; the endpoint-coverage test reads it. */
    declaredEndpoint?: true;
    /**
     * What a declared endpoint answers, for the service level objectives (docs/deploy.md, "Service
     * level objectives"): a file it builds or an upload takes as long as its size, a call does not.
     */
    endpointKind?: EndpointKind;
  }
}

/** A call answered with JSON, a file built for the caller, a file the caller uploads, or a probe. */
export type EndpointKind = 'call' | 'file' | 'upload' | 'probe';

function kindOf(endpoint: EndpointShape): EndpointKind {
  if (endpoint.probe) return 'probe';
  if (endpoint.multipart) return 'upload';
  return endpoint.answer === 'file' ? 'file' : 'call';
}

/**
 * Registers the route of a declared endpoint (packages/domain src/endpoints): the access hooks
 * run in `onRequest`, so a refusal comes before the body is read, and the OpenAPI schema (tags,
 * security, summary, request schemas, answer and refusals) comes from the one declaration. The
 * endpoint alone says which it is (`NoInfer`): a handler typed for another endpoint with the same
 * request (a second path of one request) is checked against this one, by TypeScript 6 and 7 alike.
 */
export function route<E extends EndpointShape>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<NoInfer<E>>,
  options: EndpointRouteOptions = {},
): void {
  const { onRequest, security, headers } = accessOf(app, endpoint.access);
  const { schema: extra, ...rest } = options;
  app.route({
    ...rest,
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest ? { onRequest } : {}),
    config: { ...(rest.config ?? {}), declaredEndpoint: true, endpointKind: kindOf(endpoint) },
    schema: {
      tags: [...endpoint.tags],
      ...(security ? { security } : {}),
      summary: endpoint.summary,
      ...(extra?.description ? { description: extra.description } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(headers ? { headers } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // A file's bytes have no schema to serialise them with: the route may describe them.
      ...(endpoint.answer === 'file'
        ? extra?.response
          ? { response: extra.response }
          : {}
        : {
            response: {
              // An upload may also meet a full disk (507, docs/deploy.md "When a part fails").
              ...responses(endpoint.answer, endpoint.status ?? 200, [
                ...endpoint.refusals,
                ...(endpoint.multipart ? [507] : []),
              ]),
              ...(endpoint.alsoStatus ? { [endpoint.alsoStatus]: successEnvelope(endpoint.answer) } : {}),
            },
          }),
    },
    handler: handler as never,
  });
}
