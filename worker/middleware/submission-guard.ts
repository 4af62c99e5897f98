import type { Context } from "hono";
import type { TurnstileAction } from "../contract/lead-capture";
import { RATE_LIMITS, type RateLimitName } from "../contract/rate-limits";
import { consumeRateLimit } from "../services/rate-limit";
import { verifyTurnstile } from "../services/turnstile";
import type { AppEnv } from "../types";
import { AppError } from "./errors";
import { logText } from "../services/log-text";

/** Who is asking, for per-client limits. Cloudflare sets the header; local tools may not. */
export function clientIp(c: Context<AppEnv>): string {
  const ip = c.req.header("CF-Connecting-IP") ?? c.req.header("X-Real-IP") ?? "unknown";
  return ip.includes(":") ? ipv6Prefix(ip) : ip;
}

/**
 * An IPv6 client is counted by its /64: one subscriber line usually holds a whole /64, so
 * counting single addresses would let one visitor rotate through billions of them.
 */
export function ipv6Prefix(ip: string): string {
  // An IPv4 client written as IPv6 (::ffff:203.0.113.7) is that IPv4 client.
  const mapped = /^(?:0{0,4}:){0,5}(?::|0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = "", tail] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Counts one attempt against an exact limit of the table (by client address unless a subject,
 * such as `user:<id>`, is given); over it, a 429 with Retry-After.
 */
export async function enforceRateLimit(c: Context<AppEnv>, name: RateLimitName, subject: string = clientIp(c)) {
  const result = await consumeRateLimit(c.var.db, `${name}:${subject}`, RATE_LIMITS[name]);
  if (!result.allowed) {
    throw new AppError("rate_limited", 429, "Too many requests. Please wait before trying again.", undefined, {
      "Retry-After": String(result.retryAfterSeconds),
    });
  }
}

/**
 * What every public form goes through after its body is valid: the exact per-client limit
 * first (so a flood never reaches siteverify), then the bot check.
 */
export async function guardSubmission(c: Context<AppEnv>, action: TurnstileAction, token: string | undefined) {
  await enforceRateLimit(c, action);
  const { turnstile } = c.var.config;
  const result = await verifyTurnstile(
    { token, action, hostname: new URL(c.var.origin).hostname, remoteIp: c.req.header("CF-Connecting-IP") },
    { secretKey: turnstile.secretKey, local: turnstile.local },
  );
  if (!result.ok) {
    console.warn(`[turnstile] refused ${logText(action)}: ${logText(result.reason)}`);
    throw new AppError("bot_check_failed", 403, "The security check failed. Please reload the page and try again.");
  }
}
