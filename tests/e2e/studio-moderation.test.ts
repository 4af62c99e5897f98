import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newVisitor, useBrowser } from "../support/e2e/browser";
import { run } from "../support/e2e/run";
import { confirmedAccount, signIn } from "../support/e2e/shop";
import { enterStudio } from "../support/e2e/studio";
import { errorToast, recordToasts, successToast, toastLog, type ToastSeen } from "../support/e2e/toasts";
import { ipSequence, PASSWORD } from "../support/shared/clients";
import { STUDIO_E2E_AUTHORS } from "../support/shared/studio-authors";

/**
 * The studio's Comments and Readers in the browser: a reader's first
 * comment waits in the queue with what it is on, the author approves it and it is on the public
 * page; the author suspends a reader, who is signed out and refused at sign-in with a clear
 * message, and lets them back in.
 */
const baseUrl = inject("baseUrl");
const browser = useBrowser();
const nextIp = ipSequence("100.64.23.");

/** A news post no other browser test comments on, so its comment list is this file's own. */
const POST = {
  id: "news:relat-summit-talk",
  path: "/news/relat-summit-talk",
  title: "Speaking at Relat Summit in Barcelona",
};
const TEXT = {
  sections: "Studio sections",
  suspended:
    "This account has been suspended. If you think this is a mistake, write to the site's author through the contact form.",
  signInError: "Sign In Error",
  welcomeBack: "Welcome back!",
  welcomeBackText: "You've been signed in successfully.",
};

/** A confirmed reader signed in through the API in a browser context of their own. */
async function signedInReader(who: string) {
  const account = await confirmedAccount(baseUrl, who, nextIp);
  const visitor = await newVisitor(browser, { extraHTTPHeaders: { "CF-Connecting-IP": nextIp() } });
  await recordToasts(visitor.page);
  const res = await visitor.page.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email: account.email, password: PASSWORD },
    headers: { Origin: baseUrl },
  });
  expect(res.status()).toBe(200);
  return { ...account, ...visitor };
}

