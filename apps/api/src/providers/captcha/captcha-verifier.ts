/** Human verification of a form submission (requirements R7: reCAPTCHA v3). */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string | undefined, remoteIp: string): Promise<boolean>;
}

/** Default: off, as the architecture's zero-setup table says; every submission passes. */
export const captchaOff: CaptchaVerifier = { enabled: false, verify: async () => true };

/** reCAPTCHA v3 server check: the token must be valid and score at least `minScore`. */
export function createRecaptchaVerifier(
  secret: string,
  verifyUrl: string,
  minScore: number,
): CaptchaVerifier {
  return {
    enabled: true,
    async verify(token, remoteIp) {
      if (!token) return false;
      const res = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) return false;
      const body = (await res.json()) as { success?: boolean; score?: number };
      return body.success === true && (body.score ?? 0) >= minScore;
    },
  };
}
