import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../session';
import { fakeApi, success } from '../test-utils';
import { useOnboardingQuantities } from './get-onboarding-quantities';

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('reads the counts again when a screen opens, even with a recent copy cached', async () => {
  const api = fakeApi({
    'GET /api/admin/onboarding/listQuantities': () => success({ total: 1, byState: { ON_HOLD: 1 } }),
  });
  // The app's own default: data younger than 30 s is not read again on its own.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  client.setQueryData(['admin', 'onboarding-quantities'], { total: 0, byState: {} });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useOnboardingQuantities(), { wrapper });
  await vi.waitFor(() => expect(result.current.data?.total).toBe(1));
  expect(api.calls('GET /api/admin/onboarding/listQuantities')).toHaveLength(1);
});
