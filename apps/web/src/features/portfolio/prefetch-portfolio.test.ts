import { afterEach, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { clearSession, saveSession } from '../../lib/session';
import { fakeApi, success } from '../../lib/test-utils';
import prefetchPortfolio from './prefetch-portfolio';

const firstScreen = [
  'GET /api/customers/banners',
  'GET /api/portfolio/funds',
  'GET /api/portfolio/resume/PEN',
  'GET /api/portfolio/resume/USD',
  'GET /api/rescues/total-pendings',
];

afterEach(() => {
  queryClient.clear();
  clearSession();
  vi.unstubAllGlobals();
});

it('asks for what the first screen waits for, with the session, once while the answers are fresh', async () => {
  saveSession({ accessToken: 'access-1' });
  const api = fakeApi(Object.fromEntries(firstScreen.map((key) => [key, () => success({})])));
  prefetchPortfolio();
  await expect.poll(() => api.fetchMock.mock.calls.length).toBe(firstScreen.length);
  for (const key of firstScreen) {
    expect(api.calls(key).map((call) => call.headers.get('Authorization'))).toEqual(['Bearer access-1']);
  }
  await expect.poll(() => queryClient.isFetching()).toBe(0);
  prefetchPortfolio();
  expect(api.fetchMock.mock.calls.length).toBe(firstScreen.length);
});

it('asks for nothing without a session: the guard sends the visitor to /login', () => {
  const api = fakeApi({});
  prefetchPortfolio();
  expect(api.fetchMock).not.toHaveBeenCalled();
});
