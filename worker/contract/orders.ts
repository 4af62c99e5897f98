import { z } from "./zod";
import { localeOrDefaultField } from "./locale-field";
import { CART_MAX_ITEMS } from "./cart-fields";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, sanitizeText, sanitizeTextarea } from "./secure-input";
import { SLUG_PATTERN } from "./shop-fields";

import { GIFT_LIMITS, ORDER_ID_PATTERN } from "./orders-fields";
import { DISCOUNT_CODE_MAX_LENGTH } from "./pricing-fields";

/** A discount code as typed in the cart (matched case-blind); an empty box is no code. */
export const discountCodeField = z
  .string({ error: "code_invalid" })
  .trim()
  .max(DISCOUNT_CODE_MAX_LENGTH, "code_invalid")
  .optional()
  .transform((v) => v || undefined);

export * from "./orders-fields";

const email = (missing: string, invalid: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : invalid) })
    .trim()
    .min(1, missing)
    .max(EMAIL_MAX_LENGTH, invalid)
    .regex(EMAIL_PATTERN, invalid)
    // Addresses are compared without case: the guest's and the account's must meet.
    .transform((value) => value.toLowerCase());

const slug = z.string().max(80, "unknown_product").regex(SLUG_PATTERN, "unknown_product");

/**
 * A gift: the recipient, a message and the day their mail is sent (UTC). The range
 * (today to a year ahead) is checked by the Worker against its own clock.
 */
export const giftSchema = z.object({
  recipientName: z
    .string({ error: "recipient_name_required" })
    .overwrite((v) => sanitizeText(v, GIFT_LIMITS.name).value)
    .pipe(z.string().min(1, "recipient_name_required")),
  recipientEmail: email("recipient_email_required", "recipient_email_invalid"),
  message: z
    .string()
    .overwrite((v) => sanitizeTextarea(v, GIFT_LIMITS.message).value)
    .default(""),
  /** Who the mail says it is from; the account's name when left empty. */
  fromName: z
    .string()
    .overwrite((v) => sanitizeText(v, GIFT_LIMITS.name).value)
    .default(""),
  deliverOn: z.string({ error: "gift_date_invalid" }).regex(/^\d{4}-\d{2}-\d{2}$/, "gift_date_invalid"),
  /** The language of the recipient's mail. */
  locale: localeOrDefaultField,
});
export type GiftInput = z.infer<typeof giftSchema>;

/** Slugs, and the amount chosen for a pay-what-you-want line: the Worker prices and checks them. */
const checkoutItems = z
  .array(
    z.object({
      slug,
      amountCents: z.number({ error: "amount_invalid" }).int("amount_invalid").min(0, "amount_invalid").optional(),
    }),
    { error: "items_required" },
  )
  .min(1, "items_required")
  .max(CART_MAX_ITEMS, "too_many_items");

/** The checkout and order API's schemas. */
export const checkoutSchema = z.object({
  locale: localeOrDefaultField,
  turnstileToken: z
    .string({ error: "bot_check_required" })
    .min(1, "bot_check_required")
    .max(2048, "bot_check_required"),
  /** A discount code (decision 048); the amounts chosen for pay-what-you-want lines are the cart's. */
  code: discountCodeField,
  /** A guest's address (receipt, files, claiming later); a signed-in reader's is the account's. */
  email: email("email_required", "email_invalid").optional(),
  /**
   * What to buy when it is not the signed-in cart: a guest's cart, or a gift's one product.
   * Slugs, and the amount chosen for a pay-what-you-want line: the Worker prices and checks them.
   */
  items: checkoutItems.optional(),
  gift: giftSchema.optional(),
});

/** The cart's preview of what the checkout will charge, with a code (decision 048). */
export const checkoutPreviewSchema = z.object({
  locale: localeOrDefaultField,
  code: discountCodeField,
  /** A guest's cart (a signed-in reader's is read from D1 and this is ignored). */
  items: checkoutItems.optional(),
});
export type CheckoutBody = z.infer<typeof checkoutSchema>;

const orderId = z.string().regex(ORDER_ID_PATTERN, "unknown_order");
export const orderParamSchema = z.object({ id: orderId });
export const orderFileParamSchema = z.object({
  id: orderId,
  fileId: z
    .string()
    .min(1, "unknown_file")
    .max(64, "unknown_file")
    .regex(/^[\w-]+$/, "unknown_file"),
});
/** An album ZIP of an order (decision 055): the product's slug and the format group's key. */
export const orderZipParamSchema = z.object({
  id: orderId,
  product: z.string().max(80, "unknown_file").regex(SLUG_PATTERN, "unknown_file"),
  group: z
    .string()
    .max(60, "unknown_file")
    .regex(/^[a-z0-9-]+$/, "unknown_file"),
});
export const orderLocaleQuerySchema = z.object({
  locale: localeOrDefaultField,
});

const linkToken = z.string({ error: "link_invalid" }).min(10, "link_invalid").max(1024, "link_invalid");

/** A guest's order on the success page: the order-access token the checkout gave. */
export const guestOrderQuerySchema = z.object({
  access: linkToken,
  locale: localeOrDefaultField,
});
/** Asking for a magic link that claims an address's guest orders. */
export const claimLinkRequestSchema = z.object({
  email: email("email_required", "email_invalid"),
  locale: localeOrDefaultField,
  turnstileToken: z
    .string({ error: "bot_check_required" })
    .min(1, "bot_check_required")
    .max(2048, "bot_check_required"),
});
/** Pressing a magic link's or a gift's claim button. */
export const claimTokenSchema = z.object({ token: linkToken });
export const giftParamSchema = z.object({ id: z.string().regex(ORDER_ID_PATTERN, "unknown_gift") });
