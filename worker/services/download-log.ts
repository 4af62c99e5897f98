import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { downloadLog } from "../db/schema";
import type { DeviceClass } from "../contract/audience";
import { countryCode, deviceClass } from "./audience";

/**
 * The download log of purchased files: when, the country, the network and the device
 * class of each download, never the address itself nor the user agent (the privacy policy,
 * "Purchases in La Bodega"). The studio's order page reads it to flag a link shared publicly.
 */

/** How long an entry is kept; the privacy policy states the same. */
export const DOWNLOAD_LOG_DAYS = 90;

/** The window in which many networks flag a shared link. */
export const SHARING_WINDOW_MS = 48 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN = "unknown";

/** The IPv4 address's four numbers, or null when it is not one. */
function ipv4Parts(ip: string): number[] | null {
  const parts = ip.split(".");
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}

/** An IPv6 address's eight groups as numbers (an embedded IPv4 tail read too), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase().replace(/%.*$/, "");
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const v4 = ipv4Parts(tail[1]!);
    if (!v4) return null;
    const high = ((v4[0]! << 8) | v4[1]!).toString(16);
    const low = ((v4[2]! << 8) | v4[3]!).toString(16);
    text = `${text.slice(0, -tail[1]!.length)}${high}:${low}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const split = (half: string) => (half === "" ? [] : half.split(":"));
  const head = split(halves[0]!);
  const rest = halves.length === 2 ? split(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(Math.max(missing, 0)).fill("0"), ...rest];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/**
 * The network an address belongs to, as the log keeps it: an IPv4 address's /24
 * (`203.0.113.0/24`), an IPv6 address's /48 (`2001:db8:1::/48`; an IPv4-mapped one as IPv4),
 * `unknown` for anything else. The rest of the address is dropped here, before anything is stored.
 */
export function networkPrefix(ip: string | null | undefined): string {
  const text = (ip ?? "").trim();
  const v4 = ipv4Parts(text);
  if (v4) return `${v4[0]}.${v4[1]}.${v4[2]}.0/24`;
  const v6 = ipv6Groups(text);
  if (!v6) return UNKNOWN;
  if (v6.slice(0, 5).every((g) => g === 0) && v6[5] === 0xffff) {
    return `${v6[6]! >> 8}.${v6[6]! & 0xff}.${v6[7]! >> 8}.0/24`;
  }
  return `${v6
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(":")}::/48`;
}

/** Where a download came from, as a request says it; only its reduced form is stored. */
export interface DownloadOrigin {
  /** `CF-Connecting-IP`. */
  ip: string | null | undefined;
  /** `request.cf.country`. */
  country: unknown;
  userAgent: string | null | undefined;
}

export interface DownloadLogEntry {
  country: string;
  network: string;
  device: DeviceClass;
}

/** What the log keeps of an origin. */
export function logEntryOf(origin: DownloadOrigin): DownloadLogEntry {
  return {
    country: countryCode(origin.country),
    network: networkPrefix(origin.ip),
    device: deviceClass(origin.userAgent ?? ""),
  };
}

/** The insert for one download of `fileId` of `orderId` (run once the count said yes). */
export function logDownload(db: Db, target: { orderId: string; fileId: string }, origin: DownloadOrigin, now: number) {
  return db.insert(downloadLog).values({ ...target, at: now, ...logEntryOf(origin) });
}

/**
 * The most networks one order's downloads came from within any 48 hours: each entry opens a
 * window, and the busiest window counts (an order's entries are few: 20 per file at most).
 */
export async function sharingNetworks(db: Db, orderId: string): Promise<number> {
  const row = await db.get<{ networks: number | null }>(sql`
    SELECT max((SELECT count(DISTINCT l2.network) FROM ${downloadLog} AS l2
      WHERE l2.order_id = l1.order_id AND l2.at >= l1.at AND l2.at < l1.at + ${SHARING_WINDOW_MS})) AS networks
    FROM ${downloadLog} AS l1 WHERE l1.order_id = ${orderId}`);
  return row?.networks ?? 0;
}

/** Deletes entries older than `DOWNLOAD_LOG_DAYS`; answers how many went. */
export async function pruneDownloadLog(db: Db, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(downloadLog)
    .where(lt(downloadLog.at, now - DOWNLOAD_LOG_DAYS * DAY_MS))
    .returning({ id: downloadLog.id });
  return deleted.length;
}

/** An order's latest entries, newest first. */
export function recentDownloads(db: Db, orderId: string, limit: number) {
  return db
    .select({
      fileId: downloadLog.fileId,
      at: downloadLog.at,
      country: downloadLog.country,
      network: downloadLog.network,
      device: downloadLog.device,
    })
    .from(downloadLog)
    .where(and(eq(downloadLog.orderId, orderId)))
    .orderBy(sql`${downloadLog.at} DESC, ${downloadLog.id} DESC`)
    .limit(limit);
}
