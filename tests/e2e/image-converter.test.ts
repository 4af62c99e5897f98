import { readFile } from "node:fs/promises";
import { AxeBuilder } from "@axe-core/playwright";
import { unzipSync } from "fflate";
import type { Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { holdIslandCode, newVisitor, useBrowser } from "../support/e2e/browser";

/**
 * The image converter in Chromium: real conversions in the page's workers, on
 * fixtures this test makes (a photo, a transparent PNG, a JPEG whose EXIF says "turn me").
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();

interface Fixture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** An image drawn and encoded by the browser: gradients and noise, so sizes mean something. */
async function makeImage(
  page: Page,
  width: number,
  height: number,
  type: "image/jpeg" | "image/png",
  alpha = false,
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, type, alpha }) => {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext("2d")!;
      const gradient = ctx.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, alpha ? "rgba(200,30,60,0.4)" : "#c81e3c");
      gradient.addColorStop(1, "#1e50c8");
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, width, height);
      for (let i = 0; i < 400; i++) {
        ctx.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
        ctx.fillRect((i * 97) % width, (i * 53) % height, 6 + (i % 40), 6 + (i % 30));
      }
      const blob = await canvas.convertToBlob({ type, quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height, type, alpha },
  );
  return Buffer.from(base64, "base64");
}

/** A JPEG with an EXIF segment saying Orientation = 6 (the camera was turned a quarter clockwise). */
function withOrientation(jpeg: Buffer, orientation: number): Buffer {
  // TIFF, big-endian: header, one IFD with one entry (0x0112 SHORT 1 = orientation), no next IFD.
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "binary"), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), length, payload]);
  // Right after the start-of-image marker.
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** What each finished row's result is: its file (downloaded, as a visitor gets it) and its pixels. */
async function results(
  page: Page,
): Promise<{ fileName: string; bytes: number; width: number; height: number; magic: string }[]> {
  const links = await page.locator("a[download]").all();
  const out = [];
  for (const link of links) {
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const file = await readFile((await download.path())!);
    // Its pixels, as the browser reads the result (img-src allows blob:, connect-src doesn't).
    const size = await link.evaluate(async (a: HTMLAnchorElement) => {
      const image = new Image();
      image.src = a.href;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
    out.push({ fileName: download.suggestedFilename(), bytes: file.length, magic: magicOf(file), ...size });
  }
  return out;
}

/** "RIFFWEBP", "\x89PNG", "\xff\xd8\xff" — what a file's first bytes say it is. */
function magicOf(file: Buffer): string {
  const riff = file.subarray(0, 4).toString("latin1");
  return riff === "RIFF" ? riff + file.subarray(8, 12).toString("latin1") : file.subarray(0, 4).toString("latin1");
}

/**
 * Chooses files as a person does: the button, then the browser's file chooser. On arrival the
 * tool is the server's markup; that first press brings its code and is carried out after.
 */
async function addFiles(page: Page, files: Fixture[]) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: /^(Choose images|Elegir imágenes|Triar imatges)$/ }).click(),
  ]);
  await chooser.setFiles(files);
}

async function allSettled(page: Page, count: number) {
  await page.waitForFunction(
    (n) => {
      const rows = [...document.querySelectorAll("li[data-status]")];
      return (
        rows.length === n &&
        rows.every((row) => ["done", "failed", "cancelled"].includes(row.getAttribute("data-status")!))
      );
    },
    count,
    { timeout: 30_000 },
  );
}

