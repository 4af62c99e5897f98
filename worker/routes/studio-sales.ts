import { Hono } from "hono";
import { salesPeriodSchema, salesQuerySchema } from "../contract/studio-sales";
import { csvDownload } from "../middleware/csv-download";
import { requireViewer } from "../middleware/session";
import { validate } from "../middleware/validate";
import { auditInsert } from "../services/studio/audit-log";
import { exportSalesLinesCsv, exportSalesOrdersCsv, salesReport } from "../services/studio/sales";
import type { AppEnv } from "../types";

/**
 * The studio's sales (issue 20): the report and the orders' and lines' CSV exports. Mounted
 * after `studioOnly`; each export is audited with its period before it streams.
 */
export const studioSalesRoutes = new Hono<AppEnv>()
  .get("/", validate("query", salesQuerySchema), async (c) => {
    return c.json({ data: await salesReport(c.var.db, c.req.valid("query")) });
  })
  .get("/orders.csv", validate("query", salesPeriodSchema), async (c) => {
    const period = c.req.valid("query");
    await auditInsert(c.var.db, requireViewer(c).user, { action: "sales.orders_exported", after: { period } });
    return csvDownload(c, "sales-orders", exportSalesOrdersCsv(c.var.db, period));
  })
  .get("/lines.csv", validate("query", salesPeriodSchema), async (c) => {
    const period = c.req.valid("query");
    await auditInsert(c.var.db, requireViewer(c).user, { action: "sales.lines_exported", after: { period } });
    return csvDownload(c, "sales-lines", exportSalesLinesCsv(c.var.db, period));
  });
