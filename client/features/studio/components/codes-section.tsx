import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import type { StudioCodeView } from "#worker/contract/studio-codes";
import { numberFormat } from "#worker/contract/intl-formats";
import { parseAmount } from "#worker/contract/pricing-fields";
import { formatPrice } from "#worker/contract/shop-fields";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { api } from "#client/lib/api-client";
import { settle } from "#client/lib/call-result";
import type { StudioProductSummary } from "#worker/contract/studio-product-fields";
import { catalogueStudioApi } from "../catalogue-api";
import { CODES_LABELS } from "../codes-labels";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

const codesApi = {
  list: (before?: string) =>
    settle(() => api.studio.codes.$get({ query: { limit: "25", ...(before ? { before } : {}) } })),
  create: (json: Parameters<typeof api.studio.codes.$post>[0]["json"]) =>
    settle(() => api.studio.codes.$post({ json })),
  state: (id: string, disabled: boolean, confirm?: string) =>
    settle(() => api.studio.codes[":id"].state.$put({ param: { id }, json: { disabled, confirm } })),
};

/**
 * The studio's discount codes (decision 048): the list newest first (a page at a time),
 * a new code, and turning one off (the code typed to confirm) or on again. The Worker audits each.
 */
export function CodesSection() {
  const label = useLabels(CODES_LABELS);
  const [codes, setCodes] = useState<StudioCodeView[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);

  const load = useCallback(
    async (before?: string) => {
      const result = await codesApi.list(before);
      if (!result.ok) return notifyError(label("failed"));
      setCodes((current) => (before ? [...current, ...result.data.codes] : result.data.codes));
      setNext(result.data.next);
      setLoaded(true);
    },
    [label],
  );
  useEffect(() => void load(), [load]);

  const replace = (code: StudioCodeView) => setCodes((all) => all.map((c) => (c.id === code.id ? code : c)));
  return (
    // The desk's section is headed with its name already (studio-screen.tsx).
    <div className="space-y-6">
      <p className="max-w-3xl text-ink/80">{label("intro")}</p>
      <NewCode onCreated={(code) => setCodes((all) => [code, ...all])} />
      {loaded && codes.length === 0 ? (
        <p>{label("none")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-ink/15">
              <th scope="col" className="py-2">
                {label("code")}
              </th>
              <th scope="col">{label("kind")}</th>
              <th scope="col">{label("uses")}</th>
              <th scope="col">{label("state")}</th>
              <th scope="col">
                <span className="sr-only">{label("turnOff")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <CodeRow key={code.id} code={code} onChanged={replace} />
            ))}
          </tbody>
        </table>
      )}
      {next && (
        <button type="button" className={BUTTON_TONES.plain} onClick={() => void load(next)}>
          {label("more")}
        </button>
      )}
    </div>
  );
}

