/**
 * Delivery's constants, shapes and the address mask (decision 056), without zod: the success
 * page and the library import these and nothing heavier.
 */

/**
 * Resend takes at most 40 MB per email after base64 encoding (4 bytes for every 3). Counted in
 * decimal megabytes (the smaller reading) with 1 MB left for the text, the HTML and the JSON
 * around them, a file may be at most this many bytes.
 */
export const PROVIDER_EMAIL_LIMIT_BYTES = 40_000_000;
const ENVELOPE_BYTES = 1_000_000;
export const MAX_ATTACHMENT_BYTES = Math.floor((PROVIDER_EMAIL_LIMIT_BYTES - ENVELOPE_BYTES) / 4) * 3;

/** Amazon's Send-to-Kindle addresses end in one of these (the free one delivers over Wi-Fi only). */
export const KINDLE_DOMAINS = ["kindle.com", "free.kindle.com"] as const;

/** The formats Amazon's mail service turns into a Kindle book that a shop file can be. */
export const KINDLE_CONTENT_TYPES = ["application/epub+zip", "application/pdf"] as const;

export const isKindleFormat = (contentType: string) =>
  (KINDLE_CONTENT_TYPES as readonly string[]).includes(contentType.split(";")[0]!.trim().toLowerCase());

/** The reader's Kindle settings: their address, and the sender they must approve at Amazon. */
export interface KindleSettings {
  address: string | null;
  sender: string;
  maxBytes: number;
}

export interface KindleSent {
  to: string;
  fileName: string;
  /** Downloads (and sends) of this file the order still has. */
  remaining: number;
}

/** Where an order's receipt went, masked; whether this viewer may change it. */
export interface ReceiptDelivery {
  orderId: string;
  to: string | null;
  canCorrect: boolean;
}

/**
 * An address as the success page and the library show it: the first letter of the name, then
 * `***`, and the domain whole (`j***@example.com`). Enough to spot a typo in the domain or to
 * recognise one's own address, not enough to read someone else's.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "***";
  return `${address[0]}***${address.slice(at)}`;
}
