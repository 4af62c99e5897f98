import { and, eq, isNull, ne } from "drizzle-orm";
import * as BOOKS from "#content/books";
import * as CAREER from "#content/career";
import * as HOME from "#content/home";
import * as HOME_BANDS from "#content/home-bands";
import * as MARKETING_DNA from "#content/marketing-dna";
import * as MUSIC from "#content/music";
import * as NEWS from "#content/news/posts";
import * as PORTFOLIO from "#content/portfolio";
import * as PRESS from "#content/press";
import * as PRIVACY from "#content/legal/privacy";
import * as REFERENCES from "#content/references";
import * as SUCCESS_STORIES from "#content/success-stories";
import * as TERMS from "#content/legal/terms";
import { LOCAL_SELLER, type AppConfig } from "../config";
import type { LaunchCheck, LaunchFinding } from "../contract/launch-check";
import { EXCERPTS } from "../contract/lead-capture-fields";
import { LOCALES, type Locale } from "../contract/locales";
import { linkShapeFinding } from "../contract/outbound-links";
import { PRESS_FILES } from "../contract/press-files";
import { SITE_PROFILE } from "../contract/site-profile";
import { LOCAL_STUDIO_AUTHOR } from "../contract/studio";
import type { Db } from "../db/client";
import { productFiles, productSamples, products, productTexts } from "../db/schema";
import { factsOfFile } from "./file-facts";
import { resumeObject } from "./lead-capture";
import { STAND_IN_METADATA, standInFiles } from "./stand-in-files";

/**
 * The launch check: before going live, everything a visitor would see that is still a stand-in
 * or can't be right (decision 075). It only reads: D1, the bucket's objects (a HEAD each, and a
 * WAV's header), the content and the settings. The studio asks it on the author's request and
 * `npm run launch-check` runs it on a local state; neither runs on a visitor's request.
 */
export interface LaunchCheckContext {
  db: Db;
  files: R2Bucket;
  config: AppConfig;
}

type ProductText = typeof productTexts.$inferSelect;

export async function launchCheck(ctx: LaunchCheckContext, now = Date.now()): Promise<LaunchCheck> {
  // Every product's texts, read once: the facts they state and the languages they lack.
  const texts = await ctx.db.select().from(productTexts).all();
  const findings = [
    ...(await fileFindings(ctx)),
    ...(await factFindings(ctx, texts)),
    ...linkFindings(),
    ...(await translationFindings(ctx.db, texts)),
    ...settingFindings(ctx.config),
  ];
  return { checkedAt: new Date(now).toISOString(), findings };
}

/** Stand-in files of products on sale, the press kit's stand-in artwork, and the downloads the site hands out. */
async function fileFindings({ db, files }: LaunchCheckContext): Promise<LaunchFinding[]> {
  const found: LaunchFinding[] = (await standInFiles(db, files)).map((file) => ({
    kind: "stand_in_file",
    product: file.productSlug,
    file: file.label,
    reason: file.reason,
  }));
  for (const file of PRESS_FILES) if (file.standIn) found.push({ kind: "stand_in_artwork", file: file.file });
  const downloads = [
    ...LOCALES.map((locale) => resumeObject(locale).key),
    ...Object.values(EXCERPTS).map((e) => e.objectKey),
  ];
  // Listening samples stream on phones: an uncompressed one (above 320 kbps) is named.
  const samples = await db
    .select({
      product: productSamples.productSlug,
      title: productSamples.title,
      key: productSamples.r2Key,
      seconds: productSamples.durationSeconds,
    })
    .from(productSamples)
    .innerJoin(products, eq(products.slug, productSamples.productSlug))
    .where(and(eq(productSamples.kind, "audio"), isNull(products.retiredAt)))
    .all();
  for (const sample of samples) {
    const object = await files.head(sample.key);
    const seconds = sample.seconds ?? 30;
    if (object && object.size / seconds > HEAVY_SAMPLE_BYTES_PER_SECOND)
      found.push({ kind: "heavy_sample", product: sample.product, title: sample.title, bytes: object.size, seconds });
  }
  for (const key of downloads) {
    const object = await files.head(key);
    if (!object) found.push({ kind: "file_missing", key });
    else if (object.customMetadata?.standIn === STAND_IN_METADATA.standIn)
      found.push({ kind: "stand_in_download", key });
  }
  return found;
}

