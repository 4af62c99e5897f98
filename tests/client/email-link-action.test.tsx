import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EmailLinkAction } from "#client/features/auth/components/email-link-action";
import { accountStrings } from "#client/i18n/account-strings";
import { AuthProvider } from "#client/lib/auth/auth-state";
import { renderAt } from "./render";

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts, Toaster: () => null }));

const requests: { method: string; url: string; body: unknown }[] = [];
let answers: Record<string, () => Response> = {};
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A token shaped like better-auth's (header.claims.signature); only the claims are read here. */
function token(claims: Record<string, unknown>) {
  const part = btoa(JSON.stringify(claims)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `eyJhbGciOiJIUzI1NiJ9.${part}.c2lnbmF0dXJl`;
}
const ACCOUNT = token({ email: "nuria@example.com", exp: 2_000_000_000 });
const APPROVAL = token({
  email: "old@example.com",
  updateTo: "new@example.com",
  requestType: "change-email-confirmation",
});
const NEW_ADDRESS = token({
  email: "old@example.com",
  updateTo: "new@example.com",
  requestType: "change-email-verification",
});

beforeEach(async () => {
  requests.length = 0;
  toasts.error.mockClear();
  toasts.success.mockClear();
  answers = { "/api/auth/get-session": json(null) };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const url = String(request ? request.url : input).replace(/^https?:\/\/[^/]+/, "");
      const body = request ? await request.clone().text() : init?.body ? String(init.body) : "";
      requests.push({
        method: request?.method ?? init?.method ?? "GET",
        url,
        body: body ? JSON.parse(body) : undefined,
      });
      const found = Object.entries(answers).find(([path]) => url.startsWith(path));
      return found ? found[1]() : new Response("{}", { status: 404 });
    }),
  );
  await accountStrings.preload("en");
});
afterEach(() => vi.unstubAllGlobals());

const presses = () => requests.filter((r) => r.url === "/api/email-links/verify");

/** Opens the page at a query (one page on screen at a time). */
async function open(query: string, locale: "en" | "es" = "en") {
  cleanup();
  // The strings are here before the page renders, as for English in beforeEach: React's retry of
  // a suspended first render waits on an act() nobody awaits here.
  await accountStrings.preload(locale);
  const view = renderAt(
    <AuthProvider>
      <Suspense fallback={<p>loading strings</p>}>
        <EmailLinkAction />
      </Suspense>
    </AuthProvider>,
    { path: `/auth/confirm${query}`, locale },
  );
  await screen.findByRole("heading", { level: 2 });
  return view;
}

