import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, createOnboarding, newInvestor, validParts } from '../../../test/onboarding.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

it('gives the owner the step-1 data saved so far and which screens remain', async () => {
  const { token, dni } = await newInvestor(t);
  const id = await createOnboarding(t, token);
  const api = client(t, token);
  const parts = validParts(dni);
  expect((await api.post(`/api/onboarding/${id}/address`, parts.address)).statusCode).toBe(200);

  const res = await api.get(`/api/onboarding/linking/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  const linking = res.json().data;
  expect(linking).toMatchObject({ _id: id, onboardingId: id, state: 'IN_PROGRESS', step1Complete: false });
  expect(linking.parts).toEqual({ address: parts.address });
  expect(linking.screens.find((s: { part: string }) => s.part === 'address')).toMatchObject({ saved: true });
  expect(linking.screens.filter((s: { saved: boolean }) => !s.saved).length).toBeGreaterThan(5);
  expect(linking).not.toHaveProperty('investment');
});

it('answers 404 to anyone else, 400 to a malformed id and 401 to a guest', async () => {
  const { token } = await newInvestor(t);
  const id = await createOnboarding(t, token);
  const { token: stranger } = await newInvestor(t);
  expect((await client(t, stranger).get(`/api/onboarding/linking/${id}`)).statusCode).toBe(404);
  const bad = await client(t, token).get('/api/onboarding/linking/no-es-un-id');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/[áéíóúñ]|no válid/i);
  expect((await t.app.inject({ method: 'GET', url: `/api/onboarding/linking/${id}` })).statusCode).toBe(401);
});
