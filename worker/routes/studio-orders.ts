import { Hono } from "hono";
import { studioOrderListQuerySchema, studioOrderParamSchema } from "../contract/studio-orders";
import { AppError } from "../middleware/errors";
import { validate } from "../middleware/validate";
import { getStudioOrder, listStudioOrders } from "../services/studio/orders";
import type { AppEnv } from "../types";

/**
 * The studio's orders (issue 20), reading only: the list and one order whole. Mounted after
 * `studioOnly`, so every endpoint here is the author's, in a session that passed the second factor.
 */
export const studioOrderRoutes = new Hono<AppEnv>()
  .get("/", validate("query", studioOrderListQuerySchema), async (c) => {
    return c.json({ data: await listStudioOrders(c.var.db, c.req.valid("query")) });
  })
  .get("/:id", validate("param", studioOrderParamSchema), async (c) => {
    const order = await getStudioOrder(c.var.db, c.req.valid("param").id, c.var.config.downloads.sharingNetworks);
    if (!order) throw new AppError("not_found", 404, "There is no such order.");
    return c.json({ data: order });
  });
