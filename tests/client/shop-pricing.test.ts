import { describe, expect, it } from "vitest";
import { amountText, parseAmount, pricingErrorOf } from "#client/features/shop/pricing";

/** The cart's amount field and code entry: what is typed read as cents, the Worker's errors read back. */
describe("parseAmount", () => {
  it("reads euros typed with a point, a comma, a euro sign or spaces as whole cents", () => {
    expect(parseAmount("5")).toBe(500);
    expect(parseAmount("5.5")).toBe(550);
    expect(parseAmount("5,05")).toBe(505);
    expect(parseAmount(" € 7 ")).toBe(700);
    expect(parseAmount("0")).toBe(0);
  });
  it("refuses what is not an amount: letters, negatives, three decimals, empty", () => {
    for (const text of ["", "abc", "-3", "1.234", "1.2.3", "1e3"]) expect(parseAmount(text)).toBeNull();
  });
  it("shows cents back for editing with the language's decimal mark", () => {
    expect(amountText(550, false)).toBe("5.50");
    expect(amountText(550, true)).toBe("5,50");
  });
});

describe("pricingErrorOf", () => {
  it("finds the first pricing error, optionally of one field, and ignores other codes", () => {
    const fields = {
      turnstileToken: ["bot_check_required"],
      code: ["code_used_up"],
      "amounts.x": ["amount_below_minimum"],
    };
    expect(pricingErrorOf(fields)).toBe("code_used_up");
    expect(pricingErrorOf(fields, (name) => name.startsWith("amounts."))).toBe("amount_below_minimum");
    expect(pricingErrorOf({ turnstileToken: ["bot_check_required"] })).toBeNull();
    expect(pricingErrorOf(undefined)).toBeNull();
  });
});
