import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { CONTENT_ITEMS, contentTitle, type ContentItemId } from "#worker/contract/content-items";
import { languageNamesIn } from "#worker/contract/intl-formats";
import { LOCALES, type Locale } from "#worker/contract/locales";
import { formatPrice, PRODUCT_KINDS, SLUG_PATTERN, type ProductKind } from "#worker/contract/shop-fields";
import {
  PRICING_MODES,
  PRODUCT_TEXT_FIELDS,
  STUDIO_PRODUCT_LIMITS as LIMITS,
  STUDIO_PRODUCT_STATUSES,
  type PricingMode,
  type ProductTextField,
  type ProductTexts,
  type SlugAvailability,
  type StudioProductDetail,
  type StudioProductStatus,
  type StudioProductSummary,
} from "#worker/contract/studio-product-fields";
import type { StudioProductBody } from "#worker/contract/studio-products";
import { EmptyState, LoadError } from "#client/components/ui/list-states";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { CallError, unwrap } from "#client/lib/call-result";
import { formatFileSize } from "#client/lib/format";
import { useData } from "#client/lib/data-cache";
import { useHref } from "#client/lib/use-href";
import { catalogueStudioApi, forgetCatalogue } from "../catalogue-api";
import { CATALOGUE_LABELS, type CatalogueLabelKey } from "../catalogue-labels";
import { PRODUCT_STATUS_TONE, WarningText } from "./catalogue-section";
import { ConfirmDialog } from "./moderation-parts";
import { ProductFiles } from "./product-files";
import { ProductSamples } from "./product-samples";
import { PreordersField, ProductReleaseNotice } from "./product-release-notice";
import { ProductReviews } from "./product-reviews";
import { BUTTON_TONES, FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

type Label = ReturnType<typeof useLabels<typeof CATALOGUE_LABELS>>;
type Errors = Record<string, string[]>;

/** The form's values, as the fields hold them (text), read into the API's body on save. */
export interface Draft {
  slug: string;
  shelf: string;
  kind: ProductKind;
  status: StudioProductStatus;
  format: string;
  workLanguage: string;
  series: string;
  releasedOn: string;
  position: string;
  price: string;
  pricing: PricingMode;
  minPrice: string;
  texts: Record<Locale, ProductTexts>;
  bundleItems: string[];
  preorders: boolean;
}

const EMPTY_TEXTS: ProductTexts = {
  title: "",
  subtitle: "",
  description: "",
  synopsis: "",
  behindTheStory: "",
  coverAlt: "",
};
const LONG_FIELDS: ReadonlySet<ProductTextField> = new Set(["description", "synopsis", "behindTheStory", "coverAlt"]);

export function draftOf(product: StudioProductDetail | null): Draft {
  if (!product)
    return {
      slug: "",
      shelf: "ebooks",
      kind: "ebook",
      status: "draft",
      format: "",
      workLanguage: "",
      series: "",
      releasedOn: "",
      position: "0",
      price: "",
      pricing: "fixed",
      minPrice: "",
      texts: { en: { ...EMPTY_TEXTS }, es: { ...EMPTY_TEXTS }, ca: { ...EMPTY_TEXTS } },
      bundleItems: [],
      preorders: false,
    };
  return {
    slug: product.slug,
    shelf: product.shelf,
    kind: product.kind,
    status: product.status,
    format: product.format,
    workLanguage: product.workLanguage ?? "",
    series: product.series ?? "",
    releasedOn: product.releasedOn ?? "",
    position: String(product.position),
    price: product.price,
    pricing: product.pricing,
    minPrice: product.minPrice ?? "",
    texts: {
      en: { ...EMPTY_TEXTS, ...product.texts.en },
      es: { ...EMPTY_TEXTS, ...product.texts.es },
      ca: { ...EMPTY_TEXTS, ...product.texts.ca },
    },
    bundleItems: product.bundle?.items.map((i) => i.slug) ?? [],
    preorders: product.preorders,
  };
}

/** The API's body: a language left wholly empty has no texts (English shows there). */
export function bodyOf(draft: Draft): StudioProductBody {
  const texts = (locale: "es" | "ca") =>
    PRODUCT_TEXT_FIELDS.some((f) => draft.texts[locale][f].trim() !== "") ? draft.texts[locale] : null;
  return {
    slug: draft.slug.trim(),
    shelf: draft.shelf,
    kind: draft.kind,
    status: draft.status,
    format: draft.format,
    workLanguage: draft.workLanguage.trim() || null,
    series: draft.series.trim() || null,
    releasedOn: draft.releasedOn || null,
    position: Number(draft.position) || 0,
    price: draft.price.trim().replace(",", "."),
    pricing: draft.pricing,
    minPrice: draft.pricing === "pay_what_you_want" ? draft.minPrice.trim().replace(",", ".") || null : null,
    texts: { en: draft.texts.en, es: texts("es"), ca: texts("ca") },
    bundleItems: draft.kind === "bundle" ? draft.bundleItems : [],
    preorders: draft.preorders,
  };
}

/** A field's first error in words: the API's code, else the kind of fault its suffix names. */
function errorText(label: Label, codes: string[] | undefined): string | null {
  const code = codes?.[0];
  if (!code) return null;
  const key = `error.${code}`;
  if (key in CATALOGUE_LABELS) return label(key as CatalogueLabelKey);
  if (code.endsWith("_required")) return label("error.required");
  if (code.endsWith("_too_long")) return label("error.too_long");
  return label("error.other");
}

/** A labelled field with its help and error, tied to the control by id. */
function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error: string | null;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      {children(describedBy)}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-ink/70">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-orange-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One product's editor: a new one (`slug` null) or an existing one. Texts in the
 * three languages side by side, with what Spanish and Catalan lack marked; price in euros;
 * status, shelf, kind and the rest; a bundle's items with the saving; the slug checked as it is
 * typed. Below: files, warnings, preview links, retiring, and the product's reviews.
 */
export function ProductEditor({ slug }: { slug: string | null }) {
  const label = useLabels(CATALOGUE_LABELS);
  const href = useHref();
  const product = useData(slug ? `studio/product/${slug}` : null, () => unwrap(catalogueStudioApi.product(slug!)));
  const back = (
    <Link
      href={href("/studio/catalogue")}
      className="inline-flex min-h-11 items-center font-semibold text-wine underline underline-offset-4"
    >
      ← {label("backToCatalogue")}
    </Link>
  );
  if (slug && product.error instanceof CallError && product.error.status === 404)
    return (
      <div className="space-y-4">
        {back}
        <EmptyState text={label("noProduct")} />
      </div>
    );
  if (slug && product.error) return <LoadError onRetry={() => void product.mutate()} />;
  if (slug && !product.data) return <p role="status">{label("loadingProduct")}</p>;
  const detail = product.data ?? null;
  return (
    <div className="space-y-6">
      {back}
      <EditorForm
        // A saved product is drawn afresh from what the server kept.
        key={detail ? `${detail.slug}/${detail.updatedAt}` : "new"}
        product={detail}
        onSaved={(saved) => void product.mutate(saved, { revalidate: false })}
      />
      {detail && <ProductFiles product={detail} onChanged={() => void product.mutate()} />}
      {detail && <ProductSamples productSlug={detail.slug} />}
      {detail && (
        <ProductAside product={detail} onChanged={(next) => void product.mutate(next, { revalidate: false })} />
      )}
      {detail && <ProductReleaseNotice slug={detail.slug} version={detail.updatedAt} />}
      {detail && <ProductReviews slug={detail.slug} />}
    </div>
  );
}

function EditorForm({
  product,
  onSaved,
}: {
  product: StudioProductDetail | null;
  onSaved: (product: StudioProductDetail) => void;
}) {
  const label = useLabels(CATALOGUE_LABELS);
  const { locale } = useI18n();
  const [, navigate] = useLocation();
  const ids = useId();
  const [draft, setDraft] = useState(() => draftOf(product));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const slugState = useSlugCheck(draft.slug, product?.slug);
  const shelves = useData(`studio/shelves/${locale}`, async () =>
    unwrap(catalogueStudioApi.shelves(locale)).then((c) => c.categories),
  );
  const err = (key: string) => errorText(label, errors[key]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setText = (l: Locale, field: ProductTextField, value: string) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [l]: { ...d.texts[l], [field]: value } } }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const body = bodyOf(draft);
    const result = product
      ? await catalogueStudioApi.update(product.slug, body)
      : await catalogueStudioApi.create(body);
    setBusy(false);
    if (!result.ok) {
      if (result.fields) {
        setErrors(result.fields);
        notifyError(label("fixFields"));
        // The first field at fault takes the focus, so the author reads why.
        requestAnimationFrame(() => document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
        return;
      }
      return notifyError(label("actionFailed"));
    }
    setErrors({});
    forgetCatalogue();
    const saved = result.data;
    notifySuccess(product ? label("saved") : label("created", { status: label(`status.${saved.status}`) }));
    onSaved(saved);
    if (!product || saved.slug !== product.slug) navigate(`/studio/catalogue?product=${saved.slug}`, { replace: true });
  }

  // A choice from a list (a language, a series page): what the site knows, never a typed code.
  const picker = (
    key: "workLanguage" | "series",
    options: [value: string, name: string][],
    help: CatalogueLabelKey,
  ) => (
    <Field id={`${ids}-${key}`} label={label(key)} help={label(help)} error={err(key)}>
      {(describedBy) => (
        <select
          id={`${ids}-${key}`}
          value={draft[key]}
          onChange={(e) => set(key, e.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy}
          className={FIELD_CLASS}
        >
          <option value="">{label(key === "series" ? "noSeries" : "noWorkLanguage")}</option>
          {options.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const input = (
    key: "format" | "workLanguage" | "series" | "position" | "price" | "minPrice" | "releasedOn",
    props: { type?: string; maxLength?: number; inputMode?: "decimal" | "numeric"; help?: CatalogueLabelKey },
  ) => (
    <Field
      id={`${ids}-${key}`}
      label={label(key)}
      help={props.help ? label(props.help) : undefined}
      error={err(key === "workLanguage" ? "workLanguage" : key)}
    >
      {(describedBy) => (
        <input
          id={`${ids}-${key}`}
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          value={draft[key]}
          onChange={(e) => set(key, e.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy}
          className={FIELD_CLASS}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6" aria-labelledby={`${ids}-heading`}>
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={`${ids}-heading`} className="font-display text-2xl font-bold">
          {product ? label("editHeading", { title: product.texts.en?.title || product.slug }) : label("newHeading")}
        </h3>
        {product && (
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${PRODUCT_STATUS_TONE[product.retiredAt ? "retired" : product.status]}`}
          >
            {label(`status.${product.retiredAt ? "retired" : product.status}`)}
          </span>
        )}
      </div>

      <fieldset className="grid gap-4 rounded-lg bg-white p-4 ring-1 ring-ink/10 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="px-1 font-display text-lg font-bold">{label("basics")}</legend>
        <div className="sm:col-span-2 lg:col-span-3">
          <Field id={`${ids}-slug`} label={label("slug")} help={label("slugHelp")} error={err("slug")}>
            {(describedBy) => (
              <>
                <input
                  id={`${ids}-slug`}
                  value={draft.slug}
                  maxLength={LIMITS.slug}
                  autoCapitalize="off"
                  spellCheck={false}
                  onChange={(e) => set("slug", e.target.value.toLowerCase())}
                  aria-invalid={errors.slug || slugState === "taken" ? true : undefined}
                  aria-describedby={[describedBy, `${ids}-slug-state`].filter(Boolean).join(" ")}
                  className={`${FIELD_CLASS} font-mono`}
                />
                <p id={`${ids}-slug-state`} aria-live="polite" className="mt-1 text-sm">
                  {slugState === "checking" && label("slugChecking")}
                  {slugState === "free" && <span className="text-emerald-900">{label("slugFree")}</span>}
                  {(slugState === "taken" || slugState === "former_slug") && (
                    <span className="font-medium text-orange-800">
                      {label(slugState === "taken" ? "error.slug_taken" : "error.slug_former")}
                    </span>
                  )}
                </p>
              </>
            )}
          </Field>
        </div>
        <Field id={`${ids}-status`} label={label("status")} error={err("status")}>
          {(describedBy) => (
            <select
              id={`${ids}-status`}
              value={draft.status}
              onChange={(e) => set("status", e.target.value as StudioProductStatus)}
              aria-describedby={describedBy}
              className={FIELD_CLASS}
            >
              {STUDIO_PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {label(`status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {input("price", { inputMode: "decimal", maxLength: 9 })}
        <Field id={`${ids}-pricing`} label={label("pricing")} help={label("pricingHelp")} error={err("pricing")}>
          {(describedBy) => (
            <select
              id={`${ids}-pricing`}
              value={draft.pricing}
              onChange={(e) => set("pricing", e.target.value as PricingMode)}
              aria-describedby={describedBy}
              className={FIELD_CLASS}
            >
              {PRICING_MODES.map((m) => (
                <option key={m} value={m}>
                  {label(`pricing.${m}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {draft.pricing === "pay_what_you_want" && input("minPrice", { inputMode: "decimal", maxLength: 9 })}
        <Field id={`${ids}-kind`} label={label("kind")} error={err("kind")}>
          {(describedBy) => (
            <select
              id={`${ids}-kind`}
              value={draft.kind}
              onChange={(e) => set("kind", e.target.value as ProductKind)}
              aria-describedby={describedBy}
              className={FIELD_CLASS}
            >
              {PRODUCT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {label(`kind.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${ids}-shelf`} label={label("shelf")} error={err("shelf")}>
          {(describedBy) => (
            <select
              id={`${ids}-shelf`}
              value={draft.shelf}
              onChange={(e) => set("shelf", e.target.value)}
              aria-invalid={errors.shelf ? true : undefined}
              aria-describedby={describedBy}
              className={FIELD_CLASS}
            >
              {/* The shelf the product has, even before the shop's names arrive. */}
              {!(shelves.data ?? []).some((s) => s.slug === draft.shelf) && (
                <option value={draft.shelf}>{draft.shelf}</option>
              )}
              {(shelves.data ?? []).map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {input("format", { maxLength: LIMITS.format, help: "formatHelp" })}
        {picker("workLanguage", workLanguageOptions(locale, draft.workLanguage), "workLanguageHelp")}
        {picker("series", seriesOptions(locale, draft.series), "seriesHelp")}
        {input("releasedOn", { type: "date" })}
        <PreordersField
          id={`${ids}-preorders`}
          checked={draft.preorders}
          onChange={(on) => set("preorders", on)}
          errors={errors.preorders}
        />
        {input("position", { type: "number", inputMode: "numeric" })}
      </fieldset>

      <TextsFieldset draft={draft} errors={errors} setText={setText} idPrefix={ids} />

      {draft.kind === "bundle" && (
        <BundleFieldset
          draft={draft}
          error={err("bundleItems")}
          onChange={(items) => set("bundleItems", items)}
          idPrefix={ids}
        />
      )}

      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={BUTTON_TONES.primary}>
          {busy ? label("saving") : product ? label("save") : label("create")}
        </button>
      </div>
    </form>
  );
}

/** Whether the slug typed is free, asked once typing rests. */
function useSlugCheck(slug: string, current: string | undefined) {
  const [state, setState] = useState<"idle" | "checking" | "free" | SlugAvailability["reason"]>("idle");
  useEffect(() => {
    const wanted = slug.trim();
    if (!SLUG_PATTERN.test(wanted) || wanted === current) return setState("idle");
    setState("checking");
    let live = true;
    const timer = setTimeout(async () => {
      const result = await catalogueStudioApi.slugCheck(wanted, current);
      if (!live) return;
      setState(result.ok ? (result.data.available ? "free" : result.data.reason) : "idle");
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [slug, current]);
  return state;
}

/**
 * Each text field in the three languages side by side (stacked on a phone). English is the
 * reference: a field English has and another language lacks is marked there.
 */
function TextsFieldset({
  draft,
  errors,
  setText,
  idPrefix,
}: {
  draft: Draft;
  errors: Errors;
  setText: (l: Locale, field: ProductTextField, value: string) => void;
  idPrefix: string;
}) {
  const label = useLabels(CATALOGUE_LABELS);
  const lacks = (l: Locale, f: ProductTextField) =>
    l !== "en" && draft.texts.en[f].trim() !== "" && draft.texts[l][f].trim() === "";
  return (
    <fieldset className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-ink/10">
      <legend className="px-1 font-display text-lg font-bold">{label("texts")}</legend>
      <p className="text-sm text-ink/75">{label("textsIntro")}</p>
      <ul className="flex flex-wrap gap-2 text-sm font-semibold">
        {(["es", "ca"] as const).map((l) => {
          const missing = PRODUCT_TEXT_FIELDS.filter((f) => lacks(l, f)).length;
          // Nothing in English yet (a new product): nothing to be complete against.
          const started = PRODUCT_TEXT_FIELDS.some((f) => draft.texts.en[f].trim() !== "");
          const language = label(`language.${l}`);
          return (
            <li
              key={l}
              className={`rounded-full px-3 py-1 ${
                !started
                  ? "bg-ink/5 text-ink/80"
                  : missing
                    ? "bg-orange-100 text-orange-900"
                    : "bg-emerald-100 text-emerald-900"
              }`}
            >
              {!started
                ? label("waitsForEnglish", { language })
                : missing
                  ? label("missingFields", { language, count: String(missing) })
                  : label("complete", { language })}
            </li>
          );
        })}
      </ul>
      {PRODUCT_TEXT_FIELDS.map((field) => (
        <div key={field} className="grid gap-3 border-t border-ink/10 pt-3 lg:grid-cols-3">
          {LOCALES.map((l) => {
            const id = `${idPrefix}-${l}-${field}`;
            const key = `texts.${l}.${field}`;
            const error = errorText(label, errors[key]);
            const missing = lacks(l, field);
            const required = l === "en" && (field === "title" || field === "description");
            const describedBy =
              [
                missing ? `${id}-missing` : "",
                error ? `${id}-error` : "",
                LONG_FIELDS.has(field) && field !== "coverAlt" && field !== "description" ? `${id}-help` : "",
              ]
                .filter(Boolean)
                .join(" ") || undefined;
            const common = {
              id,
              lang: l,
              value: draft.texts[l][field],
              maxLength: LIMITS.text[field],
              "aria-invalid": error ? true : undefined,
              "aria-describedby": describedBy,
              className: `${FIELD_CLASS} ${missing ? "border-orange-400 bg-orange-50/50" : ""}`,
            } as const;
            return (
              <div key={l}>
                <label htmlFor={id} className={FIELD_LABEL_CLASS}>
                  {label(`field.${field}`)} · {label(`language.${l}`)}
                  {required && <span className="font-normal text-ink/70"> ({label("required")})</span>}
                </label>
                {LONG_FIELDS.has(field) ? (
                  <textarea
                    {...common}
                    rows={field === "synopsis" || field === "behindTheStory" ? 6 : 3}
                    onChange={(e) => setText(l, field, e.target.value)}
                  />
                ) : (
                  <input {...common} onChange={(e) => setText(l, field, e.target.value)} />
                )}
                {LONG_FIELDS.has(field) && field !== "coverAlt" && field !== "description" && (
                  <p id={`${id}-help`} className="mt-1 text-xs text-ink/70">
                    {label("paragraphs")}
                  </p>
                )}
                {missing && (
                  <p id={`${id}-missing`} className="mt-1 text-xs font-medium text-orange-900">
                    {label("missingHere")}
                  </p>
                )}
                {error && (
                  <p id={`${id}-error`} className="mt-1 text-sm font-medium text-orange-800">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

/** A bundle's items: chosen from the catalogue's other products, with what the bundle saves. */
function BundleFieldset({
  draft,
  error,
  onChange,
  idPrefix,
}: {
  draft: Draft;
  error: string | null;
  onChange: (items: string[]) => void;
  idPrefix: string;
}) {
  const label = useLabels(CATALOGUE_LABELS);
  const { locale } = useI18n();
  // An author's catalogue is dozens of products: the first hundred are every candidate.
  const candidates = useData("studio/products/bundle-candidates", async () =>
    unwrap(catalogueStudioApi.products({}, undefined, String(LIMITS.pageMax))).then((page) =>
      page.products.filter((p) => p.kind !== "bundle"),
    ),
  );
  const [choice, setChoice] = useState("");
  const bySlug = new Map<string, StudioProductSummary>((candidates.data ?? []).map((p) => [p.slug, p]));
  const chosen = draft.bundleItems.map((slug) => bySlug.get(slug) ?? null);
  const sum = chosen.reduce((n, p) => n + (p?.priceCents ?? 0), 0);
  const priceCents = Math.round(Number(draft.price.replace(",", ".")) * 100);
  const money = (cents: number) => formatPrice(cents, "EUR", locale);
  const open = (candidates.data ?? []).filter((p) => !draft.bundleItems.includes(p.slug) && p.slug !== draft.slug);

  return (
    <fieldset className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-ink/10">
      <legend className="px-1 font-display text-lg font-bold">{label("bundleHeading")}</legend>
      <p className="text-sm text-ink/75">{label("bundleHelp")}</p>
      {draft.bundleItems.length === 0 ? (
        <p className="text-ink/75">{label("bundleEmpty")}</p>
      ) : (
        <ul className="divide-y divide-ink/10 rounded-md ring-1 ring-ink/10">
          {draft.bundleItems.map((slug, i) => {
            const item = chosen[i];
            const title = item?.title ?? slug;
            return (
              <li key={slug} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <span className="flex-1 font-medium">{title}</span>
                {item && <span className="tabular-nums">{money(item.priceCents)}</span>}
                <button
                  type="button"
                  onClick={() => onChange(draft.bundleItems.filter((s) => s !== slug))}
                  className="min-h-11 px-2 text-sm font-semibold text-red-800 underline underline-offset-4"
                >
                  {label("bundleRemove", { title })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${idPrefix}-bundle-choice`} className={FIELD_LABEL_CLASS}>
            {label("bundleChoose")}
          </label>
          <select
            id={`${idPrefix}-bundle-choice`}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${idPrefix}-bundle-error` : undefined}
            className={FIELD_CLASS}
          >
            <option value="">—</option>
            {open.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.title ?? p.slug} · {money(p.priceCents)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          disabled={!choice}
          onClick={() => {
            onChange([...draft.bundleItems, choice]);
            setChoice("");
          }}
          className={BUTTON_TONES.plain}
        >
          {label("bundleAdd")}
        </button>
      </div>
      {error && (
        <p id={`${idPrefix}-bundle-error`} className="text-sm font-medium text-orange-800">
          {error}
        </p>
      )}
      {draft.bundleItems.length > 0 && Number.isFinite(priceCents) && (
        <p aria-live="polite" className="font-medium">
          {sum > priceCents
            ? label("bundleSaving", { sum: money(sum), saving: money(sum - priceCents) })
            : label("bundleNoSaving", { sum: money(sum) })}
        </p>
      )}
    </fieldset>
  );
}

/** What the product gives and where it stands: files, warnings, previews, old addresses, retiring. */
function ProductAside({
  product,
  onChanged,
}: {
  product: StudioProductDetail;
  onChanged: (product: StudioProductDetail) => void;
}) {
  const label = useLabels(CATALOGUE_LABELS);
  const { locale } = useI18n();
  const href = useHref();
  const confirmId = useId();
  const [retiring, setRetiring] = useState(false);
  const [typed, setTyped] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);

  async function retire() {
    setBusy(true);
    const result = await catalogueStudioApi.retire(product.slug, typed.trim());
    setBusy(false);
    if (!result.ok) {
      if (result.fields?.confirm) return setMismatch(true);
      return notifyError(label("actionFailed"));
    }
    setRetiring(false);
    forgetCatalogue();
    notifySuccess(label("retired"));
    onChanged(result.data);
  }
  async function restore() {
    setBusy(true);
    const result = await catalogueStudioApi.restore(product.slug);
    setBusy(false);
    if (!result.ok) return notifyError(label("actionFailed"));
    forgetCatalogue();
    notifySuccess(label("restored"));
    onChanged(result.data);
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="product-state" className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-ink/10">
        <h3 id="product-state" className="font-display text-xl font-bold">
          {label("preview")}
        </h3>
        <ul className="flex flex-wrap gap-2">
          {LOCALES.map((l) => (
            <li key={l}>
              <Link href={href(`/studio/catalogue?preview=${product.slug}&lang=${l}`)} className={BUTTON_TONES.plain}>
                {label("previewIn", { language: label(`language.${l}`) })}
              </Link>
            </li>
          ))}
        </ul>
        {product.status !== "draft" && !product.retiredAt && (
          <p>
            <a href={product.path} className="font-semibold text-wine underline underline-offset-4">
              {label("viewPublic")}
            </a>
          </p>
        )}
        {product.formerSlugs.length > 0 && (
          <p className="text-sm text-ink/75">{label("formerSlugs", { slugs: product.formerSlugs.join(", ") })}</p>
        )}
        <p className="text-sm">
          {product.files.count === 0
            ? label("noFiles")
            : label("filesSummary", {
                count: String(product.files.count),
                size: formatFileSize(product.files.totalBytes, locale),
                labels: product.files.labels.join(", "),
              })}
          {product.files.standIn > 0 && ` ${label("standIns", { count: String(product.files.standIn) })}`}
        </p>
        {product.warnings.length > 0 && (
          <div>
            <h4 className="font-semibold">{label("productWarnings")}</h4>
            <ul className="list-disc space-y-1 pl-5 text-sm text-orange-900">
              {product.warnings.map((w, i) => (
                <li key={`${w.code}-${i}`}>
                  <WarningText warning={w} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section aria-labelledby="product-retire" className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-ink/10">
        <h3 id="product-retire" className="font-display text-xl font-bold">
          {label("retireHeading")}
        </h3>
        {product.retiredAt ? (
          <>
            <p>{label("retiredNote")}</p>
            <button type="button" disabled={busy} onClick={() => void restore()} className={BUTTON_TONES.plain}>
              {busy ? label("working") : label("restore")}
            </button>
          </>
        ) : (
          <>
            <p className="text-sm text-ink/80">{label("retireText")}</p>
            <button type="button" onClick={() => setRetiring(true)} className={BUTTON_TONES.danger}>
              {label("retire")}
            </button>
          </>
        )}
      </section>
      <ConfirmDialog
        open={retiring}
        title={label("retireHeading")}
        text={label("retireText")}
        confirmLabel={label("retire")}
        busyLabel={label("working")}
        busy={busy}
        onConfirm={() => void retire()}
        onClose={() => {
          setRetiring(false);
          setTyped("");
          setMismatch(false);
        }}
      >
        <div>
          <label htmlFor={confirmId} className={FIELD_LABEL_CLASS}>
            {label("retireConfirm", { slug: product.slug })}
          </label>
          <input
            id={confirmId}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setMismatch(false);
            }}
            aria-invalid={mismatch || undefined}
            aria-describedby={mismatch ? `${confirmId}-error` : undefined}
            className={`${FIELD_CLASS} font-mono`}
          />
          {mismatch && (
            <p id={`${confirmId}-error`} role="alert" className="mt-1 text-sm text-orange-800">
              {label("retireMismatch")}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </div>
  );
}

/** Languages a work is written or sung in, by their names in the studio's language; a stored code not listed stays. */
const WORK_LANGUAGES = ["en", "es", "ca", "fr", "it", "pt", "de"] as const;

function workLanguageOptions(locale: Locale, current: string): [string, string][] {
  const names = languageNamesIn(locale);
  const codes = [
    ...WORK_LANGUAGES,
    ...(current && !(WORK_LANGUAGES as readonly string[]).includes(current) ? [current] : []),
  ];
  return codes.map((code) => [code, names.of(code) ?? code]);
}

/** The series a product belongs to, by their titles (the site's own list); a stored one not listed stays. */
function seriesOptions(locale: Locale, current: string): [string, string][] {
  const series = (Object.keys(CONTENT_ITEMS) as ContentItemId[])
    .filter((id) => CONTENT_ITEMS[id].kind === "series")
    .map((id): [string, string] => [id.slice("series:".length), contentTitle(id, locale)]);
  return current && !series.some(([slug]) => slug === current) ? [...series, [current, current]] : series;
}
