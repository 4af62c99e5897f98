/**
 * A call of better-auth's endpoints (`/api/auth/*`), which AppType doesn't type: JSON both
 * ways, with the session cookie; a body makes it a POST. Apart from the typed client
 * (api-client.ts) so the session check every page makes doesn't bring hono's client along.
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
