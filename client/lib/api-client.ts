import { hc } from "hono/client";
import type { AppType } from "../../worker/app";

/** The one typed client for the Worker's API: every call of `/api` goes through it. */
export const api = hc<AppType>("/api");

/**
 * A call of better-auth's endpoints (`/api/auth/*`), which AppType doesn't type: JSON both
 * ways, with the session cookie; a body makes it a POST.
 */
export function authEndpoint(path: `/${string}`, body?: unknown): Promise<Response> {
  const method = body === undefined ? "GET" : "POST";
  // eslint-disable-next-line no-restricted-syntax -- this module is the API client the rule sends every call to
  return fetch(`/api/auth${path}`, {
    method,
    credentials: "same-origin",
    headers: { Accept: "application/json", ...(method === "POST" ? { "Content-Type": "application/json" } : {}) },
    ...(method === "POST" ? { body: JSON.stringify(body ?? {}) } : {}),
  });
}
