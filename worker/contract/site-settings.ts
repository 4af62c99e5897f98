import { z } from "./zod";

/**
 * The site's settings the author changes from the studio, taking effect without a deploy.
 * Public: what a page needs to know of them (anyone may read it). Issue messages are stable
 * codes, reported per field in the one error shape.
 */
export interface SiteSettings {
  /** Whether the construction notice may show (its schedule still decides when); on by default. */
  constructionNotice: boolean;
}

export const SITE_SETTING_DEFAULTS: SiteSettings = { constructionNotice: true };

/** The settings as the studio shows them: each value, and who changed it last and when. */
export interface StudioSiteSettings {
  settings: SiteSettings;
  changed: { [K in keyof SiteSettings]: { at: string; by: string | null } | null };
}

/** A change: only the settings named, each with its own check. */
export const siteSettingsBodySchema = z
  .strictObject(
    { constructionNotice: z.boolean("construction_notice_invalid").optional() },
    { error: (issue) => (issue.code === "unrecognized_keys" ? "setting_unknown" : undefined) },
  )
  .refine((body) => Object.keys(body).length > 0, "setting_required");

export type SiteSettingsBody = z.infer<typeof siteSettingsBodySchema>;
