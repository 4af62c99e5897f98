import { Hono } from "hono";
import {
  fileFactsSchema,
  sampleCreateSchema,
  sampleDeleteSchema,
  sampleEditSchema,
  sampleParamSchema,
  studioSamplesQuerySchema,
} from "../contract/studio-samples";
import { studioFileParamSchema } from "../contract/studio-uploads";
import { AppError, valueOr, type RefusalAnswers } from "../middleware/errors";
import { requireViewer } from "../middleware/session";
import { validate } from "../middleware/validate";
import { CATALOGUE_FRESHNESS_MS } from "../services/catalogue-cache";
import {
  addSample,
  editSample,
  listSamples,
  removeSample,
  setFileFacts,
  type SampleRefusal,
} from "../services/studio/samples";
import type { AppEnv } from "../types";

/** As the uploads wait (decision 024): when the studio says "done", every public page shows it. */
const catalogueSettled = () => new Promise((resolve) => setTimeout(resolve, CATALOGUE_FRESHNESS_MS + 100));

const NO_SAMPLE: RefusalAnswers<"not_found"> = { not_found: ["not_found", 404, "There is no such sample."] };

/** Every refusal of a new sample is about a field the author sent: a 400 with that field. */
const SAMPLE_REFUSALS: Record<SampleRefusal, [field: string, code: string, message: string]> = {
  product_unknown: ["productSlug", "product_unknown", "There is no such product."],
  upload_invalid: ["uploadId", "upload_invalid", "The sample must be a finished sample upload of this product."],
  type_mismatch: [
    "uploadId",
    "type_mismatch",
    "A listening sample is an audio file; a sample chapter an EPUB or an XHTML/HTML page.",
  ],
  too_many: ["kind", "too_many_samples", "This product has as many listening samples as it may have."],
};

/**
 * `/api/studio/samples` (decision 058): a product's samples, listed, recorded from a completed
 * `sample` upload, retitled, removed (with `{ confirm: true }`). Mounted after `studioOnly`: the
 * author's, past the second factor; each change writes its audit entry in the same batch.
 */
export const studioSampleRoutes = new Hono<AppEnv>()
  .get("/", validate("query", studioSamplesQuerySchema), async (c) => {
    const samples = await listSamples(c.var.db, c.req.valid("query").product);
    if (!samples) throw new AppError("not_found", 404, "There is no such product.");
    return c.json({ data: { samples } });
  })
  .post("/", validate("json", sampleCreateSchema), async (c) => {
    const result = await addSample(c.var.db, c.env.FILES, requireViewer(c).user, c.req.valid("json"));
    if (!result.ok) {
      const [field, code, message] = SAMPLE_REFUSALS[result.reason];
      throw new AppError("validation_failed", 400, message, { [field]: [code] });
    }
    await catalogueSettled();
    return c.json({ data: result.value }, 201);
  })
  .patch("/:id", validate("param", sampleParamSchema), validate("json", sampleEditSchema), async (c) => {
    const { id } = c.req.valid("param");
    const sample = valueOr(await editSample(c.var.db, requireViewer(c).user, id, c.req.valid("json")), NO_SAMPLE);
    await catalogueSettled();
    return c.json({ data: sample });
  })
  .delete("/:id", validate("param", sampleParamSchema), validate("json", sampleDeleteSchema), async (c) => {
    const { id } = c.req.valid("param");
    const sample = valueOr(await removeSample(c.var.db, c.env.FILES, requireViewer(c).user, id), NO_SAMPLE);
    await catalogueSettled();
    return c.json({ data: { removed: true, id: sample.id } });
  });

/** `PUT /api/studio/files/:id/facts`: what a sold file contains, as its product page lists it. */
export const studioFileFactRoutes = new Hono<AppEnv>().put(
  "/:id/facts",
  validate("param", studioFileParamSchema),
  validate("json", fileFactsSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const file = valueOr(await setFileFacts(c.var.db, requireViewer(c).user, id, c.req.valid("json")), {
      not_found: ["not_found", 404, "There is no such file."],
    });
    await catalogueSettled();
    return c.json({ data: file });
  },
);
