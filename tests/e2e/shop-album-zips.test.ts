import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { describe, expect, inject, it } from "vitest";
import { expectNoAxeViolations } from "../support/e2e/axe";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { confirmedAccount, signIn, buyNowAndPay } from "../support/e2e/shop";
import { ipSequence } from "../support/shared/clients";

/** `DOWNLOADS_PER_FILE` (worker/services/orders.ts), which this Node-side test cannot import. */
const DOWNLOADS_PER_FILE = 20;

/**
 * Albums in one download (decision 055) as a listener meets them: the product page
 * lists the EP's format and size before buying; after paying, the library offers the whole EP
 * as one ZIP, streamed by the Worker from the files the author uploaded one by one (the seed's
 * Synthetic Tides: five WAV tracks, the cover art and a booklet), and counts it as one download.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.59.");
const TRACKS = ["01 Latent Reef", "02 Salt Memory", "03 Synthetic Tides", "04 Night Ferry", "05 Human in the Loop"];

describe("album ZIPs in the browser", () => {
  it(
    "the formats show before buying, and the library downloads the whole EP as one ZIP",
    { timeout: 120_000 },
    async () => {
      const account = await confirmedAccount(baseUrl, "album", nextIp);
      const { page, problems } = await newVisitor(browser, {
        extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
        acceptDownloads: true,
      });
      const product = "/la-bodega/music/synthetic-tides-ep";
      await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(product)}`);
      await signIn(page, account.email);
      await page.waitForURL(`${baseUrl}${product}`);

      // Before buying: the format, what its ZIP holds and its size.
      const formats = page.getByRole("region", { name: "The whole album, by format" });
      const wav = formats.getByRole("row", { name: /^WAV/ });
      await wav.getByRole("cell", { name: "all 5 tracks, cover and booklet" }).waitFor();
      await wav.getByRole("cell", { name: "1.1\u00a0MB" }).waitFor();

      await buyNowAndPay(page, baseUrl);
      await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();

      await page.goto(`${baseUrl}/account/orders`);
      const albums = page.getByRole("region", { name: "Whole albums" });
      const row = albums.getByRole("listitem").filter({ hasText: "Synthetic Tides" });
      await row.getByText("all 5 tracks, cover and booklet").waitFor();
      await row.getByText(`${DOWNLOADS_PER_FILE} downloads left`).waitFor();
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        row.getByRole("link", { name: "Download ZIP WAV of Synthetic Tides, as one ZIP" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("Synthetic Tides (WAV).zip");
      const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
      const folder = "Synthetic Tides (WAV)";
      expect(Object.keys(zip)).toEqual([
        ...TRACKS.map((track) => `${folder}/AIE - Synthetic Tides - ${track}.wav`),
        `${folder}/AIE - Synthetic Tides - Cover.jpg`,
        `${folder}/AIE - Synthetic Tides - Booklet.pdf`,
      ]);
      for (const track of TRACKS) {
        const bytes = zip[`${folder}/AIE - Synthetic Tides - ${track}.wav`]!;
        expect(strFromU8(bytes.subarray(0, 4)) + strFromU8(bytes.subarray(8, 12)), track).toBe("RIFFWAVE");
      }
      expect([...zip[`${folder}/AIE - Synthetic Tides - Cover.jpg`]!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      // The booklet goes as the author uploaded it: no ex-libris page is stamped into an album.
      const booklet = await PDFDocument.load(zip[`${folder}/AIE - Synthetic Tides - Booklet.pdf`]!);
      expect(booklet.getPageCount()).toBe(3);

      // One ZIP is one download, and the row says so at once.
      await row.getByText(`${DOWNLOADS_PER_FILE - 1} downloads left`).waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});