function CodeRow({ code, onChanged }: { code: StudioCodeView; onChanged: (code: StudioCodeView) => void }) {
  const { locale } = useI18n();
  const label = useLabels(CODES_LABELS);
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState("");
  // "20%" in English, "20 %" in Spanish and Catalan: each language's own way.
  const value =
    code.kind === "percent"
      ? numberFormat(locale, { style: "percent" }).format(code.value / 100)
      : formatPrice(code.value, "EUR", locale);

  async function change(disabled: boolean, event?: FormEvent) {
    event?.preventDefault();
    const result = await codesApi.state(code.id, disabled, disabled ? typed : undefined);
    if (!result.ok) return notifyError(label("failed"));
    setConfirming(false);
    setTyped("");
    onChanged(result.data);
  }

  return (
    <tr className="border-b border-ink/10 align-top" data-code={code.code}>
      <th scope="row" className="py-3 font-mono font-semibold">
        {code.code}
      </th>
      <td className="py-3">
        {value} · {code.productSlugs?.join(", ") ?? label("all")}
        {(code.startsAt || code.endsAt) && (
          <span className="block text-ink/70">
            {code.startsAt?.slice(0, 10) ?? "…"} – {code.endsAt?.slice(0, 10) ?? "…"}
          </span>
        )}
      </td>
      <td className="py-3 tabular-nums">
        {code.uses}
        {code.maxUses !== null && ` / ${code.maxUses}`}
      </td>
      <td className="py-3">{label(code.disabled ? "disabled" : "active")}</td>
      <td className="py-3">
        {code.disabled ? (
          <button type="button" className={BUTTON_TONES.plain} onClick={() => void change(false)}>
            {label("turnOn")}
            <span className="sr-only"> {code.code}</span>
          </button>
        ) : confirming ? (
          <form onSubmit={(event) => void change(true, event)} className="flex flex-col gap-2">
            <label htmlFor={id} className="text-sm">
              {label("confirmOff", { code: code.code })}
            </label>
            <input id={id} value={typed} onChange={(e) => setTyped(e.target.value)} className={FIELD_CLASS} autoFocus />
            <div className="flex gap-2">
              <button type="submit" className={BUTTON_TONES.danger}>
                {label("turnOff")}
              </button>
              <button type="button" className={BUTTON_TONES.plain} onClick={() => setConfirming(false)}>
                {label("cancel")}
              </button>
            </div>
          </form>
        ) : (
          <button type="button" className={BUTTON_TONES.danger} onClick={() => setConfirming(true)}>
            {label("turnOff")}
            <span className="sr-only"> {code.code}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

function NewCode({ onCreated }: { onCreated: (code: StudioCodeView) => void }) {
  const label = useLabels(CODES_LABELS);
  const ids = useId();
  const [form, setForm] = useState({
    code: "",
    kind: "percent",
    value: "",
    startsAt: "",
    endsAt: "",
    maxUses: "",
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // Null: every product; a set: only those.
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const errorWords = (codes: string[]) =>
    codes
      .map((code) => label(`error.${code}` in CODES_LABELS ? (`error.${code}` as CodesKey) : "error.other"))
      .join(" ");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = form.kind === "amount" ? (parseAmount(form.value) ?? -1) : Number(form.value);
    const products = chosen ? [...chosen] : [];
    const result = await codesApi.create({
      code: form.code,
      kind: form.kind as "percent" | "amount",
      value,
      productSlugs: products.length ? products : null,
      startsAt: form.startsAt ? new Date(form.startsAt).toISOString() : null,
      endsAt: form.endsAt ? new Date(form.endsAt).toISOString() : null,
      maxUses: form.maxUses ? Number(form.maxUses) : null,
    });
    if (!result.ok) {
      setErrors(result.fields ?? {});
      return notifyError(label("failed"));
    }
    setErrors({});
    setForm({ code: "", kind: "percent", value: "", startsAt: "", endsAt: "", maxUses: "" });
    setChosen(null);
    notifySuccess(label("created"), result.data.code);
    onCreated(result.data);
  }

  const field = (key: keyof typeof form, text: string, type = "text", errorKey: string = key) => (
    <div>
      <label htmlFor={`${ids}-${key}`} className={FIELD_LABEL_CLASS}>
        {text}
      </label>
      <input
        id={`${ids}-${key}`}
        type={type}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[errorKey] ? true : undefined}
        aria-describedby={errors[errorKey] ? `${ids}-${key}-error` : undefined}
        className={FIELD_CLASS}
      />
      {errors[errorKey] && (
        <p id={`${ids}-${key}-error`} className="mt-1 text-sm text-red-800">
          {errorWords(errors[errorKey]!)}
        </p>
      )}
    </div>
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-xl bg-white p-5 ring-1 ring-ink/10 sm:grid-cols-2"
    >
      <h3 className="font-display text-xl font-bold sm:col-span-2">{label("newCode")}</h3>
      {field("code", label("code"))}
      <div>
        <label htmlFor={`${ids}-kind`} className={FIELD_LABEL_CLASS}>
          {label("kind")}
        </label>
        <select
          id={`${ids}-kind`}
          value={form.kind}
          onChange={(e) => set("kind", e.target.value)}
          className={FIELD_CLASS}
        >
          <option value="percent">{label("kind.percent")}</option>
          <option value="amount">{label("kind.amount")}</option>
        </select>
      </div>
      {field("value", label("value"))}
      {field("maxUses", label("maxUses"), "number")}
      <ProductChoice
        chosen={chosen}
        onChange={setChosen}
        error={errors.productSlugs ? errorWords(errors.productSlugs) : undefined}
      />
      {field("startsAt", label("startsAt"), "datetime-local")}
      {field("endsAt", label("endsAt"), "datetime-local")}
      <div className="sm:col-span-2">
        <button type="submit" className={BUTTON_TONES.primary}>
          {label("create")}
        </button>
      </div>
    </form>
  );
}

type CodesKey = keyof typeof CODES_LABELS;

/**
 * Which products a code is for, chosen from the catalogue: every product, or only those ticked.
 * The list is the catalogue's own search (by title in any language or slug), a page at a time.
 */
function ProductChoice({
  chosen,
  onChange,
  error,
}: {
  chosen: ReadonlySet<string> | null;
  onChange: (chosen: ReadonlySet<string> | null) => void;
  error: string | undefined;
}) {
  const label = useLabels(CODES_LABELS);
  const ids = useId();
  const [q, setQ] = useState("");
  const [found, setFound] = useState<StudioProductSummary[] | null>(null);
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());

  const choosing = chosen !== null;
  useEffect(() => {
    if (!choosing) return;
    let live = true;
    // Asked as the author types, a moment after the last key.
    const timer = window.setTimeout(async () => {
      const result = await catalogueStudioApi.products(q.trim() ? { q: q.trim() } : {}, undefined, "100");
      if (!live) return;
      if (!result.ok) return setFound([]);
      setFound(result.data.products);
      setTitles(
        (known) => new Map([...known, ...result.data.products.map((p) => [p.slug, p.title ?? p.slug] as const)]),
      );
    }, 200);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [q, choosing]);

  const toggle = (slug: string) => {
    const next = new Set(chosen ?? []);
    if (!next.delete(slug)) next.add(slug);
    onChange(next);
  };
  return (
    <fieldset className="space-y-2 sm:col-span-2" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend className={FIELD_LABEL_CLASS}>{label("products")}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={`${ids}-scope`}
            checked={chosen === null}
            onChange={() => onChange(null)}
            className="h-5 w-5 accent-wine"
          />
          {label("everyProduct")}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={`${ids}-scope`}
            checked={chosen !== null}
            onChange={() => onChange(new Set())}
            className="h-5 w-5 accent-wine"
          />
          {label("chosenProducts")}
        </label>
      </div>
      {chosen !== null && (
        <div className="space-y-2 rounded-md p-3 ring-1 ring-ink/15">
          <label htmlFor={`${ids}-find`} className={FIELD_LABEL_CLASS}>
            {label("findProduct")}
          </label>
          <input
            id={`${ids}-find`}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className={FIELD_CLASS}
          />
          <p className="text-sm text-ink/75" aria-live="polite">
            {label("productsChosen", { n: chosen.size })}
            {chosen.size > 0 && `: ${[...chosen].map((slug) => titles.get(slug) ?? slug).join(", ")}`}
          </p>
          {found === null ? (
            <p role="status">{label("loadingProducts")}</p>
          ) : found.length === 0 ? (
            <p>{label("noProductFound")}</p>
          ) : (
            <ul className="max-h-64 space-y-1 overflow-y-auto">
              {found.map((product) => (
                <li key={product.slug}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      checked={chosen.has(product.slug)}
                      onChange={() => toggle(product.slug)}
                      className="h-5 w-5 accent-wine"
                    />
                    <span>
                      {product.title ?? product.slug}
                      <span className="ml-2 font-mono text-xs text-ink/70">{product.slug}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && (
        <p id={`${ids}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
