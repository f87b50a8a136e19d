import type { FastifyInstance } from 'fastify';

/**
 * The security headers every answer carries, computed once at start. (@fastify/helmet rebuilds
 * them on every request, which cost three quarters of the health check's throughput; see
 * docs/benchmarks.md.) The CSP allows only this origin, inline styles for MUI's emotion, images from
 * data:/blob:, frames from blob: (the back office's document viewer shows a PDF it fetched with the
 * admin's token), the YouTube player for the tutorial video, and Google's sign-in and reCAPTCHA scripts
 * only when those services are configured.
 */
export interface SecurityHeaderOptions {
  hsts: boolean;
  /** Google sign-in is configured: its script, frame and styles are allowed. */
  google: boolean;
  /** reCAPTCHA v3 is configured: its script and frame are allowed. */
  recaptcha: boolean;
  /** The community site embedded in /comunidad, when configured. */
  communityUrl?: string | undefined;
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const gsi = options.google ? ['https://accounts.google.com/gsi/'] : [];
  const captcha = options.recaptcha
    ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
    : [];
  const community = options.communityUrl ? [new URL(options.communityUrl).origin] : [];
  const directive = (name: string, ...sources: string[]) => [name, ...sources].join(' ');
  const csp = [
    directive('default-src', "'self'"),
    directive('base-uri', "'self'"),
    directive('font-src', "'self'", 'data:'),
    directive('form-action', "'self'"),
    directive('frame-ancestors', "'self'"),
    directive(
      'frame-src',
      "'self'",
      'blob:',
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      ...gsi,
      ...captcha,
      ...community,
    ),
    directive('img-src', "'self'", 'data:', 'blob:'),
    directive('object-src', "'none'"),
    directive('script-src', "'self'", ...gsi, ...captcha),
    directive('script-src-attr', "'none'"),
    directive('style-src', "'self'", "'unsafe-inline'", ...gsi),
    directive('connect-src', "'self'", ...gsi),
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

/**
 * What a JSON answer needs: no sniffing it into HTML, no embedding, no referrer. The page policies
 * (CSP and the rest) only mean something on documents, so API answers skip their bytes.
 */
export const apiSecurityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const pageHeaders = securityHeaders(options);
  const apiHeaders = options.hsts
    ? { ...apiSecurityHeaders, 'strict-transport-security': pageHeaders['strict-transport-security'] ?? '' }
    : apiSecurityHeaders;
  app.addHook('onRequest', (request, reply, done) => {
    // The docs UI under /api/docs is a page; it sets its own CSP for its bundled scripts.
    const isApi = request.url.startsWith('/api') && !request.url.startsWith('/api/docs');
    reply.headers(isApi ? apiHeaders : pageHeaders);
    // Echoed so a caller can quote it and support can find the request's log lines.
    reply.header('x-request-id', request.id);
    done();
  });
}
