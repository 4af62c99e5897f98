import { Hono } from "hono";
import { listDevMail } from "../email/dev-mailbox-transport";
import { isLocalDevelopment } from "../middleware/config";
import { AppError } from "../middleware/errors";
import type { AppEnv } from "../types";

/** `GET /api/dev/mail`: the local dev mailbox, newest first. Development only. */
export const devMailRoutes = new Hono<AppEnv>().get("/mail", async (c) => {
  if (!isLocalDevelopment(c)) throw new AppError("not_found", 404, "No API endpoint GET /api/dev/mail.");
  const mail = await listDevMail(c.var.db);
  c.header("Cache-Control", "no-store");
  return c.json({ data: mail });
});
