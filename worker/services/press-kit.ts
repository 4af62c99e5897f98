import { downloadZip } from "client-zip";
import { BIO_FILE_TEXT, BIO_LENGTH_NAMES, PRESS_BIOS, type BioLength } from "#content/press";
import { LOCALES, type Locale } from "../contract/locales";
import { localized } from "../contract/localized";
import { PRESS_FILES } from "../contract/press-files";
import { PRESS_FILES_DIR, PRESS_KIT_FILE_NAME, type PressFile } from "../contract/press-kit";
import { SITE_PROFILE } from "../contract/site-profile";
import { attachmentDisposition } from "./file-download";

const LENGTHS: readonly BioLength[] = ["short", "medium", "long"];
/** Folders of the zip, by kind, so a newsroom finds the covers without opening the photos. */
const FOLDERS: Record<PressFile["kind"], string> = { photo: "photos", cover: "covers", logo: "logos" };
const ROOT = PRESS_KIT_FILE_NAME.replace(/\.zip$/, "");

/** The press kit's file of that name, or undefined: only the listed files are ever served. */
export function findPressFile(name: string): PressFile | undefined {
  return PRESS_FILES.find((file) => file.file === name);
}

/**
 * A file of the kit from the static assets, or null when it is missing: with the single-page
 * fallback a missing asset answers 200 with the app's HTML, so the type must be the file's.
 */
export async function readPressFile(assets: Fetcher, origin: string, file: PressFile): Promise<ArrayBuffer | null> {
  const res = await assets.fetch(new Request(new URL(`${PRESS_FILES_DIR}/${file.file}`, origin)));
  const type = (res.headers.get("Content-Type") ?? "").split(";")[0]!.trim();
  if (!res.ok || type !== file.type) {
    await res.body?.cancel();
    return null;
  }
  return res.arrayBuffer();
}

/** The biography file of one language: the three lengths, each headed with its word count. */
export function biographyText(locale: Locale): string {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const parts = LENGTHS.map((length) => {
    const text = localized(PRESS_BIOS[length], locale);
    const count = localized(BIO_FILE_TEXT.words, locale).replace("{count}", String(words(text)));
    return `${localized(BIO_LENGTH_NAMES[length], locale).toUpperCase()} (${count})\n\n${text}\n`;
  });
  return `${SITE_PROFILE.name} — ${localized(BIO_FILE_TEXT.title, locale)}\n\n${parts.join("\n")}`;
}

/** What the zip holds: every file of the kit by kind, and the biographies in each language. */
export function kitEntryNames(): string[] {
  return [
    ...PRESS_FILES.map((file) => `${ROOT}/${FOLDERS[file.kind]}/${file.file}`),
    ...LOCALES.map((locale) => `${ROOT}/biography/biography-${locale}.txt`),
  ];
}

/**
 * The whole kit as one zip (stored, not deflated: JPEG and PNG don't shrink), made from the
 * same static files the page links to. The files are read first, so a missing one is an error
 * answer rather than a truncated download, and the length is known (Content-Length).
 */
export async function pressKitZip(assets: Fetcher, origin: string, lastModified: Date): Promise<Response | null> {
  const images = await Promise.all(PRESS_FILES.map((file) => readPressFile(assets, origin, file)));
  if (images.some((image) => image === null)) return null;
  const encoder = new TextEncoder();
  const names = kitEntryNames();
  const entries = [
    ...images.map((image, i) => ({ name: names[i]!, input: new Uint8Array(image!), lastModified })),
    ...LOCALES.map((locale, i) => ({
      name: names[PRESS_FILES.length + i]!,
      input: encoder.encode(biographyText(locale)),
      lastModified,
    })),
  ];
  const zip = downloadZip(entries, { metadata: entries });
  const headers = new Headers(zip.headers);
  headers.set("Content-Type", "application/zip");
  headers.set("Content-Disposition", attachmentDisposition(PRESS_KIT_FILE_NAME));
  return new Response(zip.body, { status: 200, headers });
}
