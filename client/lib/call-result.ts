import type { ApiErrorBody, ApiErrorCode } from "../../worker/contract/api-error";

/** What a screen needs to know about an API call: its data, or why it failed. */
export type CallResult<T> =
  { ok: true; data: T } | { ok: false; status: number; code?: ApiErrorCode; fields?: Record<string, string[]> };

/** Runs a call of the typed client and reads the one success or error shape, never throwing. */
export async function settle<T>(call: () => Promise<Response>): Promise<CallResult<T>> {
  try {
    const res = await call();
    if (res.status === 204) return { ok: true, data: undefined as T };
    const body = (await res.json().catch(() => null)) as ({ data: T } & Partial<ApiErrorBody>) | null;
    if (res.ok && body && "data" in body) return { ok: true, data: body.data };
    return { ok: false, status: res.status, code: body?.error?.code, fields: body?.error?.fields };
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
