import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Suspense, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CommentsQueue } from "#client/features/studio/components/comments-queue";
import { MODERATION_LABELS, MODERATION_PLURALS } from "#client/features/studio/moderation-labels";
import { selectionOf, toggled, toggledAll } from "#client/features/studio/selection";
import type { Locale } from "#worker/contract/locales";
import type { ModerationComment } from "#worker/contract/studio-moderation";
import { renderAt } from "./render";

/**
 * The studio's moderation queue: the bulk selection (per row, all shown,
 * counted aloud), bulk approve and delete with its confirmation, and the rows leaving.
 */

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

const AT = "2026-11-10T10:00:00.000Z";
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const comment = (n: number, name: string, extra: Partial<ModerationComment> = {}): ModerationComment => ({
  id: id(n),
  body: `Comment number ${n}`,
  status: "pending",
  createdAt: AT,
  editedAt: null,
  reports: 0,
  item: {
    id: "news:relat-summit-talk",
    kind: "news",
    title: "Speaking at Relat Summit in Barcelona",
    url: "/news/relat-summit-talk",
  },
  author: { id: `u${n}`, name, email: `${name.toLowerCase()}@example.com`, commentsBlocked: false },
  ...extra,
});

let queue: ModerationComment[] = [];
const posted: { ids: string[]; action: string; confirm?: string }[] = [];

