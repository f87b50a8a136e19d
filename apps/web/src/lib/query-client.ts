import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One QueryClient for the app. API errors are answers, not glitches: only network failures retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        error instanceof ApiError && error.kind === 'network' && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
