import { QueryClient } from '@tanstack/react-query';

/**
 * The API client already retries session problems and stops calling URLs that keep failing, and it
 * answers `false` instead of throwing, so TanStack Query must not retry on top of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
