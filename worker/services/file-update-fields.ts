import type { ChangeNote, DownloadRequestView, EarlierVersionView } from "../contract/file-updates";
import { LOCALES } from "../contract/locales";

/**
 * What the library shows of a file's versions (decision 057), apart from the orders
 * service so both it and the update service can use it without importing each other.
 */

/** A stored note (JSON `{en, es, ca}`) read back; anything else is no note. */
export function parseNote(stored: string | null): ChangeNote | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<Record<string, unknown>>;
    return LOCALES.every((l) => typeof value[l] === "string") ? (value as ChangeNote) : null;
  } catch {
    return null;
  }
}

interface GivenFile {
  id: string;
  version: number;
  releasedAt: number;
  changeNote: ChangeNote | null;
  earlier: {
    version: number;
    fileName: string;
    sizeBytes: number;
    releasedAt: number;
    changeNote: ChangeNote | null;
  }[];
}

interface RequestRow {
  id: string;
  orderId: string;
  fileId: string;
  status: "open" | "granted";
  createdAt: number;
  grantedAt: number | null;
}

const iso = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : null);

/**
 * A file's version fields for the library. `newVersion`: a version released after the order was
 * paid (so published to it) that this order has not downloaded yet; `requests` newest first.
 */
export function fileUpdateFields(
  file: GivenFile,
  paidAt: number,
  seenVersion: number,
  requests: readonly RequestRow[],
  orderId: string,
) {
  return {
    version: file.version,
    newVersion: file.version > 1 && file.releasedAt > paidAt && seenVersion < file.version,
    changeNote: file.changeNote,
    earlierVersions: file.earlier.map((e): EarlierVersionView => ({
      version: e.version,
      fileName: e.fileName,
      sizeBytes: e.sizeBytes,
      releasedAt: iso(e.releasedAt),
      note: e.changeNote,
    })),
    downloadRequest: downloadRequestOf(requests, orderId, file.id),
  };
}

/** The owner's latest request for more downloads of a file or an album ZIP (`requests` newest first). */
export function downloadRequestOf(
  requests: readonly RequestRow[],
  orderId: string,
  id: string,
): DownloadRequestView | null {
  const request = requests.find((r) => r.orderId === orderId && r.fileId === id);
  return request
    ? {
        id: request.id,
        status: request.status,
        createdAt: new Date(request.createdAt).toISOString(),
        grantedAt: request.grantedAt === null ? null : new Date(request.grantedAt).toISOString(),
      }
    : null;
}
