import { z } from "./zod";
import { newsletterRequestSchema, newsletterTokenSchema } from "./lead-capture";
import { productParamSchema } from "./shop";

export * from "./release-notice-fields";

/**
 * Body of `POST /api/release-notices`: the newsletter form's fields (address, language, page,
 * bot check) with the product and the visitor's explicit consent.
 */
export const releaseNoticeRequestSchema = newsletterRequestSchema.extend({
  product: productParamSchema.shape.slug,
  consent: z.literal(true, "consent_required"),
});
export type ReleaseNoticeRequestBody = z.input<typeof releaseNoticeRequestSchema>;

/** The links' signed token (confirm, unsubscribe). */
export const releaseNoticeTokenSchema = newsletterTokenSchema;
