import type { ClientResponse } from "hono/client";
import type { ResponseFormat } from "hono/types";
import type { ApiErrorBody, ApiErrorCode } from "#worker/contract/api-error";
import type { CallFailure } from "./call-failure";

/** What a screen needs to know about an API call: its data, or why it failed. */
export type CallResult<T> =
  | { ok: true; data: T }
  | ({ ok: false; code?: ApiErrorCode; fields?: Record<string, string[]> } & Omit<CallFailure, "code" | "message">);

/** Any answer of the typed client (`api.….$get()` and the like). */
type AnyClientResponse = ClientResponse<unknown, number, ResponseFormat>;

/**
 * The data a typed client call answers with, read from its success shape `{ data }` (AppType
 * declares it per route); a 204 answers with nothing.
 */
export type DataOf<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format>
    ? Status extends 204
      ? void
      : Body extends { data: infer D }
        ? D
        : never
    : never;

/** The seconds a 429's Retry-After asks to wait, when it says. */
function retryAfterOf(res: Response | AnyClientResponse): number | undefined {
  const seconds = Number(res.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * Runs a call of the typed client and reads the one success or error shape, never throwing.
 * The data's type is the route's own, as AppType declares it.
 */
export async function settle<R extends AnyClientResponse>(call: () => Promise<R>): Promise<CallResult<DataOf<R>>> {
  type T = DataOf<R>;
  try {
    const res = await call();
    if (res.status === 204) return { ok: true, data: undefined as T };
    const body = (await res.json().catch(() => null)) as ({ data: T } & Partial<ApiErrorBody>) | null;
    if (res.ok && body && "data" in body) return { ok: true, data: body.data };
    const retryAfter = retryAfterOf(res);
    return {
      ok: false,
      status: res.status,
      code: body?.error?.code,
      fields: body?.error?.fields,
      ...(retryAfter ? { retryAfter } : {}),
    };
  } catch {
    return { ok: false, status: 0 }; // offline or the request never completed
  }
}

/** An API failure as swr keeps it: the HTTP status (0 offline) and the API's error code. */
export class CallError extends Error {
  constructor(
    readonly status: number,
    readonly code?: ApiErrorCode,
  ) {
    super(code ?? `HTTP ${status}`);
    this.name = "CallError";
  }
}

/** A CallResult in swr's world: its data, or a thrown CallError swr keeps. */
export function dataOrThrow<T>(result: CallResult<T>): T {
  if (!result.ok) throw new CallError(result.status, result.code);
  return result.data;
}

/** `dataOrThrow` of a call still on its way. */
export async function unwrap<T>(call: Promise<CallResult<T>>): Promise<T> {
  return dataOrThrow(await call);
}
