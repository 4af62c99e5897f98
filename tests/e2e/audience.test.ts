import type { Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newVisitor, settled, useBrowser } from "../support/e2e/browser";

/**
 * The app's audience beacon (docs/decisions/039-audience-without-cookies.md): the page a visitor
 * arrives on is counted by the Worker when it serves it, so the app sends nothing for it; each
 * client-side navigation sends its address once, and the page's title follows as before.
 */

const baseUrl = inject("baseUrl");
const browser = useBrowser();

/** The beacons the page sends, as their bodies, in order. */
function beacons(page: Page): unknown[] {
  const sent: unknown[] = [];
  page.on("request", (req: Request) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/audience/views") {
      sent.push(req.postDataJSON());
    }
  });
  return sent;
}

/** Moves inside the app, as a link the router handles does. */
async function navigate(page: Page, path: string) {
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/audience/views");
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  return answered;
}

describe("audience beacon", () => {
  it("is not sent for the page the visitor arrives on, and once per client-side navigation", async () => {
    const { page, problems } = await newVisitor(browser);
    const sent = beacons(page);
    // The app's screens (the pages that are documents count their own view, documents.test.ts).
    await page.goto(`${baseUrl}/auth`);
    // Until a beacon on arrival would have gone out and been answered, were there one.
    await settled(page);
    expect(sent).toEqual([]);

    const answer = await navigate(page, "/cart");
    expect(answer.status()).toBe(204);
    await expect.poll(() => page.title()).toContain("Your Cart");
    await navigate(page, "/auth");
    await expect.poll(() => page.title()).toContain("Sign In");
    expect(sent).toEqual([{ path: "/cart" }, { path: "/auth" }]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("sends the address with its language prefix", async () => {
    const { page, problems } = await newVisitor(browser, { locale: "ca-ES" });
    const sent = beacons(page);
    await page.goto(`${baseUrl}/ca/auth`);
    expect((await navigate(page, "/ca/cart")).status()).toBe(204);
    expect(sent).toEqual([{ path: "/ca/cart" }]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
