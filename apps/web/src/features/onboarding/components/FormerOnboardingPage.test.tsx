import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failure, fakeApi, renderRoute, success } from '../../../lib/test-utils';
import { pendingFixture } from '../test-fixtures';
import FormerOnboardingPage from './FormerOnboardingPage';

beforeEach(() => saveSession({ accessToken: 'access-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('leads an old link to the request in flight', async () => {
  fakeApi({ 'GET /api/onboarding/pending': () => success(pendingFixture()) });
  renderRoute(<FormerOnboardingPage />, '/onboardingOld');
  expect((await screen.findByTestId('location')).textContent).toBe(
    `/onboarding/${pendingFixture().onboardingId}`,
  );
});

it('leads to the portfolio when there is no request in flight', async () => {
  fakeApi({ 'GET /api/onboarding/pending': () => failure(404, 'NOT_FOUND') });
  renderRoute(<FormerOnboardingPage />, '/onboardingOld');
  expect((await screen.findByTestId('location')).textContent).toBe('/portafolio');
});
