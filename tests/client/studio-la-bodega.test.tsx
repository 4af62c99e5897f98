import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Suspense, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RefundPanel } from "#client/features/studio/components/order-actions";
import { OrderCreditNotes } from "#client/features/studio/components/order-credit-notes";
import { orderFiltersFrom } from "#client/features/studio/components/orders-list";
import { bodyOf, draftOf } from "#client/features/studio/components/product-editor";
import type { StudioOrderDetail } from "#worker/contract/studio-order-fields";
import { renderAt } from "./render";

/**
 * La Bodega's screens in the studio (decision 047): the orders list reads its filters
 * from the address, the product editor turns what the fields hold into the API's body, and a
 * refund asks for the chosen lines' prices capped at what is left, with one request id kept
 * for a retry after an outage (decision 044).
 */

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() }, Toaster: () => null }));

function show(ui: ReactNode) {
  return renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
    </SWRConfig>,
    { locale: "en" },
  );
}

describe("the orders list's address", () => {
  it("keeps the filters it knows and drops the rest", () => {
    expect(orderFiltersFrom("state=partly_refunded&country=es&product=product%3Athe-breakwater")).toEqual({
      state: "partly_refunded",
      country: "ES",
      product: "product:the-breakwater",
    });
    expect(orderFiltersFrom("state=lost&country=Spain&product=the-breakwater&from=2026-1-1&locale=fr")).toEqual({});
    expect(orderFiltersFrom("from=2026-11-01&to=2026-11-26&q=%20ref%20")).toEqual({
      from: "2026-11-01",
      to: "2026-11-26",
      q: "ref",
    });
  });
});

describe("the product editor's body", () => {
  it("sends a language left empty as none, a comma price as a point, and bundle items only for a bundle", () => {
    const draft = draftOf(null);
    draft.slug = " field-notes ";
    draft.price = "4,50";
    draft.texts.en.title = "Field Notes";
    draft.texts.es.title = "Notas de campo";
    draft.bundleItems = ["one", "two"];
    const body = bodyOf(draft);
    expect(body).toMatchObject({ slug: "field-notes", price: "4.50", workLanguage: null, releasedOn: null });
    expect(body.texts.es).toMatchObject({ title: "Notas de campo", description: "" });
    expect(body.texts.ca).toBeNull();
    expect(body.bundleItems).toEqual([]);
    expect(bodyOf({ ...draft, kind: "bundle" }).bundleItems).toEqual(["one", "two"]);
  });
});

describe("a refund", () => {
  const requests: { url: string; body: { requestId: string; lines: number[]; amountCents: number } }[] = [];
  let answer: () => Response;
  beforeEach(() => {
    requests.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input).replace(/^https?:\/\/[^/]+/, "");
        requests.push({ url, body: JSON.parse(String(init?.body ?? "null")) });
        return answer();
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const order = {
    id: "22222222-2222-4222-8222-222222222222",
    state: "partly_refunded",
    currency: "EUR",
    totalCents: 1500,
    refundedCents: 500,
    refundableCents: 700,
    payment: { provider: "stripe", sessionId: null, paymentId: "pi_1", events: [] },
    lines: [
      { id: 1, productId: "product:a", title: "Book A", priceCents: 500, refundId: "r1", refundedAt: 1 },
      { id: 2, productId: "product:b", title: "Album B", priceCents: 1000, refundId: null, refundedAt: null },
    ],
  } as unknown as StudioOrderDetail;

  it("offers the lines left, capped at what is left; an outage keeps the request's id for the retry", async () => {
    const changed = vi.fn();
    show(<RefundPanel order={order} onChanged={changed} />);
    // The one line left is named; the refunded one is not offered.
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByText("Capped at what is left to refund (€7.00).")).toBeTruthy();

    answer = () =>
      new Response(JSON.stringify({ error: { code: "service_unavailable", message: "down" } }), { status: 503 });
    fireEvent.click(screen.getByRole("button", { name: "Refund “Album B”, €7.00" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(dialog.querySelector("button[type=submit]")!);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      url: `/api/studio/orders/${order.id}/refund`,
      body: { lines: [2], amountCents: 700 },
    });
    expect(requests[0]!.body.requestId).toMatch(/^[0-9a-f-]{36}$/);

    // Still asking: the retry is the same refund.
    answer = () =>
      new Response(
        JSON.stringify({
          data: {
            replayed: false,
            refund: { id: requests[0]!.body.requestId, status: "succeeded", amountCents: 700 },
            order: { ...order, state: "refunded", refundableCents: 0 },
          },
        }),
        { status: 200, headers: { "Content-Type": "application/json" } },
      );
    await waitFor(() => expect(dialog.querySelector("button[type=submit]")).not.toBeNull());
    fireEvent.click(dialog.querySelector("button[type=submit]")!);
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(requests[1]!.body.requestId).toBe(requests[0]!.body.requestId);
  });
});

describe("a refund of an order of several lines", () => {
  const order = {
    id: "44444444-4444-4444-8444-444444444444",
    state: "paid",
    currency: "EUR",
    totalCents: 1800,
    refundedCents: 0,
    refundableCents: 1800,
    payment: { provider: "stripe", sessionId: null, paymentId: "pi_2", events: [] },
    lines: [
      { id: 1, productId: "product:a", title: "Book A", priceCents: 500, refundId: null, refundedAt: null },
      { id: 2, productId: "product:b", title: "Album B", priceCents: 1300, refundId: null, refundedAt: null },
    ],
  } as unknown as StudioOrderDetail;

  it("starts with nothing chosen, so no press refunds the whole order by default", () => {
    show(<RefundPanel order={order} onChanged={vi.fn()} />);
    const boxes = screen.getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([false, false]);
    const button = screen.getByRole("button", { name: "Choose the lines to refund" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    fireEvent.click(screen.getByRole("checkbox", { name: /Book A/ }));
    expect(screen.getByRole("button", { name: "Refund €5.00" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Choose every line" }));
    expect(screen.getByRole("button", { name: "Refund €18.00" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Choose every line" })).toBeNull();
  });
});

describe("the order's credit notes", () => {
  const id = "33333333-3333-4333-8333-333333333333";

  it("lists each with its number and amount, linking the page and the PDF the buyer gets", () => {
    const order = {
      id,
      currency: "EUR",
      creditNotes: [
        { number: "R2026-000004", issuedAt: Date.UTC(2026, 10, 20, 12), totalCents: -300, currency: "EUR" },
        { number: "R2026-000009", issuedAt: Date.UTC(2026, 10, 21, 12), totalCents: -528, currency: "EUR" },
      ],
    } as unknown as StudioOrderDetail;
    show(<OrderCreditNotes order={order} />);
    expect(screen.getByRole("heading", { level: 3, name: "Credit notes" })).toBeTruthy();
    expect(screen.getByText(/^No\. R2026-000004, .*: -€3\.00$/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Open it R2026-000009/ }).getAttribute("href")).toBe(
      `/api/studio/orders/${id}/credit-notes/R2026-000009`,
    );
    expect(screen.getByRole("link", { name: "PDF R2026-000004" }).getAttribute("href")).toBe(
      `/api/studio/orders/${id}/credit-notes/R2026-000004/pdf`,
    );
  });

  it("draws nothing for an order without one", () => {
    const { container } = show(<OrderCreditNotes order={{ id, creditNotes: [] } as unknown as StudioOrderDetail} />);
    expect(container.querySelector("section")).toBeNull();
  });
});
