import { Hono } from "hono";
import {
  studioCodeBodySchema,
  studioCodeListQuerySchema,
  studioCodeParamSchema,
  studioCodeStateSchema,
} from "../contract/studio-codes";
import { AppError } from "../middleware/errors";
import { requireViewer } from "../middleware/session";
import { validate } from "../middleware/validate";
import { createCode, listCodes, setCodeDisabled } from "../services/studio/discount-codes";
import type { AppEnv } from "../types";

const CODE_REFUSALS = {
  code_taken: [409, "code", "code_taken", "Another discount code is spelled the same."],
  product_unknown: [400, "productSlugs", "product_unknown", "One of the products does not exist."],
} as const;

/**
 * The studio's discount codes (decision 048). Mounted after `studioOnly`; every change
 * writes its audit entry in the same batch; turning a code off repeats the code as confirmation.
 */
export const studioCodeRoutes = new Hono<AppEnv>()
  .get("/", validate("query", studioCodeListQuerySchema), async (c) => {
    return c.json({ data: await listCodes(c.var.db, c.req.valid("query")) });
  })
  .post("/", validate("json", studioCodeBodySchema), async (c) => {
    const created = await createCode(c.var.db, requireViewer(c).user, c.req.valid("json"));
    if (created.ok) return c.json({ data: created.value }, 201);
    const [status, field, code, message] = CODE_REFUSALS[created.reason];
    throw new AppError(status === 409 ? "conflict" : "validation_failed", status, message, { [field]: [code] });
  })
  .put("/:id/state", validate("param", studioCodeParamSchema), validate("json", studioCodeStateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { disabled, confirm } = c.req.valid("json");
    const changed = await setCodeDisabled(c.var.db, requireViewer(c).user, id, disabled, confirm);
    if (changed.ok) return c.json({ data: changed.value });
    if (changed.reason === "not_found") throw new AppError("not_found", 404, "There is no such discount code.");
    throw new AppError("validation_failed", 400, "Type the code to confirm turning it off.", {
      confirm: ["confirm_mismatch"],
    });
  });
