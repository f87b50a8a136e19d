import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

const csp = (options: Partial<Parameters<typeof securityHeaders>[0]> = {}) =>
  securityHeaders({ hsts: false, google: false, recaptcha: false, ...options })['content-security-policy'] ??
  '';

describe('security headers', () => {
  it('allows only this origin for scripts when no optional service is configured', () => {
    expect(csp()).toContain("script-src 'self';");
    expect(csp()).not.toContain('google');
  });

  it('allows Google sign-in and reCAPTCHA only when they are configured', () => {
    expect(csp({ google: true })).toContain("script-src 'self' https://accounts.google.com/gsi/;");
    expect(csp({ google: true })).not.toContain('recaptcha');
    expect(csp({ recaptcha: true })).toContain('https://www.gstatic.com/recaptcha/');
  });

  it('sends HSTS only when asked', () => {
    expect(
      securityHeaders({ hsts: true, google: false, recaptcha: false })['strict-transport-security'],
    ).toBeDefined();
    expect(
      securityHeaders({ hsts: false, google: false, recaptcha: false })['strict-transport-security'],
    ).toBeUndefined();
  });

  it('frames blob: documents (the back office’s viewer) but embeds no object', () => {
    expect(csp()).toMatch(/frame-src 'self' blob: /);
    expect(csp()).toContain("object-src 'none'");
    expect(csp()).toMatch(/script-src 'self';/);
  });

  it('admits the community site in frames only when it is configured', () => {
    expect(csp({ communityUrl: 'https://comunidad.example.pe/foro?x=1' })).toContain(
      'https://comunidad.example.pe;',
    );
    expect(csp()).not.toContain('comunidad');
  });
});
