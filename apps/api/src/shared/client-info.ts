import type { FastifyRequest } from 'fastify';

/** Who is calling, as far as the server can tell: recorded with sessions and security events. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export function clientInfoOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null };
}
