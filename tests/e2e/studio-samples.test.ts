import { describe, expect, inject, it } from "vitest";
import { SAMPLES_LABELS } from "#client/features/studio/samples-labels";
import { expectNoAxeViolations } from "../support/e2e/axe";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { run } from "../support/e2e/run";
import { enterStudio } from "../support/e2e/studio";
import { ipSequence } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";

/**
 * Samples from the studio in the browser (decision 058): the author uploads a listening
 * sample with its title and length to a book with none, the product page plays it at once (a
 * ranged answer, the clock moving), and removing it after the confirmation takes it off the page.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.58.");
const words =
  (table: Record<string, { en: string }>) =>
  (key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, v), table[key]!.en);
const say = words(SAMPLES_LABELS);

/** Three seconds of a 440 Hz tone, 16-bit mono PCM at 22.05 kHz: any browser plays it. */
function toneWav(seconds = 3, rate = 22_050): Buffer {
  const samples = seconds * rate;
  const out = Buffer.alloc(44 + samples * 2);
  out.write("RIFF", 0);
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write("WAVEfmt ", 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write("data", 36);
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return out;
}

const SLUG = "imalive-1-ebook";
const PRODUCT_PAGE = `/la-bodega/ebooks/${SLUG}`;

describe("the studio's samples", () => {
  it("uploads a listening sample with its title and length → it plays on the product page → removed after a confirmation", async () => {
    const title = `Attic Signal ${run}`;
    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.samples, nextIp);
    await page.goto(`${baseUrl}/studio/catalogue?product=${SLUG}`);
    const samples = page.getByRole("region", { name: say("heading") });
    await samples.waitFor();
    const add = samples.getByRole("form", { name: say("addAudio") });

    // Nothing chosen and no length: each field says what it lacks, and nothing is uploaded.
    await add.getByRole("button", { name: say("upload") }).click();
    await add.getByText(say("error.file_required")).waitFor();
    await add.getByText(say("error.seconds_required")).waitFor();
    expect(await add.getByLabel(say("title"), { exact: true }).getAttribute("aria-invalid")).toBe("true");

    await add.getByLabel(say("title"), { exact: true }).fill(title);
    // Its name in Catalan, which the Catalan page shows; Spanish left empty shows it as written.
    await add.getByLabel(say("title.ca")).fill(`Senyal del golfes ${run}`);
    await add.getByLabel(say("seconds")).fill("3");
    await add
      .getByLabel(say("audioFile"))
      .setInputFiles({ name: "attic-signal.wav", mimeType: "audio/wav", buffer: toneWav() });
    await add.getByRole("button", { name: say("upload") }).click();
    await add.getByRole("status").getByText(say("added", { title })).waitFor({ timeout: 30_000 });
    const list = samples.getByRole("list", { name: say("list") });
    const item = list.getByRole("listitem").filter({ hasText: title });
    await item.waitFor();
    expect(await item.textContent()).toContain("attic-signal.wav");
    await expectNoAxeViolations(page);

    // The public page has it at once, and it plays: a ranged answer, the clock moving.
    const visitor = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    const shop = visitor.page;
    const ranged: number[] = [];
    shop.on("response", (response) => {
      if (response.url().includes(`/api/shop/products/${SLUG}/samples/`)) ranged.push(response.status());
    });
    await shop.goto(`${baseUrl}${PRODUCT_PAGE}`);
    const player = shop.locator("li[data-sample]").filter({ hasText: title });
    await player.waitFor();
    expect(await player.textContent()).toContain("0:03");
    await player.getByRole("button", { name: /^Play the sample of/ }).click();
    const audio = player.locator("audio");
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(ranged).toContain(206);
    expect(await audio.evaluate((a: HTMLAudioElement) => Math.round(a.duration))).toBe(3);
    for (const [prefix, name] of [
      ["/ca", `Senyal del golfes ${run}`],
      ["/es", title],
    ] as const) {
      await shop.goto(`${baseUrl}${prefix}${PRODUCT_PAGE}`);
      await shop.locator("li[data-sample]").filter({ hasText: name }).waitFor();
    }

    // Removing asks first; then it is off the list and off the product page.
    await item.getByRole("button", { name: `${say("remove")}: ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: say("removeTitle", { title }) });
    await dialog.getByRole("button", { name: say("remove") }).click();
    await dialog.waitFor({ state: "hidden" });
    await item.waitFor({ state: "detached" });
    const after = await fetch(`${baseUrl}/api/shop/products/${SLUG}?locale=en`);
    const product = (await after.json()) as { data: { samples: { title: string }[] } };
    expect(product.data.samples.map((s) => s.title)).not.toContain(title);
    expect(problems, "console errors and failed requests").toEqual([]);
  }, 120_000);
});
