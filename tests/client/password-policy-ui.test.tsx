import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "#client/lib/auth/auth-state";
import { AuthScreen } from "#client/features/auth/components/auth-screen";
import { accountStrings } from "#client/i18n/account-strings";
import { accountsCa } from "#client/i18n/account-strings/ca";
import { accountsEn } from "#client/i18n/account-strings/en";
import { accountsEs } from "#client/i18n/account-strings/es";
import { PASSWORD_POLICY_CODES } from "#worker/contract/password-rules";
import { renderAt } from "./render";

/**
 * What the sign-up and sign-in forms say about the password policy and the per-account limit:
 * the cheap rules before any call (no request leaves), the Worker's codes in the reader's
 * language, and a long wait in minutes.
 */
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts, Toaster: () => null }));

const posted: string[] = [];
let answers: Record<string, () => Response> = {};

beforeEach(async () => {
  posted.length = 0;
  toasts.error.mockClear();
  answers = {
    "/api/auth/get-session": () => Response.json(null),
    "/api/auth-options": () => Response.json({ data: { providers: [] } }),
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, "");
      if (init?.method === "POST") posted.push(url);
      const found = Object.entries(answers).find(([path]) => url.startsWith(path));
      return found ? found[1]() : new Response("{}", { status: 404 });
    }),
  );
  await accountStrings.preload("en");
});
afterEach(() => vi.unstubAllGlobals());

async function open(path: string) {
  renderAt(
    <AuthProvider>
      <Suspense fallback={<p>loading strings</p>}>
        <AuthScreen />
      </Suspense>
    </AuthProvider>,
    { path },
  );
  await screen.findByRole("tablist", { name: "Account actions" });
}

async function signUp(password: string) {
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Guillermina Soto" } });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "guillermina@example.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create account" })));
}

const lastError = () => (toasts.error.mock.lastCall as [string, { description: string }] | undefined)?.[1].description;

describe("password policy in the sign-up form", () => {
  it("refuses a trivial password and the reader's own email or name before calling", async () => {
    await open("/auth?tab=sign-up");
    await signUp("aaaaaaaa");
    await waitFor(() => expect(lastError()).toBe(accountsEn.auth.validation.passwordTooCommon));
    await signUp("12345678");
    await waitFor(() => expect(lastError()).toBe(accountsEn.auth.validation.passwordTooCommon));
    await signUp("guillermina@example.com");
    await waitFor(() => expect(lastError()).toBe(accountsEn.auth.validation.passwordPersonal));
    await signUp("soto rules forever");
    await waitFor(() => expect(lastError()).toBe(accountsEn.auth.validation.passwordPersonal));
    expect(posted).toEqual([]);
  });

  it("words each of the Worker's codes (the common list lives only there)", async () => {
    await open("/auth?tab=sign-up");
    for (const code of Object.values(PASSWORD_POLICY_CODES)) {
      answers["/api/auth/sign-up/email"] = () => Response.json({ code, message: "raw" }, { status: 400 });
      await signUp("qwertyuiop but longer");
      await waitFor(() => expect(lastError()).toBe(accountsEn.auth.errors[code]));
    }
    expect(posted.filter((url) => url === "/api/auth/sign-up/email")).toHaveLength(3);
  });

  it("has every policy message in English, Spanish and Catalan", () => {
    for (const strings of [accountsEn, accountsEs, accountsCa]) {
      for (const code of Object.values(PASSWORD_POLICY_CODES)) expect(strings.auth.errors[code]).toBeTruthy();
      expect(strings.auth.validation.passwordTooCommon).toBeTruthy();
      expect(strings.auth.validation.passwordPersonal).toBeTruthy();
      expect(strings.auth.errors.rate_limited_wait).toContain("{{minutes}}");
    }
    expect(new Set([accountsEn, accountsEs, accountsCa].map((s) => s.auth.errors.PASSWORD_TOO_COMMON)).size).toBe(3);
  });
});

describe("the per-account sign-in limit", () => {
  it("tells the reader how many minutes to wait", async () => {
    answers["/api/auth/sign-in/email"] = () =>
      Response.json(
        { code: "TOO_MANY_SIGN_IN_ATTEMPTS", message: "Too many sign-in attempts" },
        { status: 429, headers: { "Retry-After": "240" } },
      );
    await open("/auth");
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: "reader@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    await waitFor(() => expect(lastError()).toBe("Too many attempts. Please wait 4 min and try again."));
  });
});
