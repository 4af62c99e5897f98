import { Hono } from "hono";
import { pageViewBeaconSchema } from "../contract/audience";
import { countPageView } from "../middleware/audience";
import { jsonFormBody } from "../middleware/json-body";
import { validate } from "../middleware/validate";
import type { AppEnv } from "../types";

/**
 * `audience`: the app's beacon after a client-side navigation, which the Worker did not serve and
 * so could not count (docs/decisions/039-audience-without-cookies.md). The first page of a visit
 * is counted when its document is served; the app sends nothing for it. The answer is the same
 * whether the view counted or not (a crawler, the studio, an address with no page).
 */
export const audienceRoutes = new Hono<AppEnv>().post(
  "/views",
  jsonFormBody,
  validate("json", pageViewBeaconSchema),
  (c) => {
    countPageView(c, c.req.valid("json").path);
    return c.body(null, 204);
  },
);
