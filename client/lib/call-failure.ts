import type { ApiErrorCode } from "#worker/contract/api-error";
import { notifyError } from "../components/ui/toast";

/**
 * A failed call as a screen sees it: the HTTP status (0 when the request never completed), the
 * API's error code, the wait a 429 announced (Retry-After, in seconds) and, for better-auth,
 * its own message.
 */
export interface CallFailure {
  status: number;
  code?: string;
  retryAfter?: number;
  message?: string;
}

/** A rule of a feature's wording: an API error code, an HTTP status, or any of several. */
type Match = ApiErrorCode | (string & {}) | number | readonly (ApiErrorCode | (string & {}) | number)[];

/**
 * How a feature words its failures. Read in this order: `offline` (status 0), then `cases`
 * (first match wins), then `code` (a code looked up at run time, e.g. in a translated table),
 * then `tooMany` (429, whose code is always rate_limited; told the wait when the answer gave
 * one), then `otherwise`. A step a feature leaves out falls through to the next.
 */
export interface FailureWording<M> {
  offline?: M;
  cases?: ReadonlyArray<readonly [Match, M]>;
  code?: (code: string) => M | null | undefined;
  tooMany?: M | ((waitSeconds: number | null) => M);
  otherwise: M | ((failure: CallFailure) => M);
}

const matches = (failure: CallFailure, match: Match): boolean =>
  Array.isArray(match)
    ? match.some((one) => matches(failure, one))
    : typeof match === "number"
      ? failure.status === match
      : failure.code === match;

/** What a feature says about a failed call: the one mapping from status and code to its wording. */
export function describeFailure<M>(failure: CallFailure, wording: FailureWording<M>): M {
  if (failure.status === 0 && wording.offline !== undefined) return wording.offline;
  for (const [match, said] of wording.cases ?? []) if (matches(failure, match)) return said;
  const byCode = failure.code ? wording.code?.(failure.code) : null;
  if (byCode != null) return byCode;
  if ((failure.status === 429 || failure.code === "rate_limited") && wording.tooMany !== undefined)
    return typeof wording.tooMany === "function"
      ? (wording.tooMany as (waitSeconds: number | null) => M)(failure.retryAfter ?? null)
      : wording.tooMany;
  return typeof wording.otherwise === "function"
    ? (wording.otherwise as (failure: CallFailure) => M)(failure)
    : wording.otherwise;
}

/** A toast's two lines: the title, and the text under it if any. */
export interface ToastWords {
  title: string;
  text?: string;
}

/** A failed call as the site's error toast, worded by the feature (see `describeFailure`). */
export function notifyFailure(failure: CallFailure, wording: FailureWording<ToastWords>): void {
  const { title, text } = describeFailure(failure, wording);
  notifyError(title, text);
}
