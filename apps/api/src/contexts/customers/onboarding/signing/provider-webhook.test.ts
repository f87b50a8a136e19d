import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingSignatures, onboardings } from '../../../../db/schema.ts';
import {
  createKeynuaSignatureProvider,
  webhookSignature,
} from '../../../../providers/signature/signature-provider.ts';
import { nextIp } from '../../../../test/accounts.ts';
import {
  client,
  createOnboarding,
  forceState,
  newInvestor,
  validParts,
} from '../../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const SECRET = 'a-shared-secret-of-the-provider';
const sent: Array<{ url: string; body: Record<string, unknown> }> = [];
const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
  sent.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
  return new Response(JSON.stringify({ id: `kn-${sent.length}` }), { status: 200 });
}) as typeof fetch;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    providers: {
      signature: createKeynuaSignatureProvider({
        url: 'https://keynua.test/contracts',
        token: 'token',
        webhookSecret: SECRET,
        fetchImpl: fakeFetch,
      }),
    },
  });
});
afterAll(async () => t.close());

const post = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/onboarding/signing/provider-webhook',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload: body,
    remoteAddress: nextIp(),
  });

describe('a configured signature provider', () => {
  it('receives the generated contract and signs only on a webhook whose HMAC matches the body', async () => {
    const { token, dni } = await newInvestor(t);
    const id = await createOnboarding(t, token);
    const api = client(t, token);
    const parts = validParts(dni);
    for (const [p, body] of Object.entries({
      'personal-information': parts['personal-information'],
      investment: parts.investment,
    }))
      expect((await api.post(`/api/onboarding/${id}/${p}`, body)).statusCode).toBe(200);
    await forceState(t, id, 'PENDING_SIGNATURE');
    const generated = await api.post('/api/onboarding/signing/create-contract', { onboardingId: id });
    expect(generated.statusCode, generated.body).toBe(201);
    const handed = sent.at(-1);
    expect(handed?.url).toBe('https://keynua.test/contracts');
    expect(handed?.body.sha256).toBe(generated.json().data.documents[0].sha256);
    const reference = `kn-${sent.length}`;

    const body = JSON.stringify({
      reference,
      event: 'signed',
      signerIp: '190.12.1.5',
      signerUserAgent: 'Keynua',
    });
    const tampered = body.replace('190.12.1.5', '190.12.1.6');
    const refused = await post(tampered, webhookSignature(SECRET, body));
    expect(refused.statusCode).toBe(401);
    expect((await post(body, 'sha256=' + '0'.repeat(64))).statusCode).toBe(401);
    const [still] = await t.db.select().from(onboardings).where(eq(onboardings.id, id));
    expect(still?.state).toBe('PENDING_SIGNATURE');

    const accepted = await post(body, `sha256=${webhookSignature(SECRET, body)}`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [row] = await t.db.select().from(onboardings).where(eq(onboardings.id, id));
    expect([row?.state, row?.contractState]).toEqual(['WAITING_FOR_APPROVAL', 'SIGNED']);
    const [signature] = await t.db
      .select()
      .from(onboardingSignatures)
      .where(and(eq(onboardingSignatures.onboardingId, id), eq(onboardingSignatures.status, 'SIGNED')));
    expect(signature).toMatchObject({ provider: 'keynua', providerRef: reference, signerIp: '190.12.1.5' });
    expect(signature?.certificateFileId).not.toBeNull();
  });
});
