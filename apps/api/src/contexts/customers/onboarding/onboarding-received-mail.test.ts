import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/schema.ts';
import { client, createOnboarding, newInvestor, validParts } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const SUBJECT = 'Recibimos los datos de tu solicitud de inversión';
const receivedMails = (dni: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.subject, SUBJECT), like(mailOutbox.toAddress, `%${dni}%`)));

it('mails the investor once when step 1 is first complete, not on a later edit', async () => {
  const { token, dni } = await newInvestor(t);
  const id = await createOnboarding(t, token);
  const api = client(t, token);
  const parts = validParts(dni);
  const steps: Array<[string, unknown]> = [
    ['personal-information', parts['personal-information']],
    ['personal-birthdata', parts['personal-birthdata']],
    ['address', parts.address],
    ['personal-ocupation', parts['personal-ocupation']],
    ['pep', parts.pep],
    ['beneficiary-personal-information', { holder: 'SELF' }],
    ['final-beneficiary', parts['final-beneficiary']],
    ['account-type', { accountType: 'INDIVIDUAL' }],
    ['investment', parts.investment],
    ['bank-account', parts['bank-account']],
  ];
  for (const [path, body] of steps.slice(0, -1)) {
    expect((await api.post(`/api/onboarding/${id}/${path}`, body)).statusCode).toBe(200);
  }
  expect(await receivedMails(dni)).toHaveLength(0);

  const [lastPath, lastBody] = steps.at(-1)!;
  const done = await api.post(`/api/onboarding/${id}/${lastPath}`, lastBody);
  expect(done.json().data.state).toBe('PENDING_SIGNATURE');
  const [mail] = await receivedMails(dni);
  expect(mail?.textBody).toContain('Factoring');
  expect(mail?.textBody).toContain(`/onboarding/${id}`);

  // An edit from step 2 completes step 1 again: no second mail.
  const edited = await api.post(`/api/onboarding/${id}/${lastPath}`, lastBody);
  expect(edited.json().data.state).toBe('PENDING_SIGNATURE');
  expect(await receivedMails(dni)).toHaveLength(1);
});
