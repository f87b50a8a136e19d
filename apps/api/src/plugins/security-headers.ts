import type { FastifyInstance } from 'fastify';

/**
 * The security headers every answer carries, computed once at start. (@fastify/helmet rebuilds
 * them on every request, which cost three quarters of the health check's throughput; see
 * docs/benchmarks.md.) The CSP allows only this origin, inline styles for MUI's emotion, images from
 * data:/blob:, and the YouTube player for the tutorial video.
 */
export function securityHeaders(options: { hsts: boolean }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://accounts.google.com https://www.google.com",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self' https://accounts.google.com/gsi/client https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
    "connect-src 'self' https://accounts.google.com/gsi/",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(options.hsts ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