describe("the page a mail's link opens", () => {
  it("says what the press will do for each kind of link, and sends nothing until pressed", async () => {
    await open(`?token=${ACCOUNT}`);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Confirm your account");
    expect(screen.getByText(/Press the button to confirm nuria@example\.com/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm my account" })).toBeTruthy();

    await open(`?token=${APPROVAL}`);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Approve the new email address");
    expect(screen.getByText(/from old@example\.com to new@example\.com/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Approve the change" })).toBeTruthy();

    await open(`?token=${NEW_ADDRESS}`);
    expect(screen.getByRole("button", { name: "Confirm my new address" })).toBeTruthy();
    expect(screen.getByText(/use new@example\.com as your account's email address/)).toBeTruthy();

    // An unreadable token still gets the press; the Worker decides.
    await open("?token=garbage");
    expect(screen.getByRole("button", { name: "Confirm" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(presses()).toEqual([]);
  });

  it("asks for the link when the page is opened without one", async () => {
    await open("");
    expect(screen.getByText(/needs the link from your email/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth?tab=sign-in");
  });

  it("confirms an account on the press: posts the token and where to go, signs in, focuses the outcome and links on", async () => {
    answers["/api/email-links/verify"] = json({ data: { kind: "account", signedIn: true } });
    await open(`?token=${ACCOUNT}&callbackURL=%2Fes%2Fcart`, "es");
    const sessionChecks = requests.filter((r) => r.url === "/api/auth/get-session").length;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirmar mi cuenta" })));
    const done = await screen.findByRole("heading", { name: "Hecho" });
    expect(presses()).toEqual([
      { method: "POST", url: "/api/email-links/verify", body: { token: ACCOUNT, callbackURL: "/es/cart" } },
    ]);
    expect(document.activeElement).toBe(done);
    expect(screen.getByRole("status").textContent).toContain("Tu cuenta está confirmada y has iniciado sesión.");
    expect(requests.filter((r) => r.url === "/api/auth/get-session").length).toBe(sessionChecks + 1);
    expect(screen.getByRole("link", { name: "Ir a mi cuenta" }).getAttribute("href")).toBe("/es/account");
    expect(screen.getByRole("link", { name: "Continuar" }).getAttribute("href")).toBe("/es/cart");
    expect(screen.queryByRole("button", { name: "Confirmar mi cuenta" })).toBeNull();
  });

  it("never sends a callback that leaves the site", async () => {
    answers["/api/email-links/verify"] = json({ data: { kind: "account", signedIn: true } });
    await open(`?token=${ACCOUNT}&callbackURL=%2F%2Fevil.example`);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm my account" })));
    await screen.findByRole("heading", { name: "Done" });
    expect(presses()[0]!.body).toEqual({ token: ACCOUNT });
    expect(screen.queryByRole("link", { name: "Continue" })).toBeNull();
  });

  it("says an approval went through and where the next link went", async () => {
    answers["/api/email-links/verify"] = json({ data: { kind: "approve-change", signedIn: false } });
    await open(`?token=${APPROVAL}&callbackURL=%2Faccount`);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Approve the change" })));
    await screen.findByRole("heading", { name: "Done" });
    expect(screen.getByRole("status").textContent).toContain("We've sent a link to new@example.com");
  });

  it("explains an expired account link and offers a new confirmation mail and sign-in", async () => {
    answers["/api/email-links/verify"] = json({ error: { code: "link_expired", message: "expired" } }, 410);
    answers["/api/auth/send-verification-email"] = json({ status: true });
    await open(`?token=${ACCOUNT}`);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm my account" })));
    const failed = await screen.findByRole("heading", { name: "This link didn't work" });
    expect(document.activeElement).toBe(failed);
    expect(screen.getByRole("alert").textContent).toContain("This link has expired.");
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send the confirmation email again" })));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Confirmation sent", expect.anything()));
    expect(requests.find((r) => r.url === "/api/auth/send-verification-email")?.body).toMatchObject({
      email: "nuria@example.com",
    });
  });

  it("sends a broken email-change link back to the account page", async () => {
    answers["/api/email-links/verify"] = json({ error: { code: "link_invalid", message: "bad" } }, 400);
    await open(`?token=${NEW_ADDRESS}`);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm my new address" })));
    await screen.findByRole("alert");
    expect(screen.getByRole("alert").textContent).toContain("This link is not valid.");
    expect(screen.getByRole("alert").textContent).toContain("Ask for the change again");
    expect(screen.getByRole("link", { name: "Go to my account" }).getAttribute("href")).toBe("/account");
  });

  it("says when another account is signed in, and lets a throttled or offline reader try again", async () => {
    answers["/api/email-links/verify"] = json({ error: { code: "conflict", message: "other" } }, 409);
    await open(`?token=${NEW_ADDRESS}`);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm my new address" })));
    expect((await screen.findByRole("alert")).textContent).toContain("signed in to another account");

    answers["/api/email-links/verify"] = json({ error: { code: "rate_limited", message: "slow" } }, 429);
    await open(`?token=${ACCOUNT}`);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm my account" })));
    expect((await screen.findByRole("alert")).textContent).toContain("Too many attempts");
    answers["/api/email-links/verify"] = json({ data: { kind: "account", signedIn: true } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Confirm my account" })));
    await screen.findByRole("heading", { name: "Done" });
  });
});
