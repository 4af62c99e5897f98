/**
 * wouter imports `useSyncExternalStore` from the `use-sync-external-store` shim, written for
 * React 16 and 17; React 19 has the hook itself. The build points the shim here (vite.config.ts),
 * so the entry doesn't carry the shim's code.
 */
export { useSyncExternalStore } from "react";
