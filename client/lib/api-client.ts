import { hc } from "hono/client";
import type { AppType } from "#worker/app";

/** The one typed client for the Worker's API: every call of `/api` goes through it. */
export const api = hc<AppType>("/api");
