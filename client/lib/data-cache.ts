import type { SWRConfiguration } from "swr";

/**
 * SPEC.md §7: fetched data is fresh for 5 minutes, not refetched on window focus, and a
 * failed fetch is retried once. Every swr hook of every feature runs with these settings.
 */
export const DATA_FRESH_MS = 5 * 60 * 1000;

export const SWR_SETTINGS: SWRConfiguration = {
  dedupingInterval: DATA_FRESH_MS,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  errorRetryCount: 1,
};
