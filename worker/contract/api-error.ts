/** The one error shape every API error answers with, with a real status; the client maps `code` to a toast. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    /** Field name → messages, for validation errors. */
    fields?: Record<string, string[]>;
  };
}

export const API_ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "invalid_json",
  "unauthorized",
  "forbidden",
  "second_factor_required",
  "not_found",
  "method_not_allowed",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "bot_check_failed",
  "link_invalid",
  "link_expired",
  "edit_window_closed",
  "commenting_blocked",
  "not_purchasable",
  "cart_full",
  "already_owned",
  "not_draft",
  "no_recipients",
  "config_invalid",
  "service_unavailable",
  "internal_error",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
