import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Suspense, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BroadcastEditor } from "#client/features/studio/components/broadcast-editor";
import { BroadcastProgressBar } from "#client/features/studio/components/broadcast-progress";
import { leadFiltersFrom } from "#client/features/studio/components/leads-inbox";
import type { Locale } from "#worker/contract/locales";
import { renderAt } from "./render";

/**
 * The studio's desk (decision 043): the leads inbox reads its filters from the address
 * (the overview links there), a broadcast draft keeps what was typed when the Worker refuses a
 * field and says which, and the send's progress is a value with its figures in words.
 */

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

function show(ui: ReactNode, locale: Locale = "en") {
  return renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
    </SWRConfig>,
    { locale },
  );
}

describe("the leads inbox's address", () => {
  it("keeps the filters it knows and drops the rest", () => {
    expect(leadFiltersFrom("kind=contact&from=2026-10-27&to=2026-11-25")).toEqual({
      kind: "contact",
      from: "2026-10-27",
      to: "2026-11-25",
    });
    expect(leadFiltersFrom("?state=answered&locale=ca&q=%20release%20")).toEqual({
      state: "answered",
      locale: "ca",
      q: "release",
    });
    expect(leadFiltersFrom("kind=spam&state=done&locale=fr&from=yesterday&to=2026-13&q=%20")).toEqual({});
    expect(leadFiltersFrom(`q=${"x".repeat(300)}`).q).toHaveLength(100);
  });
});

describe("a broadcast draft", () => {
  const requests: { method: string; url: string; body: unknown }[] = [];
  let answer: () => Response;
  beforeEach(() => {
    requests.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, "");
        requests.push({ method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : null });
        return answer();
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  it("shows the Worker's refusal on its field, moves there and loses nothing; saved, it opens as itself", async () => {
    const opened = vi.fn();
    show(<BroadcastEditor id={null} onOpen={opened} onClose={() => {}} />, "es");
    const subject = (await screen.findByLabelText("Asunto")) as HTMLInputElement;
    const body = screen.getByLabelText("Mensaje (Markdown)") as HTMLTextAreaElement;
    expect((screen.getByLabelText("Idioma") as HTMLSelectElement).value).toBe("es");
    fireEvent.change(body, { target: { value: "Hola **a todos**" } });

    answer = () =>
      json(400, { error: { code: "validation_failed", message: "…", fields: { subject: ["subject_required"] } } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar el borrador" }));
    await screen.findByText("Escribe un asunto.");
    expect(subject.getAttribute("aria-invalid")).toBe("true");
    expect(subject.getAttribute("aria-describedby")).toContain("subject-error");
    expect(document.activeElement).toBe(subject);
    expect(body.value).toBe("Hola **a todos**");
    expect(requests.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/studio/newsletter/broadcasts",
      body: { locale: "es", subject: "", markdown: "Hola **a todos**" },
    });

    const id = "11111111-1111-4111-8111-111111111111";
    answer = () =>
      json(201, {
        data: {
          id,
          locale: "es",
          subject: "Novedades",
          markdown: "Hola **a todos**",
          status: "draft",
          lastError: null,
          createdBy: "author@example.com",
          created: "2026-11-26T08:00:00.000Z",
          updated: "2026-11-26T08:00:00.000Z",
          started: null,
          sent: null,
        },
      });
    fireEvent.change(subject, { target: { value: "Novedades" } });
    fireEvent.click(screen.getByRole("button", { name: "Guardar el borrador" }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(id));
    expect(screen.queryByText("Escribe un asunto.")).toBeNull();
  });
});

describe("a send's progress", () => {
  it("is a value of the whole, with the figures in words", () => {
    show(
      <BroadcastProgressBar
        progress={{ status: "sending", total: 250, enqueued: true, queued: 100, sent: 140, failed: 3, skipped: 7 }}
      />,
    );
    const bar = screen.getByRole("progressbar", { name: "Sending progress" }) as HTMLProgressElement;
    expect(bar.max).toBe(250);
    expect(bar.value).toBe(150);
    expect(screen.getByText(/150 of 250 handled: 140 sent, 3 failed, 7 skipped/)).toBeTruthy();
  });

  it("says so while the recipients are still being listed", () => {
    show(
      <BroadcastProgressBar
        progress={{ status: "sending", total: 0, enqueued: false, queued: 0, sent: 0, failed: 0, skipped: 0 }}
      />,
    );
    expect(screen.getByText("Preparing the list of recipients...")).toBeTruthy();
  });
});
