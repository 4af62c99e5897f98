import type { FileRole } from "./album-zips";
/**
 * Uploads from the studio (decision 046): the limits and shapes both sides share,
 * without zod, so the upload engine in the browser can use them without the validation library.
 */

export const UPLOAD_PURPOSES = ["file", "cover", "sample"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const MIB = 1024 * 1024;

/**
 * What may be uploaded. The types are the ones La Bodega sells (books, music, archives of
 * either) and the ones every browser encodes a cover in. R2 takes parts of at least 5 MiB but
 * the last, all the same size; 8 MiB keeps a retried part cheap on a slow connection and far
 * under the Workers request-body limit.
 */
export const UPLOAD_LIMITS = {
  file: {
    maxBytes: 2 * 1024 * MIB,
    types: [
      "application/epub+zip",
      "application/pdf",
      "application/zip",
      "audio/wav",
      "audio/x-wav",
      "audio/flac",
      "audio/mpeg",
      "audio/mp4",
      "audio/ogg",
    ],
  },
  cover: {
    maxBytes: 10 * MIB,
    types: ["image/webp", "image/jpeg", "image/png", "image/avif"],
    maxPixels: 4000,
  },
  /**
   * A public sample (decision 051, 058): a listening sample or a sample chapter, each a few
   * minutes or pages, so far smaller than what is sold.
   */
  sample: {
    maxBytes: 100 * MIB,
    types: [
      "audio/mpeg",
      "audio/mp4",
      "audio/ogg",
      "audio/wav",
      "audio/x-wav",
      "audio/flac",
      "application/epub+zip",
      "application/xhtml+xml",
      "text/html",
    ],
  },
  partBytes: 8 * MIB,
  /** R2's own floor for every part but the last. */
  minPartBytes: 5 * MIB,
  fileName: 200,
  label: 60,
  /** An upload idle this long is aborted by the sweep. */
  idleMs: 24 * 60 * 60 * 1000,
} as const;

/** How many parts an upload of `size` bytes takes, and how long part `n` (1-based) must be. */
export function partPlan(size: number, partSize: number) {
  const count = Math.max(1, Math.ceil(size / partSize));
  return {
    count,
    sizeOf: (n: number) => (n < count ? partSize : size - (count - 1) * partSize),
  };
}

/** An upload as the server knows it: enough for the browser to resume where it stopped. */
export interface UploadStatus {
  id: string;
  productSlug: string;
  purpose: UploadPurpose;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  partSize: number;
  partCount: number;
  /** Parts R2 has, by number, with their sizes. */
  parts: { partNumber: number; sizeBytes: number }[];
  state: "uploading" | "completed";
}

/** A file's facts: null where not known (the page then leaves them out). */
export interface FileFactsView {
  format: string | null;
  bitrateKbps: number | null;
  durationSeconds: number | null;
  pageCount: number | null;
  wordCount: number | null;
}

/** A product's file as the studio shows it, with its versions. */
export interface StudioProductFile {
  id: string;
  productSlug: string;
  label: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  version: number;
  /** When this version went on sale (ms); 0 for a file recorded before versions existed. */
  releasedAt: number;
  /** Past buyers get this version too; false until the author publishes it to them. */
  allBuyers: boolean;
  removedAt: number | null;
  standIn: boolean;
  /** What the file contains, as the product page lists it (decision 051). */
  facts: FileFactsView;
  /** What the file is in its album, and its format group (decision 055); null: on its own. */
  role: FileRole | null;
  formatGroup: string | null;
  /** Older versions still kept for past buyers, newest first. */
  olderVersions: { version: number; fileName: string; sizeBytes: number; releasedAt: number }[];
}

/** A completed cover image, waiting to be set as (one width of) the product's cover. */
export interface UploadedCoverImage {
  uploadId: string;
  src: string;
  width: number;
  height: number;
}

/** A completed sample upload, waiting to be recorded as one of the product's samples. */
export interface UploadedSample {
  uploadId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** What completing an upload answers. */
export type CompletedUpload =
  | { purpose: "file"; file: StudioProductFile }
  | { purpose: "cover"; image: UploadedCoverImage }
  | { purpose: "sample"; sample: UploadedSample };

/** Where the public pages read uploaded covers from (`/media/uploads/<name>`, R2 `covers/<name>`). */
export const UPLOADED_COVER_PREFIX = "/media/uploads/";
