import { Hono } from "hono";
import type { Context } from "hono";
import { getDevMail, listDevMail } from "../email/dev-mailbox-transport";
import { fileDownloadResponse } from "../services/file-download";
import { listUndelivered } from "../email/outbox";
import { isLocalDevelopment } from "../middleware/config";
import { AppError } from "../middleware/errors";
import { runSweep } from "../services/sweep";
import type { AppEnv } from "../types";

/** Development-only tools answer as if they did not exist anywhere else. */
function developmentOnly(c: Context<AppEnv>) {
  if (!isLocalDevelopment(c)) throw new AppError("not_found", 404, `No API endpoint ${c.req.method} ${c.req.path}.`);
  c.header("Cache-Control", "no-store");
}

/**
 * Development only: `GET /api/dev/mail`, the local dev mailbox, newest first (`GET
 * /api/dev/mail/:id/attachments/:n` serves an attachment); `GET
 * /api/dev/outbox`, what has not been delivered (given up first); `POST /api/dev/sweep`, the
 * cron's work run now (wrangler dev cannot trigger the scheduled handler of a Worker with
 * assets: decision 018), answering its report.
 */
export const devMailRoutes = new Hono<AppEnv>()
  .get("/mail", async (c) => {
    developmentOnly(c);
    return c.json({ data: await listDevMail(c.var.db) });
  })
  // An attachment as it was sent (the R2 object the outbox row named), for a person to check.
  .get("/mail/:id{.+}/attachments/:index{[0-9]+}", async (c) => {
    developmentOnly(c);
    const mail = await getDevMail(c.var.db, c.req.param("id"));
    const attachment = mail?.attachments[Number(c.req.param("index"))];
    const res = attachment
      ? await fileDownloadResponse(c.env.FILES, attachment.key, attachment.filename, attachment.contentType)
      : null;
    if (!res) throw new AppError("not_found", 404, "There is no such attachment in the dev mailbox.");
    return res;
  })
  .get("/outbox", async (c) => {
    developmentOnly(c);
    return c.json({ data: await listUndelivered(c.var.db) });
  })
  .post("/sweep", async (c) => {
    developmentOnly(c);
    return c.json({ data: await runSweep(c.var.config, c.var.db, { bucket: c.env.FILES, origin: c.var.origin }) });
  });
