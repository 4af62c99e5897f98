import type { TurnstileAction } from "../contract/lead-capture";
import { ok, refuse, type Result } from "./result";
import { logText } from "./log-text";

/** The token Turnstile's test site keys hand out; the only one local mode accepts. */
export const TURNSTILE_DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export interface TurnstileSettings {
  secretKey: string;
  /** Test secret: decide offline, never call siteverify. */
  local: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface TurnstileCheck {
  token: string | undefined;
  action: TurnstileAction;
  /** The site's hostname; a token solved on another site is refused. */
  hostname: string;
  remoteIp?: string;
}

/** Refused with siteverify's error codes (or what went wrong reaching it), for the log. */
export type TurnstileResult = Result<undefined, string>;

interface SiteverifyResponse {
  success?: boolean;
  action?: string;
  hostname?: string;
  "error-codes"?: string[];
}

/**
 * Verifies a Turnstile token on the server. Fails closed: a missing token, a network failure, a
 * timeout or an unexpected answer all refuse. A retry after a network failure reuses the
 * idempotency key, so siteverify answers it without counting the token as spent.
 */
export async function verifyTurnstile(check: TurnstileCheck, settings: TurnstileSettings): Promise<TurnstileResult> {
  const token = check.token?.trim();
  if (!token) return refuse("missing-input-response");
  if (settings.local) {
    // Test secrets: 1x… passes the dummy token, 2x… always fails, 3x… reports a spent token.
    if (settings.secretKey.startsWith("1x") && token === TURNSTILE_DUMMY_TOKEN) return ok();
    return refuse(settings.secretKey.startsWith("3x") ? "timeout-or-duplicate" : "invalid-input-response");
  }

  const body = new FormData();
  body.set("secret", settings.secretKey);
  body.set("response", token);
  if (check.remoteIp) body.set("remoteip", check.remoteIp);
  body.set("idempotency_key", crypto.randomUUID());
  const doFetch = settings.fetch ?? fetch;

  let answer: SiteverifyResponse | undefined;
  for (let attempt = 0; attempt < 2 && !answer; attempt++) {
    try {
      const res = await doFetch(SITEVERIFY_URL, {
        method: "POST",
        body,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
      });
      if (res.status >= 500) continue;
      answer = (await res.json()) as SiteverifyResponse;
    } catch (err) {
      console.warn(`[turnstile] siteverify unreachable: ${logText(err instanceof Error ? err.message : err)}`);
    }
  }
  if (!answer) return refuse("siteverify-unavailable");
  if (answer.success !== true) return refuse(answer["error-codes"]?.join(",") || "rejected");
  if (answer.action !== check.action) return refuse(`action-mismatch:${answer.action ?? ""}`);
  if (answer.hostname !== check.hostname) return refuse(`hostname-mismatch:${answer.hostname ?? ""}`);
  return ok();
}
