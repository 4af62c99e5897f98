/**
 * How a service says no: `{ ok: false, reason }` with a reason from a closed set the caller can
 * switch on, instead of throwing an HTTP error (services know nothing of HTTP). The route turns
 * each reason into its status and message; a success carries its value.
 */
export type Result<T, Reason extends string> = { ok: true; value: T } | { ok: false; reason: Reason };

export type Refusal<Reason extends string> = { ok: false; reason: Reason };

export function ok(): { ok: true; value: undefined };
export function ok<T>(value: T): { ok: true; value: T };
export function ok<T>(value?: T) {
  return { ok: true, value };
}

export function refuse<Reason extends string>(reason: Reason): Refusal<Reason> {
  return { ok: false, reason };
}
