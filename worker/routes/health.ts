import { Hono } from "hono";
import { errorBody } from "../middleware/errors";
import { recentHealth } from "../services/health";
import type { AppEnv } from "../types";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const report = await recentHealth({ db: c.var.db, kv: c.env.KV, files: c.env.FILES });
  c.header("Cache-Control", "no-store");
  return c.json(report, report.status === "ok" ? 200 : 503);
});

// Outside the chain: refusals are not part of the typed client's API.
healthRoutes.all("/", (c) => {
  c.header("Allow", "GET, HEAD");
  return c.json(errorBody("method_not_allowed", "Use GET."), 405);
});
