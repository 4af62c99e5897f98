import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "#client/lib/auth/auth-state";
import { AuthScreen } from "#client/features/auth/components/auth-screen";
import { accountStrings } from "#client/i18n/account-strings";
import { renderAt } from "./render";

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts, Toaster: () => null }));

const requests: { method: string; url: string; body: unknown }[] = [];
let answers: Record<string, () => Response> = {};
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(async () => {
  requests.length = 0;
  toasts.error.mockClear();
  toasts.success.mockClear();
  answers = { "/api/auth/get-session": json(null), "/api/auth-options": json({ data: { providers: [] } }) };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, "");
      requests.push({
        method: init?.method ?? "GET",
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const found = Object.entries(answers).find(([path]) => url.startsWith(path));
      return found ? found[1]() : new Response("{}", { status: 404 });
    }),
  );
  await accountStrings.preload("en");
});
afterEach(() => vi.unstubAllGlobals());

async function open(path: string) {
  const view = renderAt(
    <AuthProvider>
      <Suspense fallback={<p>loading strings</p>}>
        <AuthScreen />
      </Suspense>
    </AuthProvider>,
    { path },
  );
  await screen.findByRole("heading", { level: 2 });
  return view;
}

describe("/auth tabs", () => {
  it("opens the tab named by ?tab= and defaults to sign in", async () => {
    await open("/auth?tab=sign-up");
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Create account");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your account");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Create your account");
  });

  it("moves between tabs with the arrow keys and keeps ?tab= in the address", async () => {
    const { location } = await open("/auth");
    const signIn = screen.getByRole("tab", { name: "Sign in" });
    expect(signIn.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(signIn, { key: "ArrowRight" });
    await waitFor(() => expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Create account"));
    expect(location.history?.at(-1)).toBe("/auth?tab=sign-up");
    fireEvent.keyDown(screen.getByRole("tab", { selected: true }), { key: "ArrowLeft" });
    await waitFor(() => expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Sign in"));
    // Two tabs: the arrows wrap around between them.
    fireEvent.keyDown(screen.getByRole("tab", { name: "Sign in" }), { key: "ArrowLeft" });
    await waitFor(() => expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Create account"));
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Sign in", "Create account"]);
  });

  it("asks for a reset link and sets a new password as steps of their own, without the tabs", async () => {
    await open("/auth?tab=forgot-password");
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByRole("region", { name: "Reset your password" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Back to sign in" })).toBeTruthy();
  });

  it("asks for a new link from the reset step when the address has no token", async () => {
    await open("/auth?tab=reset-password");
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("needs the link from your password reset email");
  });
});

describe("links from mail", () => {
  it("shows a failed provider sign-in as an OAuth Error", async () => {
    await open("/auth?tab=sign-in&error=access_denied");
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith("OAuth Error", { description: "access denied" }));
  });
});

describe("sign in", () => {
  it("checks the fields before calling, with the catalogue's title", async () => {
    await open("/auth");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenLastCalledWith("Sign In Error", {
        description: "Please enter your email address.",
      }),
    );
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "reader@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenLastCalledWith("Sign In Error", { description: "Please enter your password." }),
    );
    expect(requests.some((r) => r.url.includes("sign-in"))).toBe(false);
  });

  it("shows the provider's error in the page's language, and offers the confirmation mail again when unconfirmed", async () => {
    answers["/api/auth/sign-in/email"] = json({ code: "EMAIL_NOT_VERIFIED", message: "Email not verified" }, 403);
    answers["/api/auth/send-verification-email"] = json({ status: true });
    await open("/auth");
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "reader@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenLastCalledWith("Sign In Error", {
        description: "Please confirm your email address first. We can send you the link again.",
      }),
    );
    expect(requests.find((r) => r.url === "/api/auth/sign-in/email")?.body).toEqual({
      email: "reader@example.com",
      password: "correct horse",
      callbackURL: "/",
      rememberMe: true,
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send the confirmation email again" })));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenLastCalledWith(
        "Confirmation sent",
        expect.objectContaining({
          description: "We've sent you a new confirmation link.",
        }),
      ),
    );
  });

  it("signs in: Welcome back!, the session is fetched again, and the reader returns to ?redirect=", async () => {
    answers["/api/auth/sign-in/email"] = json({ token: "t", redirect: false });
    const { location } = await open("/auth?redirect=%2Faccount%2Flikes");
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "reader@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse" } });
    const before = requests.filter((r) => r.url === "/api/auth/get-session").length;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenLastCalledWith(
        "Welcome back!",
        expect.objectContaining({
          description: "You've been signed in successfully.",
        }),
      ),
    );
    expect(requests.filter((r) => r.url === "/api/auth/get-session").length).toBe(before + 1);
    expect(location.history?.at(-1)).toBe("/account/likes");
  });
});

describe("sign up", () => {
  it("requires 8 to 128 characters, then says to check the email without saying whether it is new", async () => {
    answers["/api/auth/sign-up/email"] = json({ token: null });
    await open("/auth?tab=sign-up");
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Núria Puig" } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "nuria@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenLastCalledWith("Sign Up Error", {
        description: "Your password must be at least 8 characters long.",
      }),
    );
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "long enough words" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create account" })));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenLastCalledWith(
        "Check your email",
        expect.objectContaining({
          description: "We've sent you a confirmation link.",
        }),
      ),
    );
    expect(requests.find((r) => r.url === "/api/auth/sign-up/email")?.body).toEqual({
      name: "Núria Puig",
      email: "nuria@example.com",
      password: "long enough words",
      callbackURL: "/",
    });
    expect(screen.getByRole("status").textContent).toContain("nuria@example.com");
  });

  it("sends the confirmation link back to the page the reader came from (their cart)", async () => {
    answers["/api/auth/sign-up/email"] = json({ token: null });
    await open("/auth?tab=sign-up&redirect=%2Fcart");
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Pau Riera" } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "pau@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "long enough words" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create account" })));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(requests.filter((r) => r.url === "/api/auth/sign-up/email").at(-1)?.body).toMatchObject({
      callbackURL: "/cart",
    });
  });
});
