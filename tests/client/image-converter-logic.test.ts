/**
 * The image converter's logic without a browser's codecs: settings (the defaults,
 * normalising, remembering), size maths, result names, input checks by magic bytes, and the
 * worker pool driven through a fake Worker.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConversionResult } from "#client/features/image-converter/convert-image";
import type { ConvertRequest, WorkerMessage } from "#client/features/image-converter/converter-protocol";
import {
  DEFAULT_SETTINGS,
  RENAME_PATTERN_MAX,
  SETTINGS_STORAGE_KEY,
  loadSettings,
  normalizeSettings,
  saveSettings,
  type ConverterSettings,
} from "#client/features/image-converter/converter-settings";
import { baseName, resultFileName, safeFileName, uniqueNames } from "#client/features/image-converter/file-names";
import { MAX_FILE_BYTES, inspectFile, sniffKind } from "#client/features/image-converter/input-files";
import { batchSaving, fitWithin, saving } from "#client/features/image-converter/size-math";
import {
  ConversionCancelled,
  ConversionFailed,
  WorkerPool,
  poolSize,
} from "#client/features/image-converter/worker-pool";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

/** A Storage stand-in holding strings in a Map. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
  };
}

const CUSTOM: ConverterSettings = {
  format: "avif",
  quality: 0.6,
  maxWidth: 800,
  maxHeight: 600,
  applyOrientation: false,
  stripMetadata: false,
  renamePattern: "{name}-{width}w",
};

describe("converter settings", () => {
  it("defaults to WebP at 0.85, 1920 px a side, orientation applied, metadata stripped, named {name}", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      format: "webp",
      quality: 0.85,
      maxWidth: 1920,
      maxHeight: 1920,
      applyOrientation: true,
      stripMetadata: true,
      renamePattern: "{name}",
    });
  });

  it("keeps every valid value as given", () => {
    expect(normalizeSettings(CUSTOM)).toEqual(CUSTOM);
    for (const format of ["webp", "jpeg", "png", "avif"] as const)
      expect(normalizeSettings({ format }).format).toBe(format);
  });

  it("falls back to the defaults for anything that isn't a settings object", () => {
    for (const input of [undefined, null, 42, "webp", true]) expect(normalizeSettings(input)).toEqual(DEFAULT_SETTINGS);
  });

  it("falls back field by field: a wrong field doesn't throw away the valid ones", () => {
    expect(normalizeSettings({ ...CUSTOM, format: "gif" })).toEqual({ ...CUSTOM, format: "webp" });
    expect(normalizeSettings({ ...CUSTOM, format: "WEBP" }).format).toBe("webp");
    expect(normalizeSettings({ ...CUSTOM, quality: "0.5" })).toEqual({ ...CUSTOM, quality: 0.85 });
    expect(normalizeSettings({ ...CUSTOM, quality: Number.NaN }).quality).toBe(0.85);
    expect(normalizeSettings({ ...CUSTOM, maxWidth: null })).toEqual({ ...CUSTOM, maxWidth: 1920 });
    expect(normalizeSettings({ ...CUSTOM, maxHeight: "tall" })).toEqual({ ...CUSTOM, maxHeight: 1920 });
    expect(normalizeSettings({ ...CUSTOM, maxWidth: Number.POSITIVE_INFINITY }).maxWidth).toBe(1920);
    expect(normalizeSettings({ ...CUSTOM, maxWidth: "" }).maxWidth).toBe(1920);
    expect(normalizeSettings({ ...CUSTOM, applyOrientation: "false" })).toEqual({ ...CUSTOM, applyOrientation: true });
    expect(normalizeSettings({ ...CUSTOM, stripMetadata: 0 })).toEqual({ ...CUSTOM, stripMetadata: true });
    expect(normalizeSettings({ ...CUSTOM, renamePattern: 7 })).toEqual({ ...CUSTOM, renamePattern: "{name}" });
  });

  it("clamps quality to 0.1–1 and rounds it to two decimals", () => {
    expect(normalizeSettings({ quality: 0 }).quality).toBe(0.1);
    expect(normalizeSettings({ quality: -3 }).quality).toBe(0.1);
    expect(normalizeSettings({ quality: 1.5 }).quality).toBe(1);
    expect(normalizeSettings({ quality: 0.1 }).quality).toBe(0.1);
    expect(normalizeSettings({ quality: 1 }).quality).toBe(1);
    expect(normalizeSettings({ quality: 0.756 }).quality).toBe(0.76);
    expect(normalizeSettings({ quality: 0.754 }).quality).toBe(0.75);
  });

  it("clamps dimensions to 1–16384 and rounds them to whole pixels", () => {
    expect(normalizeSettings({ maxWidth: 0, maxHeight: -50 })).toMatchObject({ maxWidth: 1, maxHeight: 1 });
    expect(normalizeSettings({ maxWidth: 0.4 }).maxWidth).toBe(1);
    expect(normalizeSettings({ maxWidth: 100_000, maxHeight: 16385 })).toMatchObject({
      maxWidth: 16384,
      maxHeight: 16384,
    });
    expect(normalizeSettings({ maxWidth: 16384, maxHeight: 1 })).toMatchObject({ maxWidth: 16384, maxHeight: 1 });
    expect(normalizeSettings({ maxWidth: 799.5, maxHeight: 600.4 })).toMatchObject({ maxWidth: 800, maxHeight: 600 });
  });

  it("accepts dimensions typed as numeric strings, as a form field gives them", () => {
    expect(normalizeSettings({ maxWidth: "800", maxHeight: " 600 " })).toMatchObject({ maxWidth: 800, maxHeight: 600 });
    expect(normalizeSettings({ maxWidth: "99999" }).maxWidth).toBe(16384);
    expect(normalizeSettings({ maxWidth: "   " }).maxWidth).toBe(1920);
  });

  it("keeps the rename pattern as typed (so spaces can be typed), capped at 120 characters", () => {
    expect(normalizeSettings({ renamePattern: "  {name} {n}" }).renamePattern).toBe("  {name} {n}");
    const long = "x".repeat(RENAME_PATTERN_MAX + 30);
    expect(RENAME_PATTERN_MAX).toBe(120);
    expect(normalizeSettings({ renamePattern: long }).renamePattern).toBe("x".repeat(120));
    // Cleared while being edited: kept empty, and results are then named after their originals.
    expect(normalizeSettings({ renamePattern: "" }).renamePattern).toBe("");
    expect(normalizeSettings({ renamePattern: 42 }).renamePattern).toBe("{name}");
  });

  it("loads the defaults when there is no storage, nothing saved, invalid JSON or a storage that throws", () => {
    // Something is saved in the real storage; with localStorage gone it must not be reached.
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(CUSTOM));
    vi.stubGlobal("localStorage", undefined);
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    vi.unstubAllGlobals();
    expect(loadSettings()).toEqual(CUSTOM);

    expect(loadSettings(memoryStorage())).toEqual(DEFAULT_SETTINGS);

    const broken = memoryStorage();
    broken.map.set(SETTINGS_STORAGE_KEY, "{not json");
    expect(loadSettings(broken)).toEqual(DEFAULT_SETTINGS);

    const throwing = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(loadSettings(throwing)).toEqual(DEFAULT_SETTINGS);
  });

  it("normalises what it loads, so a saved value from an older version can't break the page", () => {
    const storage = memoryStorage();
    storage.map.set(SETTINGS_STORAGE_KEY, JSON.stringify({ format: "tiff", quality: 5, maxWidth: "640" }));
    expect(loadSettings(storage)).toEqual({ ...DEFAULT_SETTINGS, quality: 1, maxWidth: 640 });
  });

  it("round-trips through saveSettings and loadSettings under its own key", () => {
    const storage = memoryStorage();
    saveSettings(CUSTOM, storage);
    expect([...storage.map.keys()]).toEqual([SETTINGS_STORAGE_KEY]);
    expect(loadSettings(storage)).toEqual(CUSTOM);
  });

  it("remembers the settings in this browser's localStorage when no storage is passed", () => {
    saveSettings(CUSTOM);
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).not.toBeNull();
    expect(loadSettings()).toEqual(CUSTOM);
  });

  it("swallows a storage that refuses to save (quota, private mode)", () => {
    const setItem = vi.fn(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => saveSettings(CUSTOM, { setItem })).not.toThrow();
    expect(setItem).toHaveBeenCalledWith(SETTINGS_STORAGE_KEY, JSON.stringify(CUSTOM));

    vi.stubGlobal("localStorage", undefined);
    expect(() => saveSettings(CUSTOM)).not.toThrow();
    vi.unstubAllGlobals();
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// Size maths
// ---------------------------------------------------------------------------------------------

const BOX = { width: 1920, height: 1920 };

describe("size maths", () => {
  it("fits a landscape, a portrait and a square image into 1920 px keeping the aspect ratio", () => {
    expect(fitWithin({ width: 4000, height: 3000 }, BOX)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin({ width: 3000, height: 4000 }, BOX)).toEqual({ width: 1440, height: 1920 });
    expect(fitWithin({ width: 5000, height: 5000 }, BOX)).toEqual({ width: 1920, height: 1920 });
    expect(fitWithin({ width: 6000, height: 4000 }, BOX)).toEqual({ width: 1920, height: 1280 });
  });

  it("never enlarges an image that already fits", () => {
    expect(fitWithin({ width: 800, height: 600 }, BOX)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 1920, height: 1920 }, BOX)).toEqual({ width: 1920, height: 1920 });
    expect(fitWithin({ width: 1, height: 1 }, BOX)).toEqual({ width: 1, height: 1 });
  });

  it("with a separate maximum width and height, the tighter side decides", () => {
    const box = { width: 800, height: 600 };
    expect(fitWithin({ width: 4000, height: 3000 }, box)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 4000, height: 2000 }, box)).toEqual({ width: 800, height: 400 });
    expect(fitWithin({ width: 1000, height: 3000 }, box)).toEqual({ width: 200, height: 600 });
    // Only the height is too big: the width shrinks with it.
    expect(fitWithin({ width: 700, height: 1200 }, box)).toEqual({ width: 350, height: 600 });
  });

  it("keeps at least 1 px on the short side of an extreme strip", () => {
    expect(fitWithin({ width: 10000, height: 1 }, BOX)).toEqual({ width: 1920, height: 1 });
    expect(fitWithin({ width: 1, height: 10000 }, BOX)).toEqual({ width: 1, height: 1920 });
    expect(fitWithin({ width: 100000, height: 3 }, { width: 100, height: 100 })).toEqual({ width: 100, height: 1 });
  });

  it("never exceeds the box and stays close to the source's aspect ratio", () => {
    const boxes = [BOX, { width: 800, height: 600 }, { width: 333, height: 777 }, { width: 1, height: 1 }];
    const sources = [
      { width: 4000, height: 3000 },
      { width: 3001, height: 1999 },
      { width: 12345, height: 6789 },
      { width: 999, height: 10001 },
      { width: 16384, height: 16383 },
      { width: 2500, height: 7 },
    ];
    for (const box of boxes) {
      for (const source of sources) {
        const fitted = fitWithin(source, box);
        expect(fitted.width).toBeLessThanOrEqual(box.width);
        expect(fitted.height).toBeLessThanOrEqual(box.height);
        expect(fitted.width).toBeGreaterThanOrEqual(1);
        expect(fitted.height).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(fitted.width) && Number.isInteger(fitted.height)).toBe(true);
        // One side touches the box (the image is as big as allowed).
        expect(fitted.width === box.width || fitted.height === box.height).toBe(true);
        // Rounding moves each side by at most half a pixel from the exact scale.
        const scale = Math.min(box.width / source.width, box.height / source.height);
        expect(Math.abs(fitted.width - source.width * scale)).toBeLessThanOrEqual(1);
        expect(Math.abs(fitted.height - source.height * scale)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("saving() is the fraction saved: positive when smaller, negative when bigger, 0 for an empty original", () => {
    expect(saving(1000, 250)).toBe(0.75);
    expect(saving(1000, 1000)).toBe(0);
    expect(saving(1000, 1500)).toBe(-0.5);
    expect(saving(1000, 0)).toBe(1);
    expect(saving(0, 0)).toBe(0);
    expect(saving(0, 500)).toBe(0);
  });

  it("batchSaving sums the bytes of the batch and computes the saving over the totals", () => {
    expect(
      batchSaving([
        { originalBytes: 1000, resultBytes: 200 },
        { originalBytes: 3000, resultBytes: 800 },
        { originalBytes: 1000, resultBytes: 1500 },
      ]),
    ).toEqual({ originalBytes: 5000, resultBytes: 2500, saving: 0.5 });
    expect(batchSaving([])).toEqual({ originalBytes: 0, resultBytes: 0, saving: 0 });
  });
});

// ---------------------------------------------------------------------------------------------
// File names
// ---------------------------------------------------------------------------------------------

describe("file names", () => {
  it("baseName drops only the last extension, and keeps names without one or starting with a dot", () => {
    expect(baseName("holiday.photo.JPG")).toBe("holiday.photo");
    expect(baseName("archive.tar.gz")).toBe("archive.tar");
    expect(baseName("beach.png")).toBe("beach");
    expect(baseName("README")).toBe("README");
    expect(baseName(".hidden")).toBe(".hidden");
    expect(baseName(".hidden.png")).toBe(".hidden");
    expect(baseName("name.")).toBe("name");
  });

  it("safeFileName replaces characters file systems refuse, and control characters, with '-'", () => {
    expect(safeFileName('a<b>c:d"e/f\\g|h?i*j')).toBe("a-b-c-d-e-f-g-h-i-j");
    expect(safeFileName("a<>:b")).toBe("a-b");
    expect(safeFileName("tab\there\u0000nul\u001fend\u007fdel")).toBe("tab-here-nul-end-del");
    expect(safeFileName("Ünïcödé 写真 ok")).toBe("Ünïcödé 写真 ok");
  });

  it("safeFileName removes leading dots and spaces and trailing dots and spaces", () => {
    expect(safeFileName("...secret")).toBe("secret");
    expect(safeFileName("  . name")).toBe("name");
    expect(safeFileName("name. . ")).toBe("name");
    expect(safeFileName("a.b")).toBe("a.b");
  });

  it("safeFileName falls back to 'image' when nothing is left", () => {
    expect(safeFileName("")).toBe("image");
    expect(safeFileName("...")).toBe("image");
    expect(safeFileName("   ")).toBe("image");
    expect(safeFileName(" . . ")).toBe("image");
  });

  it("safeFileName keeps names to 150 characters", () => {
    expect(safeFileName("a".repeat(400))).toBe("a".repeat(150));
    expect(safeFileName("b".repeat(150))).toHaveLength(150);
    // Cut at 150, then the space left at the end goes too.
    expect(safeFileName(`${"c".repeat(149)} tail`)).toBe("c".repeat(149));
  });

  it("resultFileName fills every token and appends the extension", () => {
    const parts = { name: "beach", index: 3, width: 1920, height: 1080, extension: "webp" };
    expect(resultFileName("{name}", parts)).toBe("beach.webp");
    expect(resultFileName("{name}-{width}w", parts)).toBe("beach-1920w.webp");
    expect(resultFileName("{n}_{name}_{width}x{height}_{format}", parts)).toBe("3_beach_1920x1080_webp.webp");
    expect(resultFileName("{name}-{name}-{n}{n}", parts)).toBe("beach-beach-33.webp");
    expect(resultFileName("photo", { ...parts, extension: "jpg" })).toBe("photo.jpg");
    expect(resultFileName("  ", parts)).toBe("beach.webp");
    // Braces in an original's name are the name, not tokens to fill.
    expect(resultFileName("{name}", { ...parts, name: "a{n}b{width}" })).toBe("a{n}b{width}.webp");
  });

  it("resultFileName makes the filled name safe", () => {
    const parts = { name: "a/b:c", index: 1, width: 10, height: 20, extension: "png" };
    expect(resultFileName("{name}", parts)).toBe("a-b-c.png");
    expect(resultFileName("..{name}..", { ...parts, name: "x" })).toBe("x.png");
    // Cut to 150 characters first, so the cut can't leave a trailing dot.
    expect(resultFileName("{name}", { ...parts, name: `${"a".repeat(149)}.b` })).toBe(`${"a".repeat(149)}.png`);
    expect(resultFileName("{name}", { ...parts, name: "" })).toBe("image.png");
  });

  it("uniqueNames keeps the first, and numbers later duplicates before the extension, ignoring case", () => {
    expect(uniqueNames(["photo.webp", "Photo.webp", "PHOTO.WEBP", "other.webp"])).toEqual([
      "photo.webp",
      "Photo (2).webp",
      "PHOTO (3).WEBP",
      "other.webp",
    ]);
    expect(uniqueNames(["notes", "notes"])).toEqual(["notes", "notes (2)"]);
    expect(uniqueNames(["a.b.webp", "a.b.webp"])).toEqual(["a.b.webp", "a.b (2).webp"]);
  });

  it("uniqueNames skips a number already taken by another file", () => {
    expect(uniqueNames(["a.webp", "a (2).webp", "a.webp"])).toEqual(["a.webp", "a (2).webp", "a (3).webp"]);
    const names = uniqueNames(["x.png", "x.png", "x (2).png", "X.PNG"]);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    expect(names[0]).toBe("x.png");
  });

  it("uniqueNames leaves distinct names alone", () => {
    expect(uniqueNames(["a.webp", "b.webp", "a.jpg"])).toEqual(["a.webp", "b.webp", "a.jpg"]);
    expect(uniqueNames([])).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Input files
// ---------------------------------------------------------------------------------------------

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

const PNG_HEADER = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEADER = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF");
const ftyp = (brand: string) => bytes([0x00, 0x00, 0x00, 0x1c], "ftyp", brand, [0, 0, 0, 0], "mif1");

describe("input files", () => {
  it("sniffKind recognises each accepted kind by its first bytes", () => {
    expect(sniffKind(JPEG_HEADER)).toBe("jpeg");
    expect(sniffKind(bytes([0xff, 0xd8, 0xff]))).toBe("jpeg");
    expect(sniffKind(PNG_HEADER)).toBe("png");
    expect(sniffKind(bytes("GIF87a", [1, 0, 1, 0]))).toBe("gif");
    expect(sniffKind(bytes("GIF89a", [1, 0, 1, 0]))).toBe("gif");
    expect(sniffKind(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(sniffKind(bytes("BM", [0x36, 0, 0, 0]))).toBe("bmp");
    expect(sniffKind(ftyp("avif"))).toBe("avif");
    expect(sniffKind(ftyp("avis"))).toBe("avif");
    expect(sniffKind(ftyp("heic"))).toBe("heic");
    expect(sniffKind(ftyp("mif1"))).toBe("heic");
    expect(sniffKind(ftyp("heix"))).toBe("heic");
  });

  it("sniffKind returns null for text, PDF, SVG and other containers", () => {
    expect(sniffKind(bytes("hello, world"))).toBeNull();
    expect(sniffKind(bytes("%PDF-1.7\n%"))).toBeNull();
    expect(sniffKind(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffKind(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffKind(bytes("GIF88a", [0, 0]))).toBeNull();
    expect(sniffKind(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffKind(ftyp("isom"))).toBeNull();
    expect(sniffKind(bytes([0x89], "PNX", [0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
  });

  it("sniffKind returns null when the input is too short to carry the signature", () => {
    expect(sniffKind(new Uint8Array())).toBeNull();
    expect(sniffKind(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffKind(PNG_HEADER.subarray(0, 7))).toBeNull();
    expect(sniffKind(bytes("GIF89"))).toBeNull();
    expect(sniffKind(bytes("RIFF", [0, 0, 0, 0], "WEB"))).toBeNull();
    expect(sniffKind(ftyp("avif").subarray(0, 11))).toBeNull();
    expect(sniffKind(bytes("B"))).toBeNull();
  });

  it("inspectFile refuses an empty file", async () => {
    expect(await inspectFile(new Blob([]))).toEqual({ ok: false, reason: "empty" });
    expect(await inspectFile(new File([], "photo.png", { type: "image/png" }))).toEqual({ ok: false, reason: "empty" });
  });

  it("inspectFile refuses a file over MAX_FILE_BYTES even when it starts like a PNG", async () => {
    expect(MAX_FILE_BYTES).toBe(50 * 1024 * 1024);
    // Built from one reused 1 MiB part, so the test holds only the Blob's own copy.
    const mebibyte = new Uint8Array(1024 * 1024);
    const parts: BlobPart[] = [PNG_HEADER, ...Array.from({ length: 50 }, () => mebibyte)];
    const tooBig = new Blob(parts, { type: "image/png" });
    expect(tooBig.size).toBe(MAX_FILE_BYTES + PNG_HEADER.length);
    expect(await inspectFile(tooBig)).toEqual({ ok: false, reason: "tooLarge" });
  });

  it("inspectFile accepts a file of exactly MAX_FILE_BYTES and refuses one byte more", async () => {
    // The size check reads only `size`; a small PNG reporting a bigger size stands in for the real thing.
    const sized = (size: number) => {
      const blob = new Blob([PNG_HEADER, new Uint8Array(24)], { type: "image/png" });
      Object.defineProperty(blob, "size", { value: size });
      return blob;
    };
    expect(await inspectFile(sized(MAX_FILE_BYTES))).toEqual({ ok: true, kind: "png" });
    expect(await inspectFile(sized(MAX_FILE_BYTES + 1))).toEqual({ ok: false, reason: "tooLarge" });
  });

  it("inspectFile refuses a text file as not an image", async () => {
    expect(await inspectFile(new File(["just some notes"], "notes.txt", { type: "text/plain" }))).toEqual({
      ok: false,
      reason: "notImage",
    });
    expect(await inspectFile(new Blob(["%PDF-1.7\n"]))).toEqual({ ok: false, reason: "notImage" });
  });

  it("inspectFile refuses an SVG (whatever its name) or a binary image of another kind as unsupported, text named .png as not an image", async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'], "logo.svg", {
      type: "image/svg+xml",
    });
    expect(await inspectFile(svg)).toEqual({ ok: false, reason: "unsupported" });
    expect(await inspectFile(new File(['<?xml version="1.0"?><svg/>'], "logo.txt", { type: "" }))).toEqual({
      ok: false,
      reason: "unsupported",
    });
    const raw = new File(
      [new Uint8Array([0x49, 0x49, 0x2a, 0x00, 0x10, 0x00, 0x00, 0x00, 0x43, 0x52, 0x02, 0x00])],
      "shot.cr2",
      { type: "image/x-canon-cr2" },
    );
    expect(await inspectFile(raw)).toEqual({ ok: false, reason: "unsupported" });
    expect(await inspectFile(new File(["not really a png"], "fake.png", { type: "image/png" }))).toEqual({
      ok: false,
      reason: "notImage",
    });
  });

  it("inspectFile accepts an image by its bytes, whatever its declared type says", async () => {
    expect(await inspectFile(new File([PNG_HEADER, new Uint8Array(64)], "shot.png", { type: "image/png" }))).toEqual({
      ok: true,
      kind: "png",
    });
    expect(await inspectFile(new File([JPEG_HEADER], "renamed.txt", { type: "text/plain" }))).toEqual({
      ok: true,
      kind: "jpeg",
    });
    expect(await inspectFile(new Blob([ftyp("heic")]))).toEqual({ ok: true, kind: "heic" });
  });
});

// ---------------------------------------------------------------------------------------------
// Worker pool
// ---------------------------------------------------------------------------------------------

/** Stands in for a converter worker: records what it is asked, and lets the test answer. */
class FakeWorker {
  onmessage: ((event: { data: WorkerMessage }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  readonly requests: ConvertRequest[] = [];
  terminated = false;

  postMessage(request: ConvertRequest): void {
    if (this.terminated) throw new Error("postMessage to a terminated worker");
    this.requests.push(request);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** The ids this worker was given, in order. */
  get ids(): number[] {
    return this.requests.map((r) => r.id);
  }

  reply(message: WorkerMessage): void {
    this.onmessage?.({ data: message });
  }
}

function fakePool(size: number) {
  const workers: FakeWorker[] = [];
  const factory = vi.fn(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  });
  return { pool: new WorkerPool(size, factory), workers, factory };
}

const request = (id: number): ConvertRequest => ({
  id,
  file: new Blob(["x"]),
  kind: "png",
  settings: DEFAULT_SETTINGS,
});

const resultFor = (width: number): ConversionResult => ({
  blob: new Blob(["result"], { type: "image/webp" }),
  thumbnail: new Blob(["thumb"], { type: "image/webp" }),
  width,
  height: width / 2,
  sourceWidth: width * 2,
  sourceHeight: width,
});

type Settled =
  | { state: "pending" }
  | { state: "resolved"; value: ConversionResult }
  | { state: "rejected"; error: unknown };

/** Follows a promise's outcome without leaving a rejection unhandled. */
function track(promise: Promise<ConversionResult>) {
  const tracked: { current: Settled } = { current: { state: "pending" } };
  promise.then(
    (value) => (tracked.current = { state: "resolved", value }),
    (error: unknown) => (tracked.current = { state: "rejected", error }),
  );
  return tracked;
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("worker pool", () => {
  it("poolSize follows the cores within 1–4, and uses 2 when the count is unknown or 0", () => {
    expect(poolSize(1)).toBe(1);
    expect(poolSize(2)).toBe(2);
    expect(poolSize(3)).toBe(3);
    expect(poolSize(4)).toBe(4);
    expect(poolSize(16)).toBe(4);
    expect(poolSize(0)).toBe(2);
    expect(poolSize(Number.NaN)).toBe(2);
    expect(poolSize(2.9)).toBe(2);
    expect(poolSize(-3)).toBe(1);
  });

  it("poolSize reads navigator.hardwareConcurrency, and uses 2 when the browser doesn't say", () => {
    const cores = vi.spyOn(navigator, "hardwareConcurrency", "get");
    cores.mockReturnValue(1);
    expect(poolSize()).toBe(1);
    cores.mockReturnValue(12);
    expect(poolSize()).toBe(4);
    cores.mockReturnValue(undefined as unknown as number);
    expect(poolSize()).toBe(2);
    expect(poolSize(undefined)).toBe(2);
  });

  it("starts no worker before work arrives", () => {
    const { factory, workers } = fakePool(3);
    expect(factory).not.toHaveBeenCalled();
    expect(workers).toHaveLength(0);
  });

  it("runs at most `size` workers, one image each, and queues the rest in order", async () => {
    const { pool, workers, factory } = fakePool(2);
    const jobs = [1, 2, 3, 4].map((id) => track(pool.convert(request(id))));
    expect(factory).toHaveBeenCalledTimes(2);
    expect(workers.map((w) => w.ids)).toEqual([[1], [2]]);

    workers[1]!.reply({ type: "done", id: 2, result: resultFor(200) });
    await flush();
    expect(jobs[1]!.current).toEqual({ state: "resolved", value: resultFor(200) });
    // The freed worker takes the first job waiting; no third worker is made.
    expect(workers.map((w) => w.ids)).toEqual([[1], [2, 3]]);
    expect(factory).toHaveBeenCalledTimes(2);

    workers[0]!.reply({ type: "done", id: 1, result: resultFor(100) });
    await flush();
    expect(workers.map((w) => w.ids)).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(jobs[3]!.current.state).toBe("pending");
  });

  it("passes the request to the worker unchanged", () => {
    const { pool, workers } = fakePool(1);
    const req = request(7);
    void pool.convert(req);
    expect(workers[0]!.requests[0]).toBe(req);
  });

  it("reports a worker's stage to that image's onStage, and keeps the image pending", async () => {
    const { pool, workers } = fakePool(2);
    const stagesA = vi.fn();
    const stagesB = vi.fn();
    const a = track(pool.convert(request(1), stagesA));
    track(pool.convert(request(2), stagesB));
    workers[0]!.reply({ type: "stage", id: 1, stage: "decoding" });
    workers[0]!.reply({ type: "stage", id: 1, stage: "resizing" });
    await flush();
    expect(stagesA.mock.calls).toEqual([["decoding"], ["resizing"]]);
    expect(stagesB).not.toHaveBeenCalled();
    expect(a.current.state).toBe("pending");
  });

  it("resolves with the worker's result on 'done' and gives the freed worker the next queued image", async () => {
    const { pool, workers, factory } = fakePool(1);
    const first = pool.convert(request(1));
    const second = track(pool.convert(request(2)));
    expect(workers[0]!.ids).toEqual([1]);

    const result = resultFor(640);
    workers[0]!.reply({ type: "done", id: 1, result });
    await expect(first).resolves.toBe(result);
    expect(workers[0]!.ids).toEqual([1, 2]);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(second.current.state).toBe("pending");
  });

  it("rejects with ConversionFailed carrying the reason on 'failed', and goes on with the queue", async () => {
    const { pool, workers } = fakePool(1);
    const first = pool.convert(request(1));
    track(pool.convert(request(2)));

    workers[0]!.reply({ type: "failed", id: 1, reason: "encoderUnsupported" });
    const error = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConversionFailed);
    expect((error as ConversionFailed).reason).toBe("encoderUnsupported");
    expect((error as ConversionFailed).message).toBe("encoderUnsupported");
    expect(workers[0]!.terminated).toBe(false);
    expect(workers[0]!.ids).toEqual([1, 2]);
  });

  it("cancel(id) of a queued image rejects it with ConversionCancelled without touching the workers", async () => {
    const { pool, workers, factory } = fakePool(1);
    const running = track(pool.convert(request(1)));
    const queued = track(pool.convert(request(2)));
    const later = track(pool.convert(request(3)));

    pool.cancel(2);
    await flush();
    expect(queued.current.state).toBe("rejected");
    expect(queued.current.state === "rejected" && queued.current.error).toBeInstanceOf(ConversionCancelled);
    expect(running.current.state).toBe("pending");
    expect(workers[0]!.terminated).toBe(false);
    expect(factory).toHaveBeenCalledTimes(1);

    // The cancelled image is never sent; the one after it is.
    workers[0]!.reply({ type: "done", id: 1, result: resultFor(1) });
    await flush();
    expect(workers[0]!.ids).toEqual([1, 3]);
    expect(later.current.state).toBe("pending");
  });

  it("cancel(id) of a running image stops its worker, rejects it, and a new worker takes the next image", async () => {
    const { pool, workers, factory } = fakePool(1);
    const running = track(pool.convert(request(1)));
    const queued = track(pool.convert(request(2)));

    pool.cancel(1);
    await flush();
    expect(running.current.state === "rejected" && running.current.error).toBeInstanceOf(ConversionCancelled);
    expect(workers[0]!.terminated).toBe(true);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(workers[1]!.ids).toEqual([2]);
    expect(workers[0]!.ids).toEqual([1]);

    // A late answer from the stopped worker changes nothing.
    workers[0]!.reply({ type: "done", id: 1, result: resultFor(1) });
    workers[0]!.reply({ type: "done", id: 2, result: resultFor(2) });
    await flush();
    expect(queued.current.state).toBe("pending");
  });

  it("cancel(id) of a running image with nothing queued leaves no worker running", async () => {
    const { pool, workers, factory } = fakePool(2);
    const job = track(pool.convert(request(1)));
    pool.cancel(1);
    await flush();
    expect(job.current.state === "rejected" && job.current.error).toBeInstanceOf(ConversionCancelled);
    expect(workers[0]!.terminated).toBe(true);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it("cancel of an unknown id does nothing", async () => {
    const { pool, workers } = fakePool(1);
    const job = track(pool.convert(request(1)));
    pool.cancel(42);
    await flush();
    expect(job.current.state).toBe("pending");
    expect(workers[0]!.terminated).toBe(false);
  });

  it("cancelAll rejects every queued and running image with ConversionCancelled and stops the busy workers", async () => {
    const { pool, workers, factory } = fakePool(2);
    const jobs = [1, 2, 3, 4].map((id) => track(pool.convert(request(id))));
    pool.cancelAll();
    await flush();
    for (const job of jobs)
      expect(job.current.state === "rejected" && job.current.error).toBeInstanceOf(ConversionCancelled);
    expect(workers.every((w) => w.terminated)).toBe(true);
    // Nothing was waiting, so no replacement was made, and the queued images were never sent.
    expect(factory).toHaveBeenCalledTimes(2);
    expect(workers.flatMap((w) => w.ids)).toEqual([1, 2]);
  });

  it("ignores a message about another image", async () => {
    const { pool, workers } = fakePool(1);
    const onStage = vi.fn();
    const running = track(pool.convert(request(1), onStage));
    const queued = track(pool.convert(request(2)));

    workers[0]!.reply({ type: "stage", id: 2, stage: "encoding" });
    workers[0]!.reply({ type: "done", id: 2, result: resultFor(2) });
    workers[0]!.reply({ type: "failed", id: 99, reason: "failed" });
    await flush();
    expect(onStage).not.toHaveBeenCalled();
    expect(running.current.state).toBe("pending");
    expect(queued.current.state).toBe("pending");
    // The worker is still busy with image 1, so image 2 hasn't been sent.
    expect(workers[0]!.ids).toEqual([1]);
  });

  it("a worker's error event rejects its image with ConversionFailed('failed') and a new worker goes on", async () => {
    const { pool, workers, factory } = fakePool(1);
    const crashed = pool.convert(request(1));
    const next = track(pool.convert(request(2)));

    const event = { preventDefault: vi.fn() };
    workers[0]!.onerror!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    const error = await crashed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConversionFailed);
    expect((error as ConversionFailed).reason).toBe("failed");
    expect(workers[0]!.terminated).toBe(true);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(workers[1]!.ids).toEqual([2]);
    expect(next.current.state).toBe("pending");
  });

  it("an error event from an idle worker rejects nothing and keeps the worker", async () => {
    const { pool, workers } = fakePool(1);
    const done = pool.convert(request(1));
    workers[0]!.reply({ type: "done", id: 1, result: resultFor(1) });
    await done;
    workers[0]!.onerror!({ preventDefault: vi.fn() });
    expect(workers[0]!.terminated).toBe(false);
    track(pool.convert(request(2)));
    expect(workers[0]!.ids).toEqual([1, 2]);
  });

  it("dispose cancels everything and stops every worker, busy or idle", async () => {
    const { pool, workers } = fakePool(2);
    const a = pool.convert(request(1));
    const b = track(pool.convert(request(2)));
    workers[0]!.reply({ type: "done", id: 1, result: resultFor(1) });
    await a;
    pool.dispose();
    await flush();
    expect(b.current.state === "rejected" && b.current.error).toBeInstanceOf(ConversionCancelled);
    expect(workers.map((w) => w.terminated)).toEqual([true, true]);
  });
});
