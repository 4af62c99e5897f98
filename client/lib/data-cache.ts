import { useCallback } from "react";
import useSWR, { mutate, useSWRConfig, type Key, type SWRConfiguration, type SWRResponse } from "swr";

/**
 * Fetched data is fresh for 5 minutes, not refetched on window focus, and a
 * failed fetch is retried once. Every feature fetches through `useData`, so every fetch runs
 * with these settings.
 */
export const DATA_FRESH_MS = 5 * 60 * 1000;

export const SWR_SETTINGS: SWRConfiguration = {
  dedupingInterval: DATA_FRESH_MS,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  errorRetryCount: 1,
};

/**
 * swr with the site's settings. A hook rather than an app-wide <SWRConfig>, so swr loads with
 * the first feature that fetches instead of weighing on every first load.
 */
export function useData<T>(key: Key, fetcher: () => Promise<T>): SWRResponse<T, Error> {
  return useSWR<T, Error>(key, fetcher, SWR_SETTINGS);
}

/**
 * Drops what the cache holds for every string key `match` accepts, without asking again: the
 * next screen that uses one fetches it afresh. For a change that makes other lists stale.
 */
export function forgetData(match: (key: string) => boolean): void {
  void mutate((key) => typeof key === "string" && match(key), undefined, { revalidate: false });
}

/**
 * Sets what the cache holds for `key` without asking again, from outside the hook that reads
 * it: for an answer that arrives after the reading component's key has changed.
 */
export function useDataSetter(): <T>(key: Key, data: T) => Promise<unknown> {
  const { mutate: set } = useSWRConfig();
  return useCallback((key, data) => set(key, data, { revalidate: false }), [set]);
}
