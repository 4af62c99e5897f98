import type { DownloadRequestView } from "./file-updates";

/**
 * Albums in one download (decision 055), shared by the Worker, the product page, the
 * library and the studio: what a product file is in its album and how the files make one ZIP
 * per format group.
 */

/** What a file is in its product; null (no role) is a file offered on its own only. */
export const FILE_ROLES = ["track", "cover", "booklet"] as const;
export type FileRole = (typeof FILE_ROLES)[number];

/** How long a format group's name may be ("MP3 320", "FLAC 24-bit"). */
export const FORMAT_GROUP_MAX_LENGTH = 40;

export interface GroupableFile {
  role: FileRole | null;
  formatGroup: string | null;
  sizeBytes: number;
}

export interface AlbumGroup<F extends GroupableFile> {
  /** The group's name as the author wrote it. */
  group: string;
  /** Its name in an address: lower case letters, digits and dashes. */
  key: string;
  /** The group's tracks, then the cover and booklet that go with them, in the product's file order. */
  files: F[];
  trackCount: number;
  hasCover: boolean;
  hasBooklet: boolean;
  /** The files' bytes together (the ZIP adds well under a kilobyte per file). */
  sizeBytes: number;
}

/** A format group's name in an address: "MP3 320" is "mp3-320", "FLAC 24-bit" "flac-24-bit". */
export function formatGroupKey(group: string): string {
  return (
    group
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "files"
  );
}

/**
 * One product's ZIPs: one per format group that has tracks, each with the group's tracks and
 * the cover and booklet that have no group (they go in every ZIP) or that group. A group of
 * one file is no album: that file's own download is the same thing, so it is not offered.
 * Files are expected in the product's order (position); the ZIPs keep it.
 */
export function albumGroups<F extends GroupableFile>(files: readonly F[]): AlbumGroup<F>[] {
  const groups: AlbumGroup<F>[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    if (file.role !== "track" || !file.formatGroup) continue;
    const key = formatGroupKey(file.formatGroup);
    if (seen.has(key)) continue;
    seen.add(key);
    const tracks = files.filter((f) => f.role === "track" && f.formatGroup && formatGroupKey(f.formatGroup) === key);
    const extras = files.filter(
      (f) => (f.role === "cover" || f.role === "booklet") && (!f.formatGroup || formatGroupKey(f.formatGroup) === key),
    );
    const inZip = [...tracks, ...extras];
    if (inZip.length < 2) continue;
    groups.push({
      group: file.formatGroup,
      key,
      files: inZip,
      trackCount: tracks.length,
      hasCover: extras.some((f) => f.role === "cover"),
      hasBooklet: extras.some((f) => f.role === "booklet"),
      sizeBytes: inZip.reduce((sum, f) => sum + f.sizeBytes, 0),
    });
  }
  return groups;
}

/** An album ZIP's id in an order: also its download count's key and its path under the order. */
export const albumZipId = (productSlug: string, key: string) => `zips/${productSlug}/${key}`;

/** The parts of an album ZIP's id, or null when it is not one. */
export function parseAlbumZipId(id: string): { productSlug: string; key: string } | null {
  const match = /^zips\/([a-z0-9-]{1,80})\/([a-z0-9-]{1,60})$/.exec(id);
  return match ? { productSlug: match[1]!, key: match[2]! } : null;
}

/** An album ZIP of one of the reader's orders, as the library lists it. */
export interface OrderZipView {
  id: string;
  productSlug: string;
  productTitle: string | null;
  group: string;
  trackCount: number;
  fileCount: number;
  hasCover: boolean;
  hasBooklet: boolean;
  sizeBytes: number;
  downloadsLeft: number;
  /** The owner's latest request for more downloads of this ZIP, if any (as a file's, decision 057). */
  downloadRequest?: DownloadRequestView | null;
}

/** The API path that downloads an album ZIP of one of the reader's orders. */
export const orderZipPath = (orderId: string, zipId: string) => `/api/orders/${orderId}/${zipId}`;
