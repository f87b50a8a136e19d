import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signature service is given when a contract is generated. */
export interface SignatureRequest {
  signatureId: string;
  onboardingId: string;
  fileName: string;
  pdf: Buffer;
  sha256: string;
  signer: { name: string; email: string; document: string };
}

/**
 * Who signs contracts (decision 0013). The built-in signer is the default: the investor signs inside
 * the product with a one-time code sent by e-mail, so there is nothing to hand over. A real service
 * (Keynua) receives the contract when it is generated and answers through a webhook whose body is
 * signed with HMAC-SHA256 and a shared secret.
 */
export interface SignatureProvider {
  readonly name: 'builtin' | 'keynua';
  /** Hands a generated contract to the service; its reference for the webhook (null: nothing handed). */
  requestSignature(request: SignatureRequest): Promise<{ providerRef: string | null }>;
  /** True when `signatureHeader` is the service's signature of exactly these bytes. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): boolean;
}

export const builtinSigner: SignatureProvider = {
  name: 'builtin',
  requestSignature: async () => ({ providerRef: null }),
  // No webhook: the built-in signer is answered by send-contract / send-keynua.
  verifyWebhook: () => false,
};

/** Hex HMAC-SHA256 of a webhook body, as the service computes it. */
export const webhookSignature = (secret: string, body: Buffer | string) =>
  createHmac('sha256', secret).update(body).digest('hex');

export function createKeynuaSignatureProvider(options: {
  url: string;
  token: string;
  webhookSecret: string;
  fetchImpl?: typeof fetch;
}): SignatureProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    name: 'keynua',
    async requestSignature(request) {
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          reference: request.signatureId,
          title: request.fileName,
          sha256: request.sha256,
          signer: request.signer,
          document: request.pdf.toString('base64'),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`keynua answered ${response.status}`);
      const body = (await response.json()) as { id?: unknown };
      return { providerRef: typeof body.id === 'string' ? body.id : request.signatureId };
    },
    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader || !/^(sha256=)?[0-9a-f]{64}$/i.test(signatureHeader)) return false;
      const given = Buffer.from(signatureHeader.replace(/^sha256=/i, '').toLowerCase(), 'hex');
      const expected = Buffer.from(webhookSignature(options.webhookSecret, rawBody), 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
