import { z } from "./zod";
import { localeOrDefaultField } from "./locale-field";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./secure-input";
import { ORDER_ID_PATTERN } from "./orders-fields";
import { KINDLE_DOMAINS } from "./delivery-fields";

export * from "./delivery-fields";

/**
 * Delivery beyond the download button (decision 056): Send to Kindle, and the receipt's
 * address shown masked, resent and corrected.
 */

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
  locale: localeOrDefaultField,
});
export type KindleSendBody = z.infer<typeof kindleSendSchema>;

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
