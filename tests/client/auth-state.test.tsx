import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountMenu } from "#client/app/layout/account-menu";
import { AuthProvider, useAuth } from "#client/lib/auth/auth-state";
import { authErrorText, safeReturnPath } from "#client/lib/auth/auth-errors";
import { renderAt } from "./render";

const READER = {
  id: "u1",
  name: "Núria Puig",
  email: "nuria@example.com",
  emailVerified: true,
  createdAt: "2026-11-01T10:00:00.000Z",
};
const SESSION = { id: "s1", expiresAt: "2026-12-21T10:00:00.000Z" };

function mockFetch(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? "GET"} ${url}`);
      const route = Object.entries(routes).find(([path]) => url.startsWith(path));
      return route ? route[1]() : new Response("not found", { status: 404 });
    }),
  );
  return calls;
}
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const { user, session, loading } = useAuth();
  return <p data-testid="state">{loading ? "loading" : user ? `${user.email} ${session?.id}` : "anonymous"}</p>;
}

describe("auth state", () => {
  it("throws the spec's message when used outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow("useAuth must be used within an AuthProvider");
  });

  it("starts loading with no user, and loading ends after the first session fetch", async () => {
    mockFetch({ "/api/auth/get-session": json({ user: READER, session: SESSION }) });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByTestId("state").textContent).toBe("loading");
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("nuria@example.com s1"));
  });

  it("ends loading signed out when there is no session, or when the check fails", async () => {
    mockFetch({ "/api/auth/get-session": json(null) });
    const first = render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("anonymous"));
    first.unmount();
    mockFetch({ "/api/auth/get-session": json({ message: "boom" }, 500) });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("anonymous"));
  });
  it("tells an action pressed while loading who is signed in once the first check answers", async () => {
    let answer!: () => void;
    const checked = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await checked;
        return json({ user: READER, session: SESSION })();
      }),
    );
    let auth!: ReturnType<typeof useAuth>;
    function Holder() {
      auth = useAuth();
      return null;
    }
    render(
      <AuthProvider>
        <Holder />
      </AuthProvider>,
    );
    expect(auth.loading).toBe(true);
    const known = auth.knownUser();
    let settled = false;
    void known.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await act(async () => answer());
    expect((await known)?.email).toBe("nuria@example.com");
    // The same answer, without asking again.
    expect(await auth.knownUser()).toBe(await known);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });
});

describe("top bar account control", () => {
  it("shows Sign in to a visitor, linking to /auth", async () => {
    mockFetch({ "/api/auth/get-session": json(null) });
    renderAt(
      <AuthProvider>
        <AccountMenu />
      </AuthProvider>,
    );
    const link = await screen.findByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe("/auth");
  });

  it("shows the My Account dropdown with the spec's entries, closes on Escape, and signs out", async () => {
    const calls = mockFetch({
      "/api/auth/get-session": json({ user: READER, session: SESSION }),
      "/api/auth/sign-out": json({ success: true }),
    });
    renderAt(
      <AuthProvider>
        <AccountMenu />
      </AuthProvider>,
      { path: "/account/orders" },
    );
    const button = await screen.findByRole("button", { name: "My Account (Núria Puig)" });
    // WCAG 2.5.3: the name a voice user says ("My Account") starts the accessible name.
    expect(button.getAttribute("aria-label")!.startsWith(button.textContent!.trim())).toBe(true);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const names = screen.getAllByRole("link").map((a) => a.textContent);
    expect(names).toEqual(["Orders", "Wishlist", "My comments", "My likes", "Profile"]);
    fireEvent.keyDown(button, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign out" })));
    expect(calls).toContain("POST /api/auth/sign-out");
    await screen.findByRole("link", { name: "Sign in" });
  });
});

describe("auth helpers", () => {
  const t = Object.assign((key: string) => key, {
    plural: (key: string) => key,
    optional: (key: string) =>
      key === "auth.errors.INVALID_EMAIL_OR_PASSWORD" ? "Correu o contrasenya no vàlids." : null,
  }) as unknown as Parameters<typeof authErrorText>[0];

  it("shows better-auth's message in the page's language when the code is known, else as-is", () => {
    expect(
      authErrorText(t, {
        ok: false,
        status: 401,
        code: "INVALID_EMAIL_OR_PASSWORD",
        message: "Invalid email or password",
      }),
    ).toBe("Correu o contrasenya no vàlids.");
    expect(authErrorText(t, { ok: false, status: 400, code: "SOMETHING_NEW", message: "Provider says no" })).toBe(
      "Provider says no",
    );
  });

  it("only returns to paths on this site, never to /auth itself", () => {
    expect(safeReturnPath("/account/likes")).toBe("/account/likes");
    expect(safeReturnPath("/series/mortal-vengeance?tab=2")).toBe("/series/mortal-vengeance?tab=2");
    for (const bad of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "/auth",
      "/auth?tab=sign-up",
      "",
      null,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });
});