/** 320 kbps: above it, a listening sample is uncompressed audio. */
const HEAVY_SAMPLE_BYTES_PER_SECOND = 40_000;

/** How far a stated length may be from the file's own before it is a contradiction. */
const SECONDS_SLACK = (seconds: number) => Math.max(2, Math.round(seconds * 0.05));
/**
 * The most words an ebook of this many bytes can hold. Prose compresses to about two bytes a
 * word in an EPUB (text deflated, plus markup); below 1.5 bytes a word no book is that small.
 */
const MOST_WORDS = (bytes: number) => Math.floor(bytes / 1.5);

const LENGTH_IN_TEXT = /(?<![\d:])(\d{1,2}):([0-5]\d)(?![\d:])/g;
const WORDS_IN_TEXT = /(?<![\d.,])(\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+|\d{4,})\s+(?:words|palabras|paraules)\b/gi;

/**
 * What a product's recorded facts and texts claim of its file, against the file: an audio
 * file's length from its own header, an ebook's words against what its size can hold. A text is
 * held to a file only when the product has one file of that kind, so it can only mean that one.
 */
async function factFindings({ db, files }: LaunchCheckContext, texts: ProductText[]): Promise<LaunchFinding[]> {
  const rows = await db
    .select({
      product: productFiles.productSlug,
      label: productFiles.label,
      r2Key: productFiles.r2Key,
      contentType: productFiles.contentType,
      size: productFiles.sizeBytes,
      seconds: productFiles.durationSeconds,
      words: productFiles.wordCount,
    })
    .from(productFiles)
    .innerJoin(products, eq(products.slug, productFiles.productSlug))
    .where(and(isNull(products.retiredAt), isNull(productFiles.removedAt)))
    .all();
  const textsOf = (slug: string) => texts.filter((t) => t.productSlug === slug);
  const found: LaunchFinding[] = [];
  const isAudio = (type: string) => type.startsWith("audio/");
  const isEpub = (type: string) => type === "application/epub+zip";

  for (const file of rows) {
    const base = { kind: "fact_mismatch" as const, product: file.product, file: file.label };
    const alone = (test: (type: string) => boolean) =>
      rows.filter((other) => other.product === file.product && test(other.contentType)).length === 1;
    if (isAudio(file.contentType)) {
      const measured = (await factsOfFile(files, file.r2Key, file.contentType, file.size)).durationSeconds;
      if (measured === null) continue;
      const off = (stated: number) => Math.abs(stated - measured) > SECONDS_SLACK(measured);
      if (file.seconds !== null && off(file.seconds))
        found.push({ ...base, fact: "seconds", source: "facts", stated: file.seconds, found: measured });
      if (!alone(isAudio)) continue;
      for (const text of textsOf(file.product)) {
        for (const [, minutes, seconds] of proseOf(text).matchAll(LENGTH_IN_TEXT)) {
          const stated = Number(minutes) * 60 + Number(seconds);
          if (off(stated)) found.push({ ...base, fact: "seconds", source: text.locale, stated, found: measured });
        }
      }
    }
    if (isEpub(file.contentType)) {
      const most = MOST_WORDS(file.size);
      if (file.words !== null && file.words > most)
        found.push({ ...base, fact: "words", source: "facts", stated: file.words, found: most });
      if (!alone(isEpub)) continue;
      for (const text of textsOf(file.product)) {
        for (const [, figure] of proseOf(text).matchAll(WORDS_IN_TEXT)) {
          const stated = Number(figure!.replace(/\D/g, ""));
          if (stated > most) found.push({ ...base, fact: "words", source: text.locale, stated, found: most });
        }
      }
    }
  }
  return dedupe(found);
}

