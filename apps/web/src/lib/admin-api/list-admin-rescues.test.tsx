import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { saveSession } from '../session';
import { fakeApi, success } from '../test-utils';
import { adminRescuesKey, useAdminRescues } from './list-admin-rescues';

beforeEach(() => saveSession({ accessToken: 'admin-1' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('reads the pending rescues again when the list opens, even with a recent copy cached', async () => {
  const api = fakeApi({ 'GET /api/admin/rescues?status=PENDING': () => success([]) });
  // The app's own default: data younger than 30 s is not read again on its own.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  client.setQueryData([...adminRescuesKey, 'PENDING'], [{ id: 'old' }]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useAdminRescues('PENDING'), { wrapper });
  await vi.waitFor(() => expect(result.current.data).toEqual([]));
  expect(api.calls('GET /api/admin/rescues?status=PENDING')).toHaveLength(1);
});
