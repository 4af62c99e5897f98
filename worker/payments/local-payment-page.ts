import type { Locale } from "../contract/locales";
import { formatPrice } from "../contract/shop";
import { LOCAL_PAYMENT_COPY } from "../copy/local-payment";
import { escapeHtml as e } from "../contract/html-escape";
import { EU_VAT_RATES } from "../services/vat/eu-vat-rates";
import { LOCAL_VIES_VALID_NUMBERS } from "../services/vat/vat-numbers";
import { LOCAL_PAYMENT_PATH } from "./local";

/** What the local test provider's page shows of an order. */
export interface LocalPaymentOrder {
  locale: Locale;
  currency: string;
  status: string;
  totalCents: number;
  items: { title: string; priceCents: number }[];
  /** The checkout's country (Cloudflare's), preselected as the billing country. */
  country?: string;
}

/** Billing countries the test page offers: the EU's and a few beyond it (VAT outside the EU). */
const BILLING_COUNTRIES = [...Object.keys(EU_VAT_RATES), "GB", "CH", "NO", "US", "CA", "MX", "AR", "AU", "JP"];

function countryOptions(locale: Locale, selected: string): string {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return BILLING_COUNTRIES.map((code) => [code, names.of(code) ?? code] as const)
    .sort((a, b) => a[1].localeCompare(b[1], locale))
    .map(([code, name]) => `<option value="${code}"${code === selected ? " selected" : ""}>${e(name)}</option>`)
    .join("");
}

const STYLE =
  "body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c1917;background:#faf7f2}ul{padding:0;list-style:none}li{display:flex;justify-content:space-between;border-bottom:1px solid #e5ddd3;padding:.5rem 0}button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:1px solid #1c1917;background:#fff;cursor:pointer}.pay{background:#7b1e3a;color:#fff;border-color:#7b1e3a}button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #c9a227;outline-offset:2px}select,input{font:inherit;padding:.4rem;margin:.25rem 0;min-width:16rem}small{color:#57534e}";

/**
 * The local test provider's payment page: the order's lines and total, and Pay and Cancel
 * buttons that post back to it while the order is pending (its status once it isn't).
 */
export function localPaymentPage(
  sessionId: string,
  order: LocalPaymentOrder,
  entered: { country?: string; taxId?: string; taxIdInvalid?: boolean } = {},
): string {
  const copy = LOCAL_PAYMENT_COPY[order.locale];
  const price = (cents: number) => formatPrice(cents, order.currency, order.locale);
  const body =
    order.status === "pending"
      ? `<form method="post" action="${LOCAL_PAYMENT_PATH}/${e(sessionId)}">
<p><label for="country">${e(copy.country)}</label><br><select id="country" name="country">${countryOptions(order.locale, entered.country ?? (BILLING_COUNTRIES.includes(order.country ?? "") ? order.country! : "ES"))}</select></p>
<p><label for="taxId">${e(copy.taxId)}</label><br><input id="taxId" name="taxId" maxlength="20" autocomplete="off" value="${e(entered.taxId ?? "")}" aria-describedby="taxIdHint${entered.taxIdInvalid ? " taxIdError" : ""}"${entered.taxIdInvalid ? ' aria-invalid="true"' : ""}><br><small id="taxIdHint">${e(copy.taxIdHint)} ${e(LOCAL_VIES_VALID_NUMBERS.join(", "))}</small>${entered.taxIdInvalid ? `<br><strong id="taxIdError" role="alert">${e(copy.taxIdInvalid)}</strong>` : ""}</p>
<button name="action" value="pay" class="pay">${e(copy.pay)} ${e(price(order.totalCents))}</button> <button name="action" value="cancel">${e(copy.cancel)}</button></form>`
      : `<p role="status">${e(copy.done)}: <strong>${e(order.status)}</strong></p>`;
  return `<!doctype html><html lang="${order.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${e(copy.title)}</title>
<style>${STYLE}</style></head>
<body><main><h1>${e(copy.title)}</h1><p>${e(copy.note)}</p><ul>${order.items.map((i) => `<li><span>${e(i.title)}</span><span>${e(price(i.priceCents))}</span></li>`).join("")}</ul><p><strong>${e(price(order.totalCents))}</strong></p>${body}</main></body></html>`;
}
