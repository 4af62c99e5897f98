import type { Page } from "playwright-core";
import { expect } from "vitest";
import { PASSWORD } from "../shared/clients";
import { linkIn, pressLink, waitForMail } from "./mailbox";
import { address } from "./run";

/**
 * A confirmed account made through the API (the browser flows of sign-up are tested elsewhere).
 * `nextIp` is the calling file's own sequence of client addresses, apart from other files'.
 */
export async function confirmedAccount(baseUrl: string, who: string, nextIp: () => string, email = address(who)) {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl, "CF-Connecting-IP": nextIp() },
    body: JSON.stringify({ email, password: PASSWORD, name: `${who} Buyer` }),
  });
  expect(res.status).toBe(200);
  const mail = await waitForMail(baseUrl, (m) => m.to === email && m.subject === "Confirm your email address", {
    what: "confirmation",
  });
  const confirmed = await pressLink(baseUrl, linkIn(mail, `${baseUrl}/auth/confirm?token=`), {
    "CF-Connecting-IP": nextIp(),
  });
  expect(confirmed.status).toBe(200);
  return { email, name: `${who} Buyer` };
}

/** Signs in on the /auth page's open tab. */
export async function signIn(page: Page, email: string) {
  const form = page.getByRole("tabpanel");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The top bar's cart link, named with its count. */
export const cartBadge = (page: Page) =>
  page.getByRole("region", { name: "Account and language" }).getByRole("link", { name: /^Cart: \d+ items?$/ });

/**
 * On a product page, signed in: "Buy now", then the cart's checkout and the local payment page's
 * "Pay"; resolves on the order-success page with the order's id.
 */
export async function buyNowAndPay(page: Page, baseUrl: string): Promise<string> {
  await page.getByRole("button", { name: /^Buy now/ }).click();
  await page.waitForURL(`${baseUrl}/cart`);
  await page.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/api\/payments\/local\/local_cs_/);
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.waitForURL(/\/order-success\?order=[0-9a-f-]{36}$/);
  return new URL(page.url()).searchParams.get("order")!;
}
