/**
 * Post-login redirect paths (requirements R5): accepted only when internal and made of letters, digits,
 * "@", "-", "%", "_", "~" and "/".
 *
 * Reading of the rule: the allowed set has no "?", "#", "." or ":", so a path with a query string, a
 * fragment, a dot or a scheme is refused and the caller falls back to its default page. That keeps
 * the check a whitelist rather than a URL parser. Percent-encoding is allowed (it is in the set), so
 * the decoded forms are checked too, to stop "/%2F%2Fevil" style tricks from becoming "//evil".
 */

export const REDIRECT_PATH_MAX_LENGTH = 2048;

const ALLOWED_PATH = /^\/[A-Za-z0-9@\-%_~/]*$/;
// After decoding: still a single leading slash, and no backslash or control character anywhere.
// eslint-disable-next-line no-control-regex
const DECODED_UNSAFE = /^\/[/\\]|[\\\u0000-\u001f\u007f]/;
// Enough rounds to unwrap double and triple encoding; deeper nesting is refused outright.
const MAX_DECODE_ROUNDS = 4;

export function isSafeRedirectPath(path: string): boolean {
  if (typeof path !== 'string' || path.length === 0 || path.length > REDIRECT_PATH_MAX_LENGTH) return false;
  // "//host" is protocol-relative, i.e. another site. A backslash is outside the set anyway.
  if (!ALLOWED_PATH.test(path) || path.startsWith('//')) return false;

  let current = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false; // malformed escape such as "%zz" or a lone "%"
    }
    if (decoded === current) return true;
    if (DECODED_UNSAFE.test(decoded)) return false;
    current = decoded;
  }
  return false;
}

/** The path when it is a safe internal redirect, otherwise the (trusted) fallback. */
export function safeRedirectOr(path: string | null | undefined, fallback: string): string {
  return path != null && isSafeRedirectPath(path) ? path : fallback;
}
