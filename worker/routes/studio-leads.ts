import { Hono } from "hono";
import {
  leadDeleteSchema,
  leadFiltersSchema,
  leadListQuerySchema,
  leadParamSchema,
  leadStateSchema,
} from "../contract/studio-leads";
import { csvDownload } from "../middleware/csv-download";
import { AppError, valueOr, type RefusalAnswers } from "../middleware/errors";
import { requireViewer } from "../middleware/session";
import { validate } from "../middleware/validate";
import { auditInsert } from "../services/studio/audit-log";
import { deleteLead, exportLeadsCsv, getLead, listLeads, setLeadState } from "../services/studio/leads";
import type { AppEnv } from "../types";

const NOT_FOUND: RefusalAnswers<"not_found"> = {
  not_found: ["not_found", 404, "There is no such lead (it may have been deleted)."],
};

/**
 * The studio's leads inbox: contact messages, resume requests and excerpt
 * registrations as one list. Mounted after `studioOnly`, so every endpoint here is the author's,
 * in a session that passed the second factor; every change writes its audit entry in the same
 * batch (decision 041).
 */
export const studioLeadRoutes = new Hono<AppEnv>()
  .get("/", validate("query", leadListQuerySchema), async (c) => {
    return c.json({ data: await listLeads(c.var.db, c.req.valid("query")) });
  })
  // The filtered list as CSV, streamed page by page; the export itself is audited with its filters.
  .get("/export.csv", validate("query", leadFiltersSchema), async (c) => {
    const filters = c.req.valid("query");
    await auditInsert(c.var.db, requireViewer(c).user, { action: "lead.exported", after: { filters } });
    return csvDownload(c, "leads", exportLeadsCsv(c.var.db, filters));
  })
  .get("/:kind/:id", validate("param", leadParamSchema), async (c) => {
    const { kind, id } = c.req.valid("param");
    return c.json({ data: valueOr(await getLead(c.var.db, kind, id), NOT_FOUND) });
  })
  .put("/:kind/:id/state", validate("param", leadParamSchema), validate("json", leadStateSchema), async (c) => {
    const { kind, id } = c.req.valid("param");
    const { state } = c.req.valid("json");
    const db = c.var.db;
    const { lead, statements } = valueOr(await setLeadState(db, requireViewer(c).user, { kind, id, state }), NOT_FOUND);
    const [first, ...rest] = statements;
    if (first) await db.batch([first, ...rest]);
    return c.json({ data: lead });
  })
  // Erasure for good (a GDPR request): the body repeats the lead's address, checked here too.
  .delete("/:kind/:id", validate("param", leadParamSchema), validate("json", leadDeleteSchema), async (c) => {
    const { kind, id } = c.req.valid("param");
    const { confirm } = c.req.valid("json");
    const result = await deleteLead(c.var.db, requireViewer(c).user, { kind, id, confirm });
    if (!result.ok && result.reason === "confirm_mismatch") {
      throw new AppError("validation_failed", 400, "Type the lead's email address to confirm.", {
        confirm: ["confirm_mismatch"],
      });
    }
    const { statements } = valueOr(result, { ...NOT_FOUND, confirm_mismatch: NOT_FOUND.not_found });
    await c.var.db.batch(statements);
    return c.json({ data: { deleted: true, kind, id } });
  });
