import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderTax } from "#client/features/studio/components/order-tax";
import type { Locale } from "#worker/contract/locales";
import type { StudioOrderDetail, StudioOrderVat } from "#worker/contract/studio-order-fields";
import { renderAt } from "./render";

/**
 * The studio's order page says how a buyer's VAT number was checked and, when it wasn't
 * confirmed, that the sale was taxed as a consumer's (decision 061), in en, es and ca.
 */

const vat = (check: StudioOrderVat["taxIdCheck"], scheme: StudioOrderVat["scheme"] = "domestic"): StudioOrderVat => ({
  scheme,
  country: "ES",
  ipCountry: "ES",
  billingCountry: "ES",
  cardCountry: null,
  evidence: "agree",
  taxId: "DE123456789",
  taxIdCheck: check,
  source: "rate_table",
  vatCents: 27,
  providerVatCents: null,
  rates: [{ rateBp: 400, netCents: 672, vatCents: 27, grossCents: 699 }],
});

const order = (v: StudioOrderVat) =>
  ({
    id: "33333333-3333-4333-8333-333333333333",
    state: "paid",
    currency: "EUR",
    totalCents: 699,
    discount: null,
    invoice: null,
    vat: v,
  }) as unknown as StudioOrderDetail;

const checkedAt = Date.parse("2026-11-28T02:00:00Z");

describe("the order page's VAT number check", () => {
  it("an unconfirmed number: not confirmed by VIES, taxed as a consumer sale, with VIES's answer", () => {
    renderAt(
      <OrderTax
        order={order(vat({ status: "invalid", checkedBy: "vies", checkedAt, answer: "VIES: invalid on 2026-11-28" }))}
      />,
    );
    expect(screen.getByText("VAT number not confirmed by VIES: taxed as a consumer sale")).toBeTruthy();
    expect(screen.getByText(/Answer: VIES: invalid on 2026-11-28/)).toBeTruthy();
  });

  const cases: Array<[Locale, StudioOrderVat["taxIdCheck"], string]> = [
    [
      "es",
      { status: "unavailable", checkedBy: "vies", checkedAt, answer: "VIES: MS_UNAVAILABLE" },
      "NIF-IVA no confirmado (VIES no respondió): tributa como venta a un consumidor",
    ],
    [
      "ca",
      { status: "country_mismatch", checkedBy: "shop", checkedAt, answer: "a number of DE, billed in ES" },
      "El país del NIF-IVA no és el de facturació: tributa com a venda a un consumidor",
    ],
    [
      "en",
      { status: "invalid", checkedBy: "stripe", checkedAt, answer: "unverified" },
      "VAT number not confirmed by Stripe: taxed as a consumer sale",
    ],
  ];
  for (const [locale, check, words] of cases) {
    it(`${check!.status} by ${check!.checkedBy}, in ${locale}`, () => {
      renderAt(<OrderTax order={order(vat(check))} />, { locale });
      expect(screen.getByText(words)).toBeTruthy();
    });
  }

  it("a confirmed number says who confirmed it; an order from before the checks says it wasn't checked", () => {
    const { unmount } = renderAt(
      <OrderTax
        order={order(
          vat({ status: "valid", checkedBy: "vies_local", checkedAt, answer: "local VIES: valid" }, "reverse_charge"),
        )}
      />,
    );
    expect(screen.getByText("Confirmed valid by the local test VIES")).toBeTruthy();
    unmount();
    renderAt(<OrderTax order={order(vat(null, "reverse_charge"))} />);
    expect(screen.getByText("Not checked (recorded before VAT numbers were checked)")).toBeTruthy();
  });
});
