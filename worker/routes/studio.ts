import { Hono } from "hono";
import type { StudioAccess } from "../contract/studio";
import { auditLogQuerySchema, audienceQuerySchema } from "../contract/studio";
import { loadViewer, privateAnswers } from "../middleware/session";
import { studioOnly, studioStageOf } from "../middleware/studio-access";
import { studioLeadRoutes } from "./studio-leads";
import { studioNewsletterRoutes } from "./studio-newsletter";
import { studioSalesRoutes } from "./studio-sales";
import { studioOrderRoutes } from "./studio-orders";
import { studioCodeRoutes } from "./studio-codes";
import { studioCatalogueRoutes, studioProductRoutes, studioReviewRoutes } from "./studio-products";
import { studioCoverRoutes, studioFileRoutes, studioUploadRoutes } from "./studio-uploads";
import { studioFileFactRoutes, studioSampleRoutes } from "./studio-samples";
import { studioDownloadRequestRoutes } from "./studio-download-requests";
import { studioWhoseCopyRoutes } from "./studio-whose-copy";
import { studioSiteSettingRoutes } from "./site-settings";
import { validate } from "../middleware/validate";
import { audienceReport } from "../services/audience-report";
import { listAuditLog } from "../services/studio/audit-log";
import { deskFigures } from "../services/studio/desk-figures";
import { launchCheck } from "../services/launch-check";
import { studioCommentRoutes, studioReaderRoutes } from "./studio-moderation";
import type { AppEnv } from "../types";

/**
 * The studio's API (decision 041). `/access` is the door: it answers an author who
 * has not passed the second factor with what to do next; everything after it needs a session
 * that has. Writes also pass the API's same-origin check (worker/app.ts).
 */
export const studioRoutes = new Hono<AppEnv>()
  .use(privateAnswers, loadViewer)
  .get("/access", async (c) => {
    const { viewer, stage } = await studioStageOf(c);
    const { user } = viewer;
    return c.json({ data: { stage, name: user.name, email: user.email } satisfies StudioAccess });
  })
  .use(studioOnly)
  .get("/audit-log", validate("query", auditLogQuerySchema), async (c) => {
    return c.json({ data: await listAuditLog(c.var.db, c.req.valid("query")) });
  })
  // Visits, visitors, pages, referrers, countries, languages, devices and the pages that lead
  // to sign-ups and leads, for 7, 30, 90 or 365 days (decision 039).
  .get("/audience", validate("query", audienceQuerySchema), async (c) => {
    return c.json({ data: await audienceReport(c.var.db, c.req.valid("query").period) });
  })
  // What arrived in the period and what waits now, from the records themselves.
  .get("/figures", validate("query", audienceQuerySchema), async (c) => {
    return c.json({ data: await deskFigures(c.var.db, c.req.valid("query").period) });
  })
  // Before going live: what is still a stand-in or can't be right (decision 075).
  .get("/launch-check", async (c) => {
    return c.json({ data: await launchCheck({ db: c.var.db, files: c.env.FILES, config: c.var.config }) });
  })
  // The moderation queue and readers.
  .route("/comments", studioCommentRoutes)
  .route("/readers", studioReaderRoutes)
  .route("/leads", studioLeadRoutes)
  .route("/newsletter", studioNewsletterRoutes)
  .route("/sales", studioSalesRoutes)
  .route("/orders", studioOrderRoutes)
  .route("/codes", studioCodeRoutes)
  .route("/products", studioProductRoutes)
  .route("/catalogue", studioCatalogueRoutes)
  // Readers' reviews waiting for the author (decision 050).
  .route("/reviews", studioReviewRoutes)
  // Files and covers from the browser into the private bucket (decision 046).
  .route("/uploads", studioUploadRoutes)
  .route("/files", studioFileRoutes)
  .route("/files", studioFileFactRoutes)
  .route("/samples", studioSampleRoutes)
  .route("/covers", studioCoverRoutes)
  .route("/download-requests", studioDownloadRequestRoutes)
  // Whose copy a file found online, or its mark, is (decision 054).
  .route("/whose-copy", studioWhoseCopyRoutes)
  // The site's settings the author changes without a deploy (the construction notice).
  .route("/site-settings", studioSiteSettingRoutes);
