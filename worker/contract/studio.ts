import type { SalesFigures } from "./studio-sales-fields";
import { AUDIENCE_PERIODS, type AudiencePeriod } from "./audience";
import { z } from "./zod";

/**
 * The studio's author on a local machine when STUDIO_ADMINS is unset: the account the local
 * seed creates (seed/110-studio-author.sql, password in the README). Never in production.
 */
export const LOCAL_STUDIO_AUTHOR = "author@example.com";

/**
 * Where a signed-in author stands at the studio's door: `enrol` (no authenticator app yet),
 * `verify` (this session has not passed the second factor), `in`.
 */
export type StudioStage = "enrol" | "verify" | "in";

/** `GET /api/studio/access`: who is at the door and what they must do next. */
export interface StudioAccess {
  stage: StudioStage;
  name: string;
  email: string;
}

/** A page of a studio list, newest first: pass `next` back as `before` for the following page. */
export const studioPageQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The audit log's filters (`GET /api/studio/audit-log`). */
export const auditLogQuerySchema = studioPageQuerySchema.extend({
  action: z.string().trim().min(1).max(64).optional(),
  objectType: z.string().trim().min(1).max(64).optional(),
  objectId: z.string().trim().min(1).max(128).optional(),
});

/** One entry of the audit log as the studio reads it; `before`/`after` are parsed JSON or null. */
export interface AuditRow {
  id: number;
  at: number;
  actorEmail: string;
  action: string;
  objectType: string | null;
  objectId: string | null;
  before: unknown;
  after: unknown;
}

/** The audience report's period (`GET /api/studio/audience?period=30`), 30 days unless asked. */
export const audienceQuerySchema = z.object({
  period: z.coerce
    .number()
    .refine((n): n is AudiencePeriod => (AUDIENCE_PERIODS as readonly number[]).includes(n), "period_invalid")
    .default(30)
    .transform((n) => n as AudiencePeriod),
});

/**
 * The overview's figures from the site's own records (`GET /api/studio/figures?period=30`): what
 * arrived in the period, and what waits for the author now. Each links to its list.
 */
export interface DeskFigures {
  period: AudiencePeriod;
  /** The period's first and last days, `YYYY-MM-DD` (UTC), as the lists' filters take them. */
  from: string;
  to: string;
  newsletter: { signUps: number; confirmations: number };
  leads: { contact: number; resume: number; excerpt: number };
  /** New reader accounts. */
  readers: number;
  /**
   * What sold in the period, as the Sales section counts it (payments on the day they landed,
   * refunds on the day they were made), in the currency the shop sells in.
   */
  sales: SalesFigures & { currency: string };
  /**
   * Now, whatever the period: leads not yet answered or archived, comments to moderate, readers'
   * reviews waiting for approval and buyers' requests for more downloads.
   */
  waiting: {
    leads: number;
    pendingComments: number;
    reportedComments: number;
    reviews: number;
    downloadRequests: number;
  };
}
