import { SITE_PROFILE } from "./site-profile";

/**
 * The press kit's shape, shared by the page and the Worker's `/api/press/*`. The list of files
 * itself is generated (press-files.ts, by scripts/generate-press-kit.mjs) from the artwork in
 * client/public, so sizes in bytes and pixels are the files' own.
 */

export interface PressFile {
  /** `portrait`, a book's or album's content id, or `wordmark-<theme>-<format>`. */
  id: string;
  kind: "photo" | "cover" | "logo";
  /** A logo's: "light" is for light backgrounds (dark ink), "dark" for dark ones. */
  theme?: "light" | "dark";
  /** The name it is saved under, also its name in client/public/media/press/. */
  file: string;
  type: "image/jpeg" | "image/png" | "image/svg+xml";
  width: number;
  height: number;
  bytes: number;
  /** A small picture of it the page shows (the site's own SVG artwork). */
  thumbnail: string;
  /** Seed artwork standing in for the real photo or cover, to be replaced before launch. */
  standIn: boolean;
}

/** Where the files are published (static assets of the build). */
export const PRESS_FILES_DIR = "/media/press";

/** The address that hands one file over as a download (Content-Disposition: attachment). */
export const pressFileUrl = (file: string) => `/api/press/files/${file}`;

/** The whole kit in one zip, built by the Worker from the same files. */
export const PRESS_KIT_URL = "/api/press/kit.zip";
export const PRESS_KIT_FILE_NAME = "adria-vidal-press-kit.zip";

/** A file name of the kit: what press-files.ts holds, nothing else reaches the assets. */
export const PRESS_FILE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.(jpg|png|svg)$/;

/**
 * The press desk's address: the site's own until the author sets up one for the press (then
 * here, once). The contact form's side is its existing "Media opportunity" reason.
 */
export const PRESS_EMAIL: string = SITE_PROFILE.email;
export const PRESS_CONTACT_REASON = "media_opportunity";
