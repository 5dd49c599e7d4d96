// The window's QueryClient: retries only failures worth retrying (ApiError.retryable: UNAVAILABLE,
// DEADLINE_EXCEEDED, ...) with exponential backoff; a refusal or bad input is shown at once.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.js';

export const MAX_RETRIES = 4;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.error.retryable && failureCount < MAX_RETRIES;
}

export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 10_000, refetchOnWindowFocus: false, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
