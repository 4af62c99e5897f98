import { optionalLocaleField } from "./locale-field";
import type { Locale } from "./locales";
import { SLUG_PATTERN } from "./shop-fields";
import { z } from "./zod";

/**
 * The studio's samples and file facts (decisions 051 and 058): a product's public
 * listening samples and sample chapters, recorded from a completed `sample` upload, and what
 * each sold file contains. Issue messages are stable codes, reported per field.
 */

export const SAMPLE_LIMITS = {
  title: 120,
  /** A listening sample is a taste: up to ten minutes. */
  maxSeconds: 600,
  /** Listening samples per product (an album's tracks, one each, and room to spare). */
  audioPerProduct: 30,
  format: 40,
  maxBitrateKbps: 10_000,
  maxFileSeconds: 24 * 60 * 60,
  maxPages: 100_000,
  maxWords: 10_000_000,
} as const;

/** What each kind of sample may be: a listening sample is audio, a chapter an EPUB or a web page. */
export const SAMPLE_TYPES = {
  audio: ["audio/mpeg", "audio/mp4", "audio/ogg", "audio/wav", "audio/x-wav", "audio/flac"],
  chapter: ["application/epub+zip", "application/xhtml+xml", "text/html"],
} as const;

export type SampleKind = keyof typeof SAMPLE_TYPES;

/** A sample as the studio lists it. */
export interface StudioSample {
  id: string;
  productSlug: string;
  kind: SampleKind;
  /** A chapter's language; null for a listening sample. */
  locale: Locale | null;
  title: string;
  /** A listening sample's title in Spanish and Catalan where it differs; null shows `title`. */
  titles: SampleTitles;
  durationSeconds: number | null;
  /** The stored object's name (the last part of its key). */
  fileName: string;
  position: number;
  /** Where the public pages read it from (a listening sample's address, a chapter's API). */
  publicPath: string;
}

const slug = z.string().regex(SLUG_PATTERN, "product_invalid").max(100, "product_invalid");
const title = z.string("title_required").trim().min(1, "title_required").max(SAMPLE_LIMITS.title, "title_too_long");
/** A listening sample's title in the other languages: a track's translated name, or none. */
export interface SampleTitles {
  es: string | null;
  ca: string | null;
}
const translatedTitle = z
  .string("title_invalid")
  .trim()
  .max(SAMPLE_LIMITS.title, "title_too_long")
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));
/** Empty or missing is none: the page in that language shows the title as written. */
const titles = z.object({ es: translatedTitle, ca: translatedTitle }, "titles_invalid").optional();

const seconds = z
  .number("seconds_invalid")
  .int("seconds_invalid")
  .min(1, "seconds_invalid")
  .max(SAMPLE_LIMITS.maxSeconds, "seconds_too_long");

export const studioSamplesQuerySchema = z.object({ product: slug });

export const sampleCreateSchema = z
  .object({
    productSlug: slug,
    uploadId: z.uuid("upload_invalid"),
    kind: z.enum(["audio", "chapter"], "kind_invalid"),
    title,
    titles,
    durationSeconds: seconds.optional(),
    locale: optionalLocaleField,
  })
  .superRefine((v, ctx) => {
    if (v.kind === "audio" && v.durationSeconds === undefined) {
      ctx.addIssue({ code: "custom", message: "seconds_required", path: ["durationSeconds"] });
    }
    if (v.kind === "chapter" && v.locale === undefined) {
      ctx.addIssue({ code: "custom", message: "locale_required", path: ["locale"] });
    }
  });
export type SampleCreate = z.output<typeof sampleCreateSchema>;

export const sampleParamSchema = z.object({ id: z.string().min(1).max(100) });

/** A sample's title and (a listening sample's) length; its file is replaced by a new sample. */
export const sampleEditSchema = z.object({ title, titles, durationSeconds: seconds.nullable().optional() });
export type SampleEdit = z.output<typeof sampleEditSchema>;

/** `DELETE /samples/:id`: `{ confirm: true }`, so a slip can't take a sample off the page. */
export const sampleDeleteSchema = z.object({ confirm: z.literal(true, "confirm_required") });

/** A whole number fact: null clears it (the page then leaves it out). */
const count = (max: number, code: string) => z.number(code).int(code).min(1, code).max(max, code).nullable();

/** `PUT /files/:id/facts`: every fact, as the form shows them; an empty format is none. */
export const fileFactsSchema = z.object({
  format: z
    .string("format_invalid")
    .trim()
    .max(SAMPLE_LIMITS.format, "format_too_long")
    .nullable()
    .transform((v) => (v ? v : null)),
  bitrateKbps: count(SAMPLE_LIMITS.maxBitrateKbps, "bitrate_invalid"),
  durationSeconds: count(SAMPLE_LIMITS.maxFileSeconds, "seconds_invalid"),
  pageCount: count(SAMPLE_LIMITS.maxPages, "pages_invalid"),
  wordCount: count(SAMPLE_LIMITS.maxWords, "words_invalid"),
});
export type FileFactsInput = z.output<typeof fileFactsSchema>;

/** A sample's stored translations (`product_samples.titles`): anything unreadable is none. */
export function parseSampleTitles(json: string | null): SampleTitles {
  try {
    const value = json ? (JSON.parse(json) as Record<string, unknown>) : {};
    const one = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);
    return { es: one(value.es), ca: one(value.ca) };
  } catch {
    return { es: null, ca: null };
  }
}

/** The translations as stored: null when there are none. */
export function sampleTitlesJson(titles: SampleTitles): string | null {
  const set = Object.fromEntries(Object.entries(titles).filter(([, v]) => v));
  return Object.keys(set).length ? JSON.stringify(set) : null;
}

/** A sample's title in `locale`: its translation there, else as written. */
export function sampleTitleIn(sample: { title: string; titles: string | null }, locale: Locale): string {
  if (locale === "en") return sample.title;
  return parseSampleTitles(sample.titles)[locale] ?? sample.title;
}
