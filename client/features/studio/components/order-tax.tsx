import type { ReactNode } from "react";
import { formatPrice } from "#worker/contract/shop-fields";
import {
  studioInvoicePageUrl,
  studioInvoicePdfUrl,
  type StudioOrderDetail,
} from "#worker/contract/studio-order-fields";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { ORDER_TAX_LABELS } from "../order-tax-labels";

/** The order states that entitle a buyer to an invoice (the Worker's ENTITLED_STATES). */
const INVOICED_STATES = new Set(["paid", "partly_refunded"]);

/**
 * The order's discount code, its VAT as settled at payment (scheme, country, each rate, the
 * location evidence, the buyer's VAT number and how it was checked) and its invoice (decision 053),
 * with links to the same page and PDF the buyer gets.
 */
export function OrderTax({ order }: { order: StudioOrderDetail }) {
  const label = useLabels(ORDER_TAX_LABELS);
  const { locale } = useI18n();
  const price = (cents: number) => formatPrice(cents, order.currency, locale);
  const regions = new Intl.DisplayNames([locale], { type: "region" });
  const country = (code: string | null) => {
    if (!code || code === "unknown") return label("notKnown");
    try {
      return `${regions.of(code) ?? code} (${code})`;
    } catch {
      return code;
    }
  };
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const vat = order.vat;
  const rows: [string, ReactNode][] = [
    [
      label("discount"),
      order.discount
        ? label("discountValue", { code: order.discount.code, amount: price(order.discount.amountCents) })
        : label("noDiscount"),
    ],
  ];
  if (vat) {
    rows.push(
      [label("scheme"), label(`scheme.${vat.scheme}`)],
      [label("country"), country(vat.country)],
      [
        label("rates"),
        vat.rates.length === 0 ? (
          label("noRates")
        ) : (
          <ul>
            {vat.rates.map((r) => (
              <li key={r.rateBp}>
                {label("rateLine", {
                  rate: percent.format(r.rateBp / 10_000),
                  net: price(r.netCents),
                  vat: price(r.vatCents),
                })}
              </li>
            ))}
          </ul>
        ),
      ],
      [
        label("vatAmount"),
        <>
          <span className="font-semibold tabular-nums">{price(vat.vatCents)}</span>
          {vat.providerVatCents !== null && vat.providerVatCents !== vat.vatCents && (
            <span className="ml-2 text-orange-900">
              {label("providerVat", { amount: price(vat.providerVatCents) })}
            </span>
          )}
        </>,
      ],
      [label("source"), label(`source.${vat.source}`)],
      [
        label("evidence"),
        <>
          <span className={vat.evidence === "conflict" ? "font-semibold text-orange-900" : undefined}>
            {label(`evidence.${vat.evidence}`)}
          </span>
          <ul className="text-sm">
            <li>
              {label("ipCountry")}: {country(vat.ipCountry)}
            </li>
            <li>
              {label("billingCountry")}: {country(vat.billingCountry)}
            </li>
            <li>
              {label("cardCountry")}: {country(vat.cardCountry)}
            </li>
          </ul>
        </>,
      ],
      [label("taxId"), vat.taxId ? <span className="font-mono">{vat.taxId}</span> : label("noTaxId")],
    );
    if (vat.taxId) {
      const check = vat.taxIdCheck;
      rows.push([
        label("taxIdCheck"),
        check ? (
          <>
            <span className={check.status === "valid" ? undefined : "font-semibold text-orange-900"}>
              {label(`taxIdCheck.${check.status}`, { who: label(`checkedBy.${check.checkedBy}`) })}
            </span>
            <span className="block text-sm text-ink/75">
              {label("taxIdCheckDetail", { date: dateTime.format(check.checkedAt), answer: check.answer })}
            </span>
          </>
        ) : (
          label("taxIdNotChecked")
        ),
      ]);
    }
  }
  const invoiceable = INVOICED_STATES.has(order.state) && order.totalCents > 0;
  rows.push([
    label("invoice"),
    order.invoice || invoiceable ? (
      <div className="space-y-1">
        <p>{order.invoice ? label("invoiceNumber", { number: order.invoice.number }) : label("notIssued")}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a
            href={studioInvoicePageUrl(order.id)}
            target="_blank"
            rel="noopener"
            className="font-semibold text-wine underline underline-offset-4"
          >
            {label("openInvoice")} <span className="sr-only">{label("newTab")}</span>
          </a>
          <a href={studioInvoicePdfUrl(order.id)} className="font-semibold text-wine underline underline-offset-4">
            {label("invoicePdf")}
          </a>
        </p>
      </div>
    ) : (
      label("noInvoice")
    ),
  ]);

  return (
    <section aria-labelledby="order-tax" className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-ink/10 sm:p-5">
      <h3 id="order-tax" className="font-display text-xl font-bold">
        {label("heading")}
      </h3>
      {!vat && <p className="text-sm text-ink/75">{label("noVat")}</p>}
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-ink/75">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
