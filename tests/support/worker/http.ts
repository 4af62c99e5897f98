import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { ApiErrorBody } from "#worker/contract/api-error";
import { ipSequence } from "../shared/clients";

export const ORIGIN = "http://127.0.0.1:8787";

/** Calls the Worker as the network would, without following redirects. */
export function request(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }));
}

/** A browser-like page request with an explicit language choice, so no locale redirect. */
export function page(path: string, headers: Record<string, string> = {}) {
  return request(path, { headers: { Accept: "text/html", Cookie: "language=en", ...headers } });
}

/**
 * The client IP of the next request made through these helpers. better-auth's limiter and the
 * site's own count per IP and path, so every request gets a fresh one.
 */
export const nextIp = ipSequence();

/**
 * A call to the site's own API, optionally as a signed-in reader. A `json` body is sent as
 * application/json; `body` is sent as given.
 */
export function api(
  path: string,
  {
    method = "GET",
    reader,
    json,
    body,
    headers = {},
  }: {
    method?: string;
    reader?: { cookie: string } | null;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
  } = {},
) {
  return request(`/api${path}`, {
    method,
    headers: {
      "CF-Connecting-IP": nextIp(),
      ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(reader ? { Cookie: reader.cookie } : {}),
      ...headers,
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : body !== undefined ? { body } : {}),
  });
}

/** Drops keys whose value is undefined, so "missing" means absent from the JSON. */
export function withoutUndefined(body: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/** Asserts the one error shape every API error answers with, and returns its `error`. */
export async function expectError(res: Response, status: number, code: string) {
  expect(res.status, `HTTP status (${code})`).toBe(status);
  const body = await res.json<ApiErrorBody>();
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  return body.error;
}

/** Asserts a success answer (200 unless told) and returns its `data`; a failure shows its body. */
export async function expectData<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json<{ data: T }>()).data;
}
