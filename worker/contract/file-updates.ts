import { localeOrDefaultField } from "./locale-field";
import type { Locale } from "./locales";
import { sanitizeTextarea } from "./secure-input";
import { beforeField, limitField } from "./studio-lists";
import { z } from "./zod";

/**
 * Updates that reach past buyers and "request more downloads" (decision 057): the
 * shapes and schemas shared by the Worker, the library and the studio.
 */

export const FILE_UPDATE_LIMITS = { note: 1000, pageMax: 100, pageDefault: 50 } as const;
/** What one click in the studio grants: the downloads on top of the limit and earlier grants. */
export const DOWNLOADS_PER_GRANT = 5;
/** The wording of the update-email opt-in the reader agreed to (kept per version, as other consents). */
export const FILE_UPDATE_CONSENT_VERSION = "2026-11-29";

/** The "what changed" note, in every language the shop speaks. */
export type ChangeNote = Record<Locale, string>;

const noteIn = (locale: Locale) =>
  z
    .string({ error: `note_${locale}_required` })
    .overwrite((v) => sanitizeTextarea(v, FILE_UPDATE_LIMITS.note).value)
    .pipe(z.string().min(1, `note_${locale}_required`));

/** Publishing a file's newest version to past buyers needs its note in en, es and ca. */
export const publishFileSchema = z.object({
  note: z.object({ en: noteIn("en"), es: noteIn("es"), ca: noteIn("ca") }, { error: "note_required" }),
});
export type PublishFileBody = z.infer<typeof publishFileSchema>;

/** The library's opt-in to update emails; the language is the library's. */
export const fileUpdateConsentSchema = z.object({
  enabled: z.boolean({ error: "enabled_invalid" }),
  locale: localeOrDefaultField,
});
export interface FileUpdateConsentView {
  enabled: boolean;
  consentAt: string | null;
}

/** An earlier version of a file an order gives, still downloadable. */
export interface EarlierVersionView {
  version: number;
  fileName: string;
  sizeBytes: number;
  releasedAt: string | null;
  note: ChangeNote | null;
}

/** An owner's request for more downloads of one file, as the library shows it. */
export interface DownloadRequestView {
  id: string;
  status: "open" | "granted";
  createdAt: string;
  grantedAt: string | null;
}

/** The studio's list of requests: open ones first to act on, granted ones as a record. */
export const studioDownloadRequestQuerySchema = z.object({
  status: z.enum(["open", "granted"], { error: "status_invalid" }).default("open"),
  before: beforeField(),
  limit: limitField(FILE_UPDATE_LIMITS),
});
export const studioDownloadRequestParamSchema = z.object({ id: z.uuid("request_unknown") });

export interface StudioDownloadRequest {
  id: string;
  status: "open" | "granted";
  orderId: string;
  email: string | null;
  /** A file's id, or an album ZIP's (`zips/<product>/<group-key>`, decision 055). */
  fileId: string;
  /** The file's label; for a ZIP, its format group named as a ZIP of the album (in English). */
  fileLabel: string | null;
  /** The format group's name when the request is for an album ZIP, else null. */
  zipGroup: string | null;
  productTitle: string | null;
  /** Downloads counted and allowed (limit plus grants) when the list was read. */
  downloads: number;
  allowed: number;
  createdAt: string;
  grantedAt: string | null;
  grantedBy: string | null;
}
export interface StudioDownloadRequestPage {
  requests: StudioDownloadRequest[];
  next: string | null;
}