/** Whom the context's cookies sign in as, if anyone (asked of the API: no console line). */
async function sessionEmail(page: Page): Promise<string | null> {
  const res = await page.request.get(`${baseUrl}/api/auth/get-session`);
  const body = (await res.json().catch(() => null)) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

async function openSection(page: Page, name: string, path: string) {
  await page.getByRole("navigation", { name: TEXT.sections }).getByRole("link", { name }).click();
  await page.waitForURL(`${baseUrl}/studio/${path}`);
  await page.getByRole("heading", { name, level: 2 }).waitFor();
}

const expectLastToast = (page: Page, toast: ToastSeen) =>
  expect.poll(async () => (await toastLog(page)).at(-1)).toEqual(toast);

describe("the studio's comments and readers", { timeout: 90_000 }, () => {
  it("a reader's first comment waits in the queue with its item; the author approves it and it is on the public page", async () => {
    const reader = await signedInReader("moderation-first-comment");
    const body = `The talk's part on tension made me reread chapter two (${run}).`;
    const posted = await reader.page.request.post(`${baseUrl}/api/comments`, {
      data: { itemId: POST.id, body },
      headers: { Origin: baseUrl },
    });
    expect(posted.status()).toBe(201);
    // A first comment is held for the author: that is what puts it in the queue.
    expect(((await posted.json()) as { data: { status: string } }).data.status).toBe("pending");
    await reader.page.context().close();

    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.moderation, nextIp);
    await openSection(page, "Comments", "comments");
    await page.getByRole("button", { name: "Awaiting approval" }).click();
    expect(await page.getByRole("button", { name: "Awaiting approval" }).getAttribute("aria-pressed")).toBe("true");
    const row = page.getByRole("list", { name: "Comments to review" }).getByRole("listitem").filter({ hasText: body });
    await row.waitFor();
    expect(await row.getByRole("heading", { level: 3 }).textContent()).toBe(reader.name);
    expect(await row.textContent()).toContain("Awaiting approval");
    expect(await row.getByRole("link", { name: POST.title }).getAttribute("href")).toBe(POST.path);

    // Ticking it counts it aloud; approving it from its row takes it out of the queue.
    await row.getByRole("checkbox", { name: `Select the comment by ${reader.name}` }).check();
    await expect
      .poll(() => page.getByRole("group", { name: "Selected comments" }).locator("[aria-live=polite]").textContent())
      .toBe("1 comment selected");
    await row
      .getByRole("group", { name: `Actions for the comment by ${reader.name}` })
      .getByRole("button", { name: "Approve" })
      .click();
    await page.getByRole("status").filter({ hasText: "1 comment approved: it's on the site now." }).waitFor();
    await row.waitFor({ state: "detached" });
    // The pressed button left with its row: focus went to the status line, not to the page's top.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("status");

    // Anyone now reads it under the post.
    const { page: stranger, problems: strangerProblems } = await newVisitor(browser, {
      extraHTTPHeaders: { "CF-Connecting-IP": nextIp() },
    });
    await stranger.goto(`${baseUrl}${POST.path}`);
    const comments = stranger.getByRole("region", { name: /^Comments/ });
    // The engagement band renders as the reader nears the foot of the page.
    await expect
      .poll(async () => {
        await stranger.mouse.wheel(0, 1500);
        return comments.getByText(body).count();
      })
      .toBe(1);
    expect(strangerProblems).toEqual([]);
    await stranger.context().close();

    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("the author suspends a reader (signed out everywhere, refused at sign-in with a clear message), lifts it, and blocks and lets them comment", async () => {
    const reader = await signedInReader("moderation-suspended");
    expect(await sessionEmail(reader.page)).toBe(reader.email);

    const { page, problems } = await enterStudio(browser, baseUrl, STUDIO_E2E_AUTHORS.moderation, nextIp);
    await openSection(page, "Readers", "readers");
    await page.getByRole("searchbox", { name: "Search readers by name or email" }).fill(reader.email);
    await page.getByRole("searchbox", { name: "Search readers by name or email" }).press("Enter");
    const card = page.getByRole("list", { name: "Readers" }).getByRole("listitem").filter({ hasText: reader.email });
    await card.waitFor();
    await expect.poll(() => page.getByRole("list", { name: "Readers" }).getByRole("listitem").count()).toBe(1);
    const details = await card.textContent();
    expect(details).toContain("Email confirmed" + "Yes");
    expect(details).toContain("Orders" + "0");
    expect(details).toContain("Account" + "Active");
    const actions = card.getByRole("group", { name: `Actions for ${reader.name}` });

    // Suspending asks first, with a reason; without one it says what is missing.
    await actions.getByRole("button", { name: "Suspend..." }).click();
    const dialog = page.getByRole("dialog", { name: `Suspend ${reader.name}?` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("signed out on every device");
    const reason = dialog.getByRole("textbox", { name: "Reason" });
    expect(await reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByRole("button", { name: "Suspend the account" }).click();
    await dialog.getByText("Please say why you're suspending this account.").waitFor();
    expect(await reason.getAttribute("aria-invalid")).toBe("true");
    await reason.fill("Spam in the comments");
    await dialog.getByRole("button", { name: "Suspend the account" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `${reader.name} is suspended and has been signed out everywhere.` })
      .waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(await card.textContent()).toContain("Suspended since");
    expect(await card.textContent()).toContain("Reason: Spam in the comments");

    // The reader's session has ended, and signing in again is refused with the reason why.
    expect(await sessionEmail(reader.page)).toBeNull();
    await reader.page.goto(`${baseUrl}/auth`);
    await signIn(reader.page, reader.email);
    await expectLastToast(reader.page, errorToast(TEXT.signInError, TEXT.suspended));
    expect(await sessionEmail(reader.page)).toBeNull();

    // Lifted, the same sign-in lets them in.
    await actions.getByRole("button", { name: "Lift suspension" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `${reader.name}'s suspension is lifted` })
      .waitFor();
    expect(await card.textContent()).toContain("Account" + "Active");
    await signIn(reader.page, reader.email);
    await expectLastToast(reader.page, successToast(TEXT.welcomeBack, TEXT.welcomeBackText));
    expect(await sessionEmail(reader.page)).toBe(reader.email);

    // Blocking from commenting asks first; Cancel gives focus back to the button that asked.
    const block = actions.getByRole("button", { name: "Block from commenting..." });
    await block.click();
    const blockDialog = page.getByRole("dialog", { name: `Block ${reader.name} from commenting?` });
    await blockDialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await page.keyboard.press("Escape");
    await blockDialog.waitFor({ state: "hidden" });
    expect(await block.evaluate((el) => el === document.activeElement)).toBe(true);
    await block.click();
    await blockDialog.getByRole("button", { name: "Block from commenting" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `${reader.name} can no longer comment.` })
      .waitFor();
    expect(await card.textContent()).toContain("Blocked since");
    const refused = await reader.page.request.post(`${baseUrl}/api/comments`, {
      data: { itemId: POST.id, body: "Trying again" },
      headers: { Origin: baseUrl },
    });
    expect(refused.status()).toBe(403);
    await actions.getByRole("button", { name: "Allow commenting again" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `${reader.name} can comment again.` })
      .waitFor();
    expect(await card.textContent()).toContain("Commenting" + "Allowed");

    expect(problems).toEqual([]);
    // Chromium's own line for the refused sign-in (403) is the only one the reader's page has.
    expect(reader.problems.filter((p) => !p.includes("the server responded with a status of 403"))).toEqual([]);
    await reader.page.context().close();
    await page.context().close();
  });
});
