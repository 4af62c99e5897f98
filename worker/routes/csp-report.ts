import { Hono } from "hono";
import { AppError } from "../middleware/errors";
import { bodyText } from "../middleware/request-body";
import type { AppEnv } from "../types";
import { logText } from "../services/log-text";

const MAX_REPORT_BYTES = 64 * 1024;
const ACCEPTED_TYPES = ["application/csp-report", "application/reports+json", "application/json"];

interface Violation {
  documentUri?: string;
  blockedUri?: string;
  directive?: string;
}

/** Reads both the legacy `report-uri` body and the Reporting API's batch. */
function summarise(body: unknown): Violation[] {
  const one = (r: Record<string, unknown>): Violation => ({
    documentUri: String(r["document-uri"] ?? r["documentURL"] ?? r["documentUri"] ?? ""),
    blockedUri: String(r["blocked-uri"] ?? r["blockedURL"] ?? r["blockedUri"] ?? ""),
    directive: String(r["effective-directive"] ?? r["effectiveDirective"] ?? r["violated-directive"] ?? ""),
  });
  if (Array.isArray(body)) {
    return body
      .filter(
        (r): r is { body: Record<string, unknown> } =>
          typeof r === "object" && r !== null && typeof r.body === "object" && r.body !== null,
      )
      .slice(0, 20)
      .map((r) => one(r.body));
  }
  if (typeof body === "object" && body !== null && "csp-report" in body) {
    const report = (body as Record<string, unknown>)["csp-report"];
    if (typeof report === "object" && report !== null) return [one(report as Record<string, unknown>)];
  }
  return [];
}

/** Content-policy violations are only logged, never stored. */
export const cspReportRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!ACCEPTED_TYPES.includes(type)) {
    throw new AppError(
      "unsupported_media_type",
      415,
      "Send a CSP report as application/csp-report or application/reports+json.",
    );
  }
  const length = Number(c.req.header("Content-Length") ?? 0);
  if (length > MAX_REPORT_BYTES) throw new AppError("payload_too_large", 413, "The report is too large.");
  const text = await bodyText(c.req.raw);
  if (text.length > MAX_REPORT_BYTES) throw new AppError("payload_too_large", 413, "The report is too large.");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", 400, "The report is not valid JSON.");
  }
  const violations = summarise(body);
  if (violations.length === 0) throw new AppError("bad_request", 400, "The body holds no CSP violation report.");
  for (const v of violations) console.warn(`[csp-violation] ${logText(v)}`);
  return c.body(null, 204);
});