const proseOf = (text: ProductText) => [text.subtitle, text.description, text.synopsis, text.behindTheStory].join("\n");

/** One finding per claim, though the same figure may be written twice in a text. */
function dedupe(findings: LaunchFinding[]): LaunchFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = JSON.stringify(f);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every address the content and the site's profile link out to, with where it is written. */
export function outboundLinks(): { url: string; where: string }[] {
  const modules = {
    "site-profile": { SITE_PROFILE },
    books: BOOKS,
    career: CAREER,
    home: HOME,
    "home-bands": HOME_BANDS,
    "marketing-dna": MARKETING_DNA,
    music: MUSIC,
    news: NEWS,
    portfolio: PORTFOLIO,
    press: PRESS,
    privacy: PRIVACY,
    references: REFERENCES,
    "success-stories": SUCCESS_STORIES,
    terms: TERMS,
  };
  const links = new Map<string, string>();
  const visit = (value: unknown, where: string, seen: Set<unknown>) => {
    if (typeof value === "string") {
      for (const [url] of value.matchAll(/https?:\/\/[^\s)"'<>\]]+/g)) if (!links.has(url)) links.set(url, where);
    } else if (value && typeof value === "object" && !seen.has(value)) {
      seen.add(value);
      for (const [key, inner] of Object.entries(value)) visit(inner, `${where}.${key}`, seen);
    }
  };
  for (const [name, module] of Object.entries(modules)) visit({ ...module }, name, new Set());
  return [...links].map(([url, where]) => ({ url, where }));
}

function linkFindings(): LaunchFinding[] {
  return outboundLinks().flatMap(({ url, where }) => {
    const problem = linkShapeFinding(url);
    return problem ? [{ kind: "link_shape" as const, url, where, ...problem }] : [];
  });
}

const TEXT_FIELDS = ["title", "subtitle", "description", "synopsis", "behindTheStory", "coverAlt"] as const;

/** Products without their texts in a language, or with fields empty there that English has. */
async function translationFindings(db: Db, texts: ProductText[]): Promise<LaunchFinding[]> {
  // What visitors see: a draft is the author's work in progress.
  const live = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(isNull(products.retiredAt), ne(products.status, "draft")))
    .all();
  const found: LaunchFinding[] = [];
  for (const { slug } of live) {
    const of = (locale: Locale) => texts.find((t) => t.productSlug === slug && t.locale === locale);
    const english = of("en");
    for (const locale of LOCALES) {
      const text = of(locale);
      if (!text) {
        found.push({ kind: "translation_missing", product: slug, locale, fields: [...TEXT_FIELDS] });
        continue;
      }
      if (!english || locale === "en") continue;
      const fields = TEXT_FIELDS.filter((field) => english[field].trim() !== "" && text[field].trim() === "");
      if (fields.length) found.push({ kind: "translation_missing", product: slug, locale, fields });
    }
  }
  return found;
}

/** Settings that leave a local stand-in where production needs the real service. */
export function settingFindings(config: AppConfig): LaunchFinding[] {
  const unset: LaunchFinding[] = [];
  const add = (name: Extract<LaunchFinding, { kind: "setting" }>["name"]) => unset.push({ kind: "setting", name });
  if (!config.isProduction) add("not_production");
  const site = new URL(config.siteUrl);
  if (site.protocol !== "https:" || ["localhost", "127.0.0.1"].includes(site.hostname)) add("site_url");
  if (!config.email.resendApiKey) add("email");
  if (config.turnstile.local) add("turnstile");
  if (!config.stripe) add("stripe");
  else if (/^(sk|rk)_test_/.test(config.stripe.secretKey)) add("stripe_test");
  if (config.seller.name === LOCAL_SELLER.name) add("seller");
  if (config.studio.admins.length === 0 || config.studio.admins.includes(LOCAL_STUDIO_AUTHOR)) add("studio_admins");
  if (config.vatNumbers.registry === "local") add("vat_numbers");
  return unset;
}
