import { Hono } from "hono";
import { ossQuerySchema } from "../contract/invoices";
import { salesPeriodSchema, salesQuerySchema } from "../contract/studio-sales";
import { csvDownload } from "../middleware/csv-download";
import { requireViewer } from "../middleware/session";
import { validate } from "../middleware/validate";
import { auditInsert } from "../services/studio/audit-log";
import { exportSalesLinesCsv, exportSalesOrdersCsv, salesReport } from "../services/studio/sales";
import { ensureCreditNotesWithin } from "../services/vat/credit-notes";
import { ossReportCsv, quarterRange } from "../services/vat/oss-report";
import type { AppEnv } from "../types";

/**
 * The studio's sales: the report and the orders' and lines' CSV exports. Mounted
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
  })
  // VAT per quarter, scheme, country and rate, for the One-Stop Shop and Spain's own returns.
  .get("/oss.csv", validate("query", ossQuerySchema), async (c) => {
    const { quarter } = c.req.valid("query");
    await auditInsert(c.var.db, requireViewer(c).user, { action: "sales.vat_exported", after: { quarter } });
    // The refunds are read from their credit notes: any the quarter still owes is issued first.
    const { from, to } = quarterRange(quarter);
    await ensureCreditNotesWithin(c.var.db, c.var.config.seller, from, to);
    return csvDownload(c, `vat-${quarter}`, ossReportCsv(c.var.db, quarter));
  });
