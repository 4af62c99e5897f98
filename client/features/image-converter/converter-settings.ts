/**
 * The converter's settings: the defaults (longest side at most 1920 px, quality 0.85,
 * WebP), what a visitor may change, and how they are remembered in this browser.
 */

export const OUTPUT_FORMATS = ["webp", "jpeg", "png", "avif"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const MIME_TYPES: Record<OutputFormat, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
  avif: "image/avif",
};

export const EXTENSIONS: Record<OutputFormat, string> = { webp: "webp", jpeg: "jpg", png: "png", avif: "avif" };

/** Formats whose encoder takes a quality; PNG is lossless. */
export const LOSSY_FORMATS: ReadonlySet<OutputFormat> = new Set(["webp", "jpeg", "avif"]);

export interface ConverterSettings {
  format: OutputFormat;
  /** 0.1–1, the encoder's quality for lossy formats. */
  quality: number;
  /** The largest the result may be; the aspect ratio is kept and nothing is enlarged. */
  maxWidth: number;
  maxHeight: number;
  /** Turn the picture the way the camera recorded it (EXIF orientation) before it is redrawn. */
  applyOrientation: boolean;
  /** Leave out location, camera and date. When off, a JPEG made from a JPEG keeps them. */
  stripMetadata: boolean;
  /** How results are named: {name} {n} {width} {height} {format}. */
  renamePattern: string;
}

export const DEFAULT_SETTINGS: ConverterSettings = {
  format: "webp",
  quality: 0.85,
  maxWidth: 1920,
  maxHeight: 1920,
  applyOrientation: true,
  stripMetadata: true,
  renamePattern: "{name}",
};

export const QUALITY_RANGE = { min: 0.1, max: 1, step: 0.01 } as const;
/** Browsers refuse canvases beyond about 16k per side; 1 px is the floor. */
export const DIMENSION_RANGE = { min: 1, max: 16384 } as const;
export const RENAME_PATTERN_MAX = 120;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function dimension(value: unknown, fallback: number): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number)
    ? clamp(Math.round(number), DIMENSION_RANGE.min, DIMENSION_RANGE.max)
    : fallback;
}

/**
 * Settings from anywhere (this browser's storage, a form) made valid: each field that is
 * missing or wrong falls back to its default on its own, numbers are brought into range.
 */
export function normalizeSettings(input: unknown): ConverterSettings {
  const raw = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const format = OUTPUT_FORMATS.includes(raw.format as OutputFormat)
    ? (raw.format as OutputFormat)
    : DEFAULT_SETTINGS.format;
  const quality =
    typeof raw.quality === "number" && Number.isFinite(raw.quality)
      ? Math.round(clamp(raw.quality, QUALITY_RANGE.min, QUALITY_RANGE.max) * 100) / 100
      : DEFAULT_SETTINGS.quality;
  // Kept as typed (spaces, even empty while the visitor edits it): file-names.ts makes it safe.
  const pattern =
    typeof raw.renamePattern === "string"
      ? raw.renamePattern.slice(0, RENAME_PATTERN_MAX)
      : DEFAULT_SETTINGS.renamePattern;
  return {
    format,
    quality,
    maxWidth: dimension(raw.maxWidth, DEFAULT_SETTINGS.maxWidth),
    maxHeight: dimension(raw.maxHeight, DEFAULT_SETTINGS.maxHeight),
    applyOrientation:
      typeof raw.applyOrientation === "boolean" ? raw.applyOrientation : DEFAULT_SETTINGS.applyOrientation,
    stripMetadata: typeof raw.stripMetadata === "boolean" ? raw.stripMetadata : DEFAULT_SETTINGS.stripMetadata,
    renamePattern: pattern,
  };
}

export const SETTINGS_STORAGE_KEY = "la-bodega:image-converter";

/** The settings this browser remembers, or the defaults (no storage, nothing saved, bad data). */
export function loadSettings(storage: Pick<Storage, "getItem"> | undefined = safeStorage()): ConverterSettings {
  try {
    const saved = storage?.getItem(SETTINGS_STORAGE_KEY);
    return saved ? normalizeSettings(JSON.parse(saved)) : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Remembers the settings; a browser that refuses storage (private mode, full) just forgets. */
export function saveSettings(
  settings: ConverterSettings,
  storage: Pick<Storage, "setItem"> | undefined = safeStorage(),
): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Nothing to do: the settings still apply to this visit.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
