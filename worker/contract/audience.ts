import { z } from "./zod";

/**
 * Audience counting without cookies (docs/decisions/039-audience-without-cookies.md): what the
 * browser's beacon sends and the words both the Worker and the studio use for the figures.
 */

/** Longest address counted; the page table's longest (a product page) is far shorter. */
export const AUDIENCE_PATH_MAX = 512;

/**
 * Body of `POST /api/audience/views`, sent after a client-side navigation: the address the app
 * now shows (the browser's `location.pathname`). The Worker counts it only if it names a page.
 */
export const pageViewBeaconSchema = z.object({
  path: z
    .string("path_required")
    .min(1, { message: "path_required", abort: true })
    .max(AUDIENCE_PATH_MAX, "path_too_long")
    .regex(/^\/[^?#\s]*$/, "path_invalid"),
});
export type PageViewBeacon = z.input<typeof pageViewBeaconSchema>;

/** Device classes, told from the user agent and then forgotten. */
export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The forms whose sends are counted per page: sign-ups and leads. */
export const CONVERSION_FORMS = ["newsletter", "account", "contact", "resume", "excerpt"] as const;
export type ConversionForm = (typeof CONVERSION_FORMS)[number];
export const SIGN_UP_FORMS: readonly ConversionForm[] = ["newsletter", "account"];
export const LEAD_FORMS: readonly ConversionForm[] = ["contact", "resume", "excerpt"];

/** The periods the studio shows, in days (today included). */
export const AUDIENCE_PERIODS = [7, 30, 90, 365] as const;
export type AudiencePeriod = (typeof AUDIENCE_PERIODS)[number];

/** The country when Cloudflare gives none (local runs) or an unusable one. */
export const UNKNOWN_COUNTRY = "unknown";

/** The studio's screens (unprefixed path): the author at work, never audience. */
export function isStudioPath(path: string): boolean {
  return path === "/studio" || path.startsWith("/studio/");
}
