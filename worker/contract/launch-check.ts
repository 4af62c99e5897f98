import type { Locale } from "./locales";
import type { LinkShapeFinding } from "./outbound-links";

/**
 * Before going live: everything a visitor would see that is still a stand-in or can't be
 * right, so nothing is left unverified without the author knowing. Each finding names what and
 * where; the studio words it in the author's language and the command in English.
 */
export type LaunchFinding =
  /** A file a product on sale gives that is the seed's stand-in, marked one, or not in the bucket. */
  | { kind: "stand_in_file"; product: string; file: string; reason: "recorded" | "marked" | "missing" }
  /** The press kit's artwork (portrait, covers) that is still the seed's illustration. */
  | { kind: "stand_in_artwork"; file: string }
  /** A file the site hands out (the CV in a language, a free excerpt) that isn't in the bucket. */
  | { kind: "file_missing"; key: string }
  /** A listening sample stored uncompressed (a WAV): far heavier than it needs to be on mobile data. */
  | { kind: "heavy_sample"; product: string; title: string; bytes: number; seconds: number }
  /** A file the site hands out (the CV, a free excerpt) that is the seed's generated one. */
  | { kind: "stand_in_download"; key: string }
  /** A product's text or recorded facts say what its file contradicts (a length, a word count). */
  | {
      kind: "fact_mismatch";
      product: string;
      file: string;
      fact: "seconds" | "words";
      /** Where the claim is: the recorded file facts, or the product's text in a language. */
      source: "facts" | Locale;
      stated: number;
      /** The file's own figure (seconds), or the most words its size can hold. */
      found: number;
    }
  /** An outbound address whose shape can't be a page of its service, or that is a search. */
  | { kind: "link_shape"; url: string; service: string; finding: LinkShapeFinding; where: string }
  /** A product without its texts in a language, or with some left empty that English has. */
  | { kind: "translation_missing"; product: string; locale: Locale; fields: string[] }
  /** A production setting that is unset or a test value, so the site runs a local stand-in. */
  | { kind: "setting"; name: LaunchSetting };

export type LaunchSetting =
  | "not_production"
  | "site_url"
  | "email"
  | "turnstile"
  | "stripe"
  | "stripe_test"
  | "seller"
  | "studio_admins"
  | "vat_numbers";

export type LaunchArea = "files" | "facts" | "links" | "translations" | "settings";

export const LAUNCH_AREA: Record<LaunchFinding["kind"], LaunchArea> = {
  stand_in_file: "files",
  stand_in_artwork: "files",
  file_missing: "files",
  stand_in_download: "files",
  heavy_sample: "files",
  fact_mismatch: "facts",
  link_shape: "links",
  translation_missing: "translations",
  setting: "settings",
};

export interface LaunchCheck {
  checkedAt: string;
  findings: LaunchFinding[];
}