beforeEach(() => {
  queue = [comment(1, "Ana"), comment(2, "Bea", { status: "approved", reports: 2 }), comment(3, "Carles")];
  posted.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, "");
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
      if (url.startsWith("/api/studio/comments/moderate")) {
        const body = JSON.parse(String(init?.body)) as (typeof posted)[number];
        posted.push(body);
        queue = queue.filter((row) => !body.ids.includes(row.id));
        return json({ data: { action: body.action, ids: body.ids } });
      }
      if (url.startsWith("/api/studio/comments")) return json({ data: { comments: queue, next: null } });
      return new Response("{}", { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show(ui: ReactNode, locale: Locale = "en") {
  return renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
    </SWRConfig>,
    { locale },
  );
}

const box = (name: string | RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
/** The bulk bar's count, in its polite live region. */
const said = () => screen.getByRole("group", { name: "Selected comments" }).querySelector("[aria-live=polite]")!;
const bulk = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("the selection's arithmetic", () => {
  it("counts only the rows still shown, in their order", () => {
    const ticked = new Set(["b", "gone", "a"]);
    expect(selectionOf(ticked, ["a", "b", "c"])).toEqual({ ids: ["a", "b"], all: false, some: true });
    expect(selectionOf(ticked, ["a", "b"])).toEqual({ ids: ["a", "b"], all: true, some: false });
    expect(selectionOf(new Set(), [])).toEqual({ ids: [], all: false, some: false });
  });

  it("flips one row, and 'all' ticks every shown row or, when all were, none of them", () => {
    expect([...toggled(new Set(["a"]), "b")]).toEqual(["a", "b"]);
    expect([...toggled(new Set(["a", "b"]), "a")]).toEqual(["b"]);
    expect([...toggledAll(new Set(["a"]), ["a", "b"])].sort()).toEqual(["a", "b"]);
    // Rows not shown (another page of the queue, since left) are left as they were.
    expect([...toggledAll(new Set(["a", "b", "x"]), ["a", "b"])]).toEqual(["x"]);
  });
});

describe("the moderation queue", () => {
  it("ticks rows one by one or all shown, says the count politely, and keeps the bulk actions off until something is ticked", async () => {
    show(<CommentsQueue />);
    await screen.findByText("Comment number 1");
    expect(screen.getByText("No comment selected").getAttribute("aria-live")).toBe("polite");
    expect(bulk("Approve selected").disabled).toBe(true);
    expect(bulk("Delete selected...").disabled).toBe(true);

    fireEvent.click(box("Select the comment by Ana"));
    expect(said().textContent).toBe("1 comment selected");
    const all = box("Select all comments shown");
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    expect(bulk("Approve selected").disabled).toBe(false);

    fireEvent.click(all);
    expect(said().textContent).toBe("3 comments selected");
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    fireEvent.click(all);
    expect(said().textContent).toBe("No comment selected");
    expect(box("Select the comment by Bea").checked).toBe(false);
  });

  it("shows what each comment is on, linked to its page in the page's language, with its state and reports", async () => {
    show(<CommentsQueue />, "es");
    await screen.findByText("Comment number 2");
    const links = screen.getAllByRole("link", { name: "Doy una charla en Relat Summit, en Barcelona" });
    expect(links[0]!.getAttribute("href")).toBe("/es/news/relat-summit-talk");
    const bea = screen.getByRole("heading", { name: "Bea" }).closest("li")!;
    expect(bea.textContent).toContain("Aprobado");
    expect(bea.textContent).toContain("Denunciado 2 veces");
    expect(screen.getAllByText("Por aprobar", { selector: "li" })).toHaveLength(2);
  });

  it("approves the ticked comments in one call: they leave, the rest stay, and the status says how many", async () => {
    show(<CommentsQueue />);
    await screen.findByText("Comment number 1");
    fireEvent.click(box("Select the comment by Ana"));
    fireEvent.click(box("Select the comment by Carles"));
    fireEvent.click(bulk("Approve selected"));

    await screen.findByText("2 comments approved: they're on the site now.");
    expect(posted).toEqual([{ ids: [id(1), id(3)], action: "approve" }]);
    expect(screen.queryByText("Comment number 1")).toBeNull();
    expect(screen.queryByText("Comment number 3")).toBeNull();
    expect(screen.getByText("Comment number 2")).toBeTruthy();
    expect(said().textContent).toBe("No comment selected");
    expect(screen.getByRole("status").textContent).toBe("2 comments approved: they're on the site now.");
  });

  it("asks before deleting, naming how many; Cancel sends nothing, confirming deletes them and the queue is clear", async () => {
    show(<CommentsQueue />);
    await screen.findByText("Comment number 1");
    fireEvent.click(box("Select all comments shown"));
    fireEvent.click(bulk("Delete selected..."));
    const dialog = await screen.findByRole("dialog", { name: "Delete 3 comments?" });
    expect(dialog.textContent).toContain("The 3 comments are removed for good, with their reports.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posted).toEqual([]);
    expect(said().textContent).toBe("3 comments selected");

    fireEvent.click(bulk("Delete selected..."));
    const again = await screen.findByRole("dialog", { name: "Delete 3 comments?" });
    fireEvent.click(within(again).getByRole("button", { name: "Delete 3 comments" }));
    await screen.findByText("3 comments deleted for good.");
    expect(posted).toEqual([{ ids: [id(1), id(2), id(3)], action: "delete", confirm: "delete" }]);
    expect(screen.getByText(/The queue is clear/)).toBeTruthy();
  });

  it("deletes one comment from its own row after its own question", async () => {
    show(<CommentsQueue />);
    await screen.findByText("Comment number 2");
    const actions = screen.getByRole("group", { name: "Actions for the comment by Bea" });
    fireEvent.click(within(actions).getByRole("button", { name: "Delete..." }));
    const dialog = await screen.findByRole("dialog", { name: "Delete 1 comment?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete 1 comment" }));
    await screen.findByText("1 comment deleted for good.");
    expect(posted).toEqual([{ ids: [id(2)], action: "delete", confirm: "delete" }]);
    expect(screen.getByText("Comment number 1")).toBeTruthy();
  });
});

describe("the moderation words", () => {
  it("has every label and plural in English, Spanish and Catalan", () => {
    for (const [key, text] of Object.entries(MODERATION_LABELS)) {
      for (const locale of ["en", "es", "ca"] as const) expect(text[locale].trim(), `${key}.${locale}`).not.toBe("");
    }
    for (const [key, forms] of Object.entries(MODERATION_PLURALS)) {
      for (const locale of ["en", "es", "ca"] as const) {
        expect(forms[locale].one.trim(), `${key}.${locale}`).not.toBe("");
        expect(forms[locale].other, `${key}.${locale}`).toContain("{{count}}");
      }
    }
  });
});