describe("the image converter", () => {
  it("a file dropped before the tool's code is here stays on the page, and is converted once the code is in", async () => {
    const { page, problems } = await newVisitor(browser);
    const release = await holdIslandCode(page);
    await page.goto(`${baseUrl}/image-converter`);
    const photo = await makeImage(page, 800, 600, "image/jpeg");
    const handled = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], "dropped.jpg", { type: "image/jpeg" }));
      const zone = [...document.querySelectorAll("h2")].find((h) => h.textContent === "Add images")!;
      const fire = (type: string) => {
        const event = new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true });
        zone.dispatchEvent(event);
        return event.defaultPrevented;
      };
      fire("dragenter");
      // Taken by the page (not the browser's "open the file"), both of them.
      return { over: fire("dragover"), drop: fire("drop") };
    }, photo.toString("base64"));
    expect(handled).toEqual({ over: true, drop: true });
    expect(page.url()).toBe(`${baseUrl}/image-converter`);
    release();
    await allSettled(page, 1);
    expect(await page.locator("li[data-status]").getAttribute("data-status")).toBe("done");
    expect(await page.locator("li[data-status]").textContent()).toContain("dropped");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("converts a photo, a transparent PNG and an EXIF-turned JPEG to WebP at the defaults; no request carries an image", async () => {
    const { page, problems } = await newVisitor(browser);
    await page.goto(`${baseUrl}/image-converter`);
    expect(await page.getByText("Nothing leaves your device").isVisible()).toBe(true);
    const photo = await makeImage(page, 3000, 2000, "image/jpeg");
    const graphic = await makeImage(page, 800, 600, "image/png", true);
    const turned = withOrientation(await makeImage(page, 400, 200, "image/jpeg"), 6);

    // From here on, every request the page makes is watched.
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await addFiles(page, [
      { name: "beach.jpg", mimeType: "image/jpeg", buffer: photo },
      { name: "logo.png", mimeType: "image/png", buffer: graphic },
      { name: "turned.jpg", mimeType: "image/jpeg", buffer: turned },
    ]);
    await allSettled(page, 3);
    const converted = await results(page);
    expect(converted).toEqual([
      expect.objectContaining({ fileName: "beach.webp", magic: "RIFFWEBP", width: 1920, height: 1280 }),
      expect.objectContaining({ fileName: "logo.webp", magic: "RIFFWEBP", width: 800, height: 600 }),
      // 400×200 stored, shown turned: the result is upright, 200×400.
      expect.objectContaining({ fileName: "turned.webp", magic: "RIFFWEBP", width: 200, height: 400 }),
    ]);
    expect(converted[0]!.bytes).toBeLessThan(photo.length);
    expect(await page.getByTestId("batch-summary").textContent()).toMatch(/^3 images converted\. .+ smaller$/);

    // Only the page's own code was fetched (the worker's module); nothing was sent anywhere.
    const sent = requests.filter((r) => !r.url().startsWith("blob:"));
    expect(sent.map((r) => r.method())).not.toContain("POST");
    expect(sent.every((r) => (r.postDataBuffer()?.length ?? 0) === 0)).toBe(true);
    expect(
      sent.every((r) => new URL(r.url()).origin === baseUrl && new URL(r.url()).pathname.startsWith("/assets/")),
    ).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("refuses what it can't convert, file by file, and converts the rest", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/image-converter`);
    const good = await makeImage(page, 640, 480, "image/png");
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    await addFiles(page, [
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("these are not pixels") },
      {
        name: "drawing.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
      { name: "broken.jpg", mimeType: "image/jpeg", buffer: broken },
      { name: "good.png", mimeType: "image/png", buffer: good },
    ]);
    await allSettled(page, 4);
    const outcomes = await page.getByTestId("file-outcome").allTextContents();
    expect(outcomes[0]).toBe("Not an image.");
    expect(outcomes[1]).toMatch(/can't convert \(for example SVG/);
    expect(outcomes[2]).toMatch(/^This browser can't read this image/);
    expect(outcomes[3]).toMatch(/KB, \d+% (smaller|larger)$/);
    expect(await page.getByTestId("batch-summary").textContent()).toMatch(
      /^1 image converted\. 3 could not be converted\./,
    );
    await page.context().close();
  });

  it("remembers its settings; PNG within 500 px, and a lower quality makes smaller files", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/image-converter`);
    const photo = await makeImage(page, 2400, 1600, "image/jpeg");
    await addFiles(page, [{ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await allSettled(page, 1);
    const [atDefault] = await results(page);

    // Quality by keyboard: the slider takes arrow keys and Home/End.
    const quality = page.getByRole("slider", { name: "Quality" });
    await quality.focus();
    await page.keyboard.press("Home");
    expect(await page.locator("output").first().textContent()).toBe("10%");
    // The row is still "done" from the first pass when the click lands: wait for the new result
    // (a new blob URL) rather than for a settled row, or the old one may be read, or none.
    const firstResult = await page.locator("a[download]").getAttribute("href");
    await page.getByRole("button", { name: "Convert again with these settings" }).click();
    await page.waitForFunction(
      (previous) => {
        const href = document.querySelector("a[download]")?.getAttribute("href");
        return (
          href != null &&
          href !== previous &&
          document.querySelector("li[data-status]")?.getAttribute("data-status") === "done"
        );
      },
      firstResult,
      { timeout: 30_000 },
    );
    const [atLow] = await results(page);
    expect(atLow!.bytes).toBeLessThan(atDefault!.bytes * 0.7);

    await page.getByRole("radio", { name: /^PNG/ }).check();
    await page.getByLabel("Maximum width (px)").fill("500");
    await page.getByLabel("File names").fill("{name}-{width}w");
    await page.reload();
    // The saved settings arrive right after the first render (which matches the server's page):
    // with settings remembered, the tool loads as soon as the browser is idle, unasked.
    await expect.poll(() => page.getByRole("radio", { name: /^PNG/ }).isChecked()).toBe(true);
    await expect.poll(() => page.getByLabel("Maximum width (px)").inputValue()).toBe("500");
    await addFiles(page, [{ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await allSettled(page, 1);
    const [png] = await results(page);
    expect(png).toMatchObject({ fileName: "photo-500w.png", magic: "\x89PNG", width: 500, height: 333 });
    await page.context().close();
  });

  it("downloads all results as one ZIP, with names that don't overwrite each other", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/image-converter`);
    const one = await makeImage(page, 900, 600, "image/jpeg");
    const two = await makeImage(page, 600, 900, "image/png");
    await addFiles(page, [
      { name: "photo.jpg", mimeType: "image/jpeg", buffer: one },
      { name: "photo.png", mimeType: "image/png", buffer: two },
    ]);
    await allSettled(page, 2);
    // The archive is made off the page's thread, by a worker started for it.
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download all (ZIP)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("converted-images.zip");
    expect(workers.some((url) => /\/assets\/zip-worker-[\w-]+\.js$/.test(url))).toBe(true);
    const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(entries).sort()).toEqual(["photo (2).webp", "photo.webp"]);
    for (const bytes of Object.values(entries)) {
      expect(
        Buffer.from(bytes.subarray(0, 4)).toString("latin1") + Buffer.from(bytes.subarray(8, 12)).toString("latin1"),
      ).toBe("RIFFWEBP");
    }
    await page.context().close();
  });

  it("cancels one queued image or the whole batch; the finished ones stay", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/image-converter`);
    const big = await makeImage(page, 4000, 3000, "image/jpeg");
    const files = Array.from({ length: 8 }, (_, i) => ({
      name: `big-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: big,
    }));
    await addFiles(page, files);
    // The last one waits behind the workers (at most 4): cancel it alone.
    await page.getByRole("button", { name: "Cancel big-8.jpg" }).click();
    await page.waitForSelector('li[data-status="cancelled"]');
    await page.getByRole("button", { name: "Cancel all" }).click();
    await allSettled(page, 8);
    const statuses = await page
      .locator("li[data-status]")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-status")));
    expect(statuses[7]).toBe("cancelled");
    expect(statuses.filter((s) => s === "cancelled").length).toBeGreaterThanOrEqual(4);
    expect(statuses.every((s) => s === "done" || s === "cancelled")).toBe(true);
    // The workers were stopped, not left running: a new image still converts.
    await page.getByRole("button", { name: "Clear the list" }).click();
    await addFiles(page, [
      { name: "after.jpg", mimeType: "image/jpeg", buffer: await makeImage(page, 300, 200, "image/jpeg") },
    ]);
    await allSettled(page, 1);
    expect(await page.locator("li[data-status]").getAttribute("data-status")).toBe("done");
    await page.context().close();
  });

  it("is accessible with a batch on screen: axe finds nothing serious, progress is announced, all by keyboard", async () => {
    const { page } = await newVisitor(browser);
    await page.goto(`${baseUrl}/es/image-converter`);
    const photo = await makeImage(page, 1200, 800, "image/jpeg");
    await addFiles(page, [
      { name: "foto.jpg", mimeType: "image/jpeg", buffer: photo },
      { name: "nota.jpg", mimeType: "image/jpeg", buffer: Buffer.from("texto") },
    ]);
    await allSettled(page, 2);
    expect(await page.getByRole("status").filter({ hasText: "imagen convertida" }).textContent()).toMatch(
      /^1 imagen convertida\. 1 no se ha podido convertir\./,
    );
    // The comparison opens and its divider moves from the keyboard.
    const compare = page.getByRole("button", { name: "Comparar foto.jpg antes y después" });
    await compare.focus();
    await page.keyboard.press("Enter");
    expect(await compare.getAttribute("aria-expanded")).toBe("true");
    const divider = page.getByRole("slider", { name: "Separador entre antes y después" });
    await divider.focus();
    await page.keyboard.press("End");
    expect(await divider.inputValue()).toBe("100");
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(
      violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    await page.context().close();
  });
});
