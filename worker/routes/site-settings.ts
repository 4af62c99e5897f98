import { Hono } from "hono";
import { siteSettingsBodySchema } from "../contract/site-settings";
import { requireViewer } from "../middleware/session";
import { validate } from "../middleware/validate";
import { changeSiteSettings, readSiteSettings, studioSiteSettings } from "../services/site-settings";
import type { AppEnv } from "../types";

/**
 * What a page needs of the site's settings. Asked only when it matters (the construction notice
 * asks when it is due), and never kept, so the author's change holds from the next ask.
 */
export const siteSettingRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ data: await readSiteSettings(c.var.db) });
});

/** The studio's side: the settings with who changed them, and a change. Mounted after `studioOnly`. */
export const studioSiteSettingRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ data: await studioSiteSettings(c.var.db) }))
  .put("/", validate("json", siteSettingsBodySchema), async (c) => {
    return c.json({ data: await changeSiteSettings(c.var.db, requireViewer(c).user, c.req.valid("json")) });
  });
