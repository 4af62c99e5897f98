import { SERIES } from "#content/books";
import { AIE_EP, SOUNDTRACK } from "#content/music";
import type { Localized } from "#content/types";
import { AUTHOR_PHOTO } from "#worker/contract/author-profile";
import { PRESS_FILES } from "#worker/contract/press-files";
import type { PressFile } from "#worker/contract/press-kit";
import { PRESS_LABELS } from "./labels";

/** A card of the media section: one picture, offered in one or more files. */
export interface MediaCard {
  id: string;
  kind: PressFile["kind"];
  title: Localized;
  alt: Localized;
  thumbnail: { src: string; width: number; height: number };
  /** Drawn on ink: the wordmark for dark backgrounds. */
  dark: boolean;
  files: readonly PressFile[];
}

const BOOKS = SERIES.flatMap((series) => series.books);
const ALBUMS = [SOUNDTRACK, AIE_EP];
/** A thumbnail's box: the artwork's own proportions, the size the page draws it at most. */
const THUMB_WIDTH = 320;

function describe(file: PressFile): Pick<MediaCard, "title" | "alt"> {
  if (file.id === "portrait") return { title: PRESS_LABELS.portrait, alt: AUTHOR_PHOTO.alt };
  const book = BOOKS.find((b) => b.id === file.id);
  if (book) return { title: book.title, alt: book.cover.alt };
  const album = ALBUMS.find((a) => a.id === file.id);
  if (album) return { title: album.title, alt: album.cover.alt };
  return file.theme === "dark"
    ? { title: PRESS_LABELS.wordmarkDark, alt: PRESS_LABELS.wordmarkDarkAlt }
    : { title: PRESS_LABELS.wordmarkLight, alt: PRESS_LABELS.wordmarkLightAlt };
}

/** The kit's files as the page shows them: a logo's SVG and PNG share one card. */
export function mediaCards(files: readonly PressFile[] = PRESS_FILES): MediaCard[] {
  const cards = new Map<string, MediaCard>();
  for (const file of files) {
    const key = file.kind === "logo" ? `logo-${file.theme}` : file.id;
    const card = cards.get(key);
    if (card) {
      cards.set(key, { ...card, files: [...card.files, file] });
      continue;
    }
    const height = Math.round((THUMB_WIDTH * file.height) / file.width);
    cards.set(key, {
      id: key.replace(/[^a-z0-9-]/g, "-"),
      kind: file.kind,
      ...describe(file),
      thumbnail: { src: file.thumbnail, width: THUMB_WIDTH, height },
      dark: file.theme === "dark",
      files: [file],
    });
  }
  return [...cards.values()];
}

/** Formats as a journalist names them. */
export const FORMAT_NAMES: Record<PressFile["type"], string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/svg+xml": "SVG",
};
