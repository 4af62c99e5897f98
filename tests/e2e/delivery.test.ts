import { strFromU8, unzipSync } from "fflate";
import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { readMailbox, waitForMail } from "../support/e2e/mailbox";
import { confirmedAccount as confirmedAccountOf, signIn, buyNowAndPay } from "../support/e2e/shop";
import { ipSequence } from "../support/shared/clients";

/**
 * Delivery beyond the download button (decision 056), offline: a reader buys an ebook,
 * saves their Kindle address in the library (a wrong domain is refused, saying why), sends the
 * EPUB to it (it lands in the dev mailbox with their stamped copy attached), and resends the receipt.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("192.0.2.");

describe("Delivery", () => {
  it("sends an EPUB to a Kindle address and resends a receipt from the library", async () => {
    const account = await confirmedAccountOf(baseUrl, "kindle-reader", nextIp);
    const kindle = `kindle-${crypto.randomUUID().slice(0, 8)}@kindle.com`;
    const { page, problems } = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
    await page.goto(`${baseUrl}/auth?redirect=%2Fla-bodega%2Febooks%2Fmortal-vengeance-2-ebook`);
    await signIn(page, account.email);
    await page.waitForURL(`${baseUrl}/la-bodega/ebooks/mortal-vengeance-2-ebook`);
    await buyNowAndPay(page, baseUrl);
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    // The success page says where the receipt went (the reader's own address, whole) and offers to send it again.
    await page.getByText(`on its way to ${account.email}`, { exact: false }).waitFor();
    await page.getByRole("button", { name: "Resend receipt" }).waitFor();

    // The library: the Kindle settings, a refused address first.
    await page.goto(`${baseUrl}/account/orders`);
    const settings = page.getByRole("region", { name: "Send to Kindle" });
    const address = settings.getByRole("textbox", { name: "Your Kindle email address" });
    await address.fill("reader@gmail.com");
    await settings.getByRole("button", { name: "Save address" }).click();
    await settings.getByText("A Kindle address must end in @kindle.com or @free.kindle.com.").waitFor();
    expect(await address.getAttribute("aria-invalid")).toBe("true");
    await address.fill(kindle);
    await settings.getByRole("button", { name: "Save address" }).click();
    await settings.getByText(`Books go to ${kindle}.`).waitFor();
    // Which sender to approve at Amazon: the site's configured from-address.
    const approve = await settings.getByText(/add .+ to the approved email list/).textContent();
    const sender = (await readMailbox(baseUrl))[0]!.from.replace(/^.*<|>$/g, "");
    expect(approve).toContain(sender);

    // Send the EPUB; it lands in the dev mailbox with its attachment.
    const order = page.locator("article[data-order]").first();
    await order.getByRole("button", { name: /^Send to Kindle · EPUB/ }).click();
    await order.getByText(/is on its way to kindle-/).waitFor();
    const mail = await waitForMail(baseUrl, (m) => m.to === kindle, { what: "Kindle mail" });
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.filename).toMatch(/\.epub$/);
    expect(attachment!.size).toBeGreaterThan(1000);
    const file = await fetch(`${baseUrl}${attachment!.url}`);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe(attachment!.size);
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe("PK");
    // The reader's own stamped copy, the one the library downloads (decision 054).
    const book = unzipSync(bytes);
    expect(strFromU8(book["OEBPS/labodega-ex-libris.xhtml"]!)).toContain(
      "This copy belongs to <strong>kindle-reader Buyer</strong>",
    );
    for (const [name, entry] of Object.entries(book)) expect(strFromU8(entry, true), name).not.toContain(account.email);

    // Resend the receipt from the library.
    const receipts = async () =>
      (await readMailbox(baseUrl)).filter((m) => m.to === account.email && m.subject.startsWith("Your La Bodega order"))
        .length;
    await expect.poll(receipts).toBe(1);
    await order.getByText(`Receipt sent to ${account.email}.`).waitFor();
    await order.getByRole("button", { name: "Resend receipt" }).click();
    await order.getByText(`Receipt sent again to ${account.email}.`).waitFor();
    await expect.poll(receipts, { timeout: 10_000 }).toBe(2);

    // The one 400 is the refused Gmail address, answered as a field error.
    expect(problems.filter((p) => !p.includes("status of 400"))).toEqual([]);
    expect(problems.filter((p) => p.includes("status of 400"))).toHaveLength(1);
    await page.context().close();
  }, 120_000);
});
