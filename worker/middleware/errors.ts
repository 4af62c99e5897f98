import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ApiErrorCode } from "../contract/api-error";
import { ConfigError } from "../config";
import type { Result } from "../services/result";
import { logText } from "../services/log-text";

/** The one error every handler and service throws; rendered in the one error shape. */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** How a route answers each reason a service refuses with: the error's code, status and message. */
export type RefusalAnswers<Reason extends string> = Record<
  Reason,
  readonly [code: ApiErrorCode, status: ContentfulStatusCode, message: string]
>;

/** A service's value, or its refusal answered as the one error, from the route's table. */
export function valueOr<T, Reason extends string>(result: Result<T, Reason>, answers: RefusalAnswers<Reason>): T {
  if (result.ok) return result.value;
  const [code, status, message] = answers[result.reason];
  throw new AppError(code, status, message);
}

export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string[]>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** What a failed zod parse carries, typed loosely so any zod build's errors fit. */
interface ValidationIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

export function fieldErrors(error: ValidationIssues): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Hook for `zValidator`: a failed parse is a 400 with field errors, never a 500. */
export function validationHook(result: { success: boolean; error?: ValidationIssues }, c: Context) {
  if (!result.success && result.error) {
    return c.json(
      errorBody("validation_failed", "Some fields are missing or invalid.", fieldErrors(result.error)),
      400,
    );
  }
}

const STATUS_CODES: Partial<Record<number, ApiErrorCode>> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

export function renderError(err: unknown, c: Context): Response {
  if (err instanceof AppError) {
    const res = c.json(errorBody(err.code, err.message, err.fields), err.status);
    for (const [k, v] of Object.entries(err.headers ?? {})) res.headers.set(k, v);
    return res;
  }
  if (err instanceof ConfigError) {
    console.error(`[config] ${logText(err.message)}`);
    return c.json(errorBody("config_invalid", err.message), 500);
  }
  if (err instanceof HTTPException) {
    // Hono raises these for malformed requests (e.g. a body that is not JSON).
    const status = err.status as ContentfulStatusCode;
    const code: ApiErrorCode = /malformed json/i.test(err.message)
      ? "invalid_json"
      : (STATUS_CODES[status] ?? (status >= 500 ? "internal_error" : "bad_request"));
    return c.json(errorBody(code, err.message || "The request could not be understood."), status);
  }
  console.error(`Unhandled error: ${logText(err)}`);
  return c.json(errorBody("internal_error", "Something went wrong. Please try again."), 500);
}
