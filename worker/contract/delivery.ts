import { z } from "./zod";
import { LOCALES } from "./locales";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./secure-input";
import { ORDER_ID_PATTERN } from "./orders-fields";

/**
 * Delivery beyond the download button (issue 22, decision 056): Send to Kindle, and the receipt's
 * address shown masked, resent and corrected.
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

/** A saved Kindle address: an email address whose domain is Amazon's Send-to-Kindle one. */
export const kindleAddressSchema = z.object({
  address: z
    .string({ error: "kindle_address_required" })
    .trim()
    .min(1, "kindle_address_required")
    .max(EMAIL_MAX_LENGTH, "kindle_address_invalid")
    .regex(EMAIL_PATTERN, "kindle_address_invalid")
    .transform((value) => value.toLowerCase())
    .refine((value) => KINDLE_DOMAINS.some((domain) => value.endsWith(`@${domain}`)), "kindle_address_domain"),
});
export type KindleAddressBody = z.infer<typeof kindleAddressSchema>;

const fileId = z
  .string({ error: "unknown_file" })
  .min(1, "unknown_file")
  .max(64, "unknown_file")
  .regex(/^[\w-]+$/, "unknown_file");
const orderId = z.string({ error: "unknown_order" }).regex(ORDER_ID_PATTERN, "unknown_order");

/** Sending one file of one of the reader's orders to their saved Kindle address. */
export const kindleSendSchema = z.object({
  orderId,
  fileId,
  locale: z.enum(LOCALES, { error: "unknown_locale" }).default("en"),
});
export type KindleSendBody = z.infer<typeof kindleSendSchema>;

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

const linkToken = z.string({ error: "link_invalid" }).min(10, "link_invalid").max(1024, "link_invalid");

export const receiptParamSchema = z.object({ id: orderId });

/** Whose receipt: a guest proves it with the success page's access token; a reader by session. */
export const receiptQuerySchema = z.object({ access: linkToken.optional() });

/** Resending the receipt; a signed-in buyer may send it to a corrected address (kept on the order). */
export const receiptResendSchema = z.object({
  access: linkToken.optional(),
  email: z
    .string({ error: "email_invalid" })
    .trim()
    .max(EMAIL_MAX_LENGTH, "email_invalid")
    .regex(EMAIL_PATTERN, "email_invalid")
    .transform((value) => value.toLowerCase())
    .optional(),
});
export type ReceiptResendBody = z.infer<typeof receiptResendSchema>;

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
