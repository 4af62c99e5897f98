import { Hono } from "hono";
import { z } from "zod";
import { PRESS_FILE_NAME } from "../contract/press-kit";
import { AppError } from "../middleware/errors";
import { validate } from "../middleware/validate";
import { attachmentDisposition } from "../services/file-download";
import { findPressFile, pressKitZip, readPressFile } from "../services/press-kit";
import type { AppEnv } from "../types";

const params = z.object({ name: z.string().regex(PRESS_FILE_NAME, "not_a_press_file") });

/**
 * The files are static assets without hashed names: a replaced stand-in reaches visitors and
 * caches within the hour, while a newsroom's repeated clicks cost the Worker nothing.
 */
const CACHE = "public, max-age=3600";

const missing = (what: string) => {
  console.error(`[press] ${what} is missing from the assets: run node scripts/generate-press-kit.mjs and rebuild`);
  return new AppError("service_unavailable", 503, "The press kit is not available right now. Please try again later.");
};

/**
 * The press kit's downloads: each file as an attachment under its own name, and the whole kit as
 * one zip. Public and read-only; only the files listed in press-files.ts are ever read.
 */
export const pressRoutes = new Hono<AppEnv>()
  .get("/kit.zip", async (c) => {
    const zip = await pressKitZip(c.env.ASSETS, c.req.url, new Date());
    if (!zip) throw missing("a file of the kit");
    zip.headers.set("Cache-Control", CACHE);
    return zip;
  })
  .get("/files/:name", validate("param", params), async (c) => {
    const file = findPressFile(c.req.valid("param").name);
    if (!file) throw new AppError("not_found", 404, "The press kit has no file of that name.");
    const body = await readPressFile(c.env.ASSETS, c.req.url, file);
    if (!body) throw missing(file.file);
    return c.body(body, 200, {
      "Content-Type": file.type,
      "Content-Length": String(body.byteLength),
      "Content-Disposition": attachmentDisposition(file.file),
      "Cache-Control": CACHE,
    });
  });
