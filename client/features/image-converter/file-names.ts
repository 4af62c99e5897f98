/** How results are named: the visitor's rename pattern, made safe and unique within a batch. */

export interface NameParts {
  /** The original file's name without its extension. */
  name: string;
  /** The file's place in the batch, from 1. */
  index: number;
  width: number;
  height: number;
  /** The result's extension (webp, jpg, png, avif). */
  extension: string;
}

/** The name without the last extension: "holiday.photo.JPG" gives "holiday.photo". */
export function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/**
 * Characters no common file system accepts (and control characters) become "-", leading dots
 * and trailing dots or spaces go, and the name is kept to 150 characters.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, "-")
    .slice(0, 150)
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "");
  return cleaned || "image";
}

/** A result's file name from the pattern: "{name}-{width}w" for "beach.png" at 1920 px gives "beach-1920w.webp". */
export function resultFileName(pattern: string, parts: NameParts): string {
  const values: Record<string, string> = {
    "{name}": parts.name,
    "{n}": String(parts.index),
    "{width}": String(parts.width),
    "{height}": String(parts.height),
    "{format}": parts.extension,
  };
  // One pass, so braces inside an original's name ("a{n}.jpg") stay as they are. An empty
  // pattern names results after their originals.
  const filled = (pattern.trim() || "{name}").replace(/\{(?:name|n|width|height|format)\}/g, (token) => values[token]!);
  return `${safeFileName(filled)}.${parts.extension}`;
}

/**
 * The same names made unique, for a ZIP (two "photo.webp" would overwrite each other):
 * later ones get " (2)", " (3)"… before the extension, compared without regard to case.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf(".");
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) candidate = `${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
