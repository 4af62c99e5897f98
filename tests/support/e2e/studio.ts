import type { Page } from "playwright-core";
import { expect } from "vitest";
import { PASSWORD } from "../shared/clients";
import { authenticator } from "../shared/authenticator";
import { newVisitor, type SharedBrowser } from "./browser";
import { confirmedAccount } from "./shop";

/**
 * An author in the studio for a browser test that is about a section, not the door (the door's
 * own flow is tests/e2e/studio.test.ts). `email` is one of STUDIO_E2E_AUTHORS: the first call
 * signs it up, confirms it and enrols its app through the API; later calls sign in and pass the
 * code. The page is left on /studio with the desk drawn.
 */
const apps = new Map<string, () => Promise<string>>();

export async function enterStudio(
  browser: SharedBrowser,
  baseUrl: string,
  email: string,
  nextIp: () => string,
): Promise<{ page: Page; problems: string[] }> {
  if (!apps.has(email)) await confirmedAccount(baseUrl, email.split("@")[0]!, nextIp, email);
  const visitor = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
  const { page } = visitor;
  // The context's request client shares the page's cookies: the session it leaves is the page's.
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`${baseUrl}/api/auth${path}`, { data, headers: { Origin: baseUrl } });
    expect(res.status(), path).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await post("/sign-in/email", { email, password: PASSWORD });
  let code = apps.get(email);
  if (!code) {
    const { totpURI } = (await post("/two-factor/enable", { password: PASSWORD })) as { totpURI: string };
    code = authenticator(totpURI).code;
    apps.set(email, code);
  }
  await post("/two-factor/verify-totp", { code: await code() });
  await page.goto(`${baseUrl}/studio`);
  await page.getByRole("navigation", { name: "Studio sections" }).waitFor();
  return visitor;
}
