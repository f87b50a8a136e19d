import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, REDIRECT_PATH_MAX_LENGTH, safeRedirectOr } from './safe-redirect.ts';

describe('isSafeRedirectPath accepts internal paths', () => {
  it.each([
    '/',
    '/portafolio',
    '/portafolio/movimientos',
    '/portafolio/movimientos/rescatar-cuotas/solicitudes',
    '/portafolio/productos/factoring/123',
    '/onboarding/abc123/step-1/account-type',
    '/simula_inversion',
    '/perfil2/documentos/507f1f77bcf86cd799439011',
    '/usuario@correo',
    '/~user',
    '/a%20b',
    '/caf%C3%A9',
    '/portafolio/',
    '/a//b',
  ])('%j', (path) => {
    expect(isSafeRedirectPath(path)).toBe(true);
  });
});

describe('isSafeRedirectPath refuses', () => {
  it.each([
    ['empty string', ''],
    ['relative path', 'portafolio'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative without dot', '//evil'],
    ['triple slash', '///evil'],
    ['backslash host', '/\\evil'],
    ['backslash later', '/a\\b'],
    ['absolute URL', 'https://x'],
    ['absolute URL with path', 'https://evil.com/portafolio'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript after slash', '/javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['encoded double slash', '/%2F%2Fevil'],
    ['encoded double slash lower case', '/%2f%2fevil'],
    ['encoded single slash makes //', '/%2Fevil'],
    ['encoded backslash', '/%5Cevil'],
    ['double-encoded slashes', '/%252F%252Fevil'],
    ['encoded backslash later', '/a%5Cb'],
    ['encoded CR LF', '/a%0D%0ALocation%3A%20x'],
    ['encoded NUL', '/a%00'],
    ['encoded tab', '/%09/evil'],
    ['malformed escape', '/%zz'],
    ['lone percent', '/100%'],
    ['deeply nested encoding', '/%25252525252F'],
    ['query string', '/portafolio?deposit=1'],
    ['fragment', '/portafolio#top'],
    ['dot', '/evil.com'],
    ['dot segment', '/../admin'],
    ['space', '/a b'],
    ['leading space', ' /portafolio'],
    ['trailing newline', '/portafolio\n'],
    ['tab', '/\t/evil'],
    ['non-ASCII letter', '/café'],
    ['colon', '/a:b'],
    ['too long', `/${'a'.repeat(REDIRECT_PATH_MAX_LENGTH)}`],
  ])('%s: %j', (_label, path) => {
    expect(isSafeRedirectPath(path)).toBe(false);
  });
});

describe('safeRedirectOr', () => {
  it.each<[string | null | undefined, string]>([
    ['/portafolio/productos', '/portafolio/productos'],
    ['//evil.com', '/portafolio'],
    ['https://x', '/portafolio'],
    ['', '/portafolio'],
    [null, '/portafolio'],
    [undefined, '/portafolio'],
  ])('%j -> %j', (path, expected) => {
    expect(safeRedirectOr(path, '/portafolio')).toBe(expected);
  });
});
