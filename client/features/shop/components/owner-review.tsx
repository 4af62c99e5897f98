import { useEffect, useId, useRef, useState, type FormEvent } from "react";
// Each language by its own name, from outside the label tables: the build reduces every
// `{ en, es, ca }` in those to the page's language, which made this menu read "English" three times.
import { LOCALE_NAMES, LOCALES, type Locale } from "#worker/contract/locales";
import { characterCount } from "#worker/contract/engagement-fields";
import { REVIEW_LIMITS, type OwnReview } from "#worker/contract/reader-review-fields";
import type { ProductDetail } from "#worker/contract/shop-fields";
import { SubmitButton } from "#client/components/forms/submit-button";
import { Dialog } from "#client/components/ui/dialog";
import { StarRating } from "#client/components/ui/star-rating";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useAuth } from "#client/lib/auth/auth-state";
import { useLabels } from "#client/i18n/labels";
import type { CallResult } from "#client/lib/call-result";
import { REVIEWS_LABELS, REVIEWS_PLURALS } from "../review-labels";
import { reviewsApi, useReviewStanding } from "../reviews-api";

type Failure = Extract<CallResult<unknown>, { ok: false }>;
type FieldErrors = Partial<Record<"rating" | "text" | "locale", string>>;

const LIMITS = { min: REVIEW_LIMITS.minLength, max: REVIEW_LIMITS.maxLength };
const STATE_TONE = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  hidden: "bg-ink/10 text-ink/85",
} as const;

/** What a review needs of its product. */
type ReviewedProduct = Pick<ProductDetail, "slug">;

/** The stars as a radio group: arrow keys move and choose, each star is named "N stars". */
function StarChoice({ value, onChange, error }: { value: number; onChange: (n: number) => void; error?: string }) {
  const label = useLabels(REVIEWS_LABELS, REVIEWS_PLURALS);
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="font-semibold">{label("ratingLegend")}</legend>
      <div className="mt-2 flex gap-1" data-star-choice="">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-md text-3xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-wine"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <span aria-hidden="true" className={n <= value ? "text-gold" : "text-ink/30"}>
              ★
            </span>
            <span className="sr-only">{label.plural("stars", n)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Write a review, or change one: stars, words (with a live count) and the language they're in. */
function ReviewForm({
  product,
  review,
  onDone,
  onCancel,
}: {
  product: ReviewedProduct;
  review: OwnReview | null;
  onDone: (review: OwnReview) => void;
  onCancel?: () => void;
}) {
  const { locale } = useI18n();
  const label = useLabels(REVIEWS_LABELS, REVIEWS_PLURALS);
  const id = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? "");
  const [language, setLanguage] = useState<Locale>(review?.locale ?? locale);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const left = LIMITS.max - characterCount(text.trim());
  const fieldError = (code: string | undefined) =>
    code ? label(`error.${code}` as keyof typeof REVIEWS_LABELS & string, LIMITS) : undefined;

  function failed(result: Failure) {
    const fields: FieldErrors = {
      rating: fieldError(result.fields?.rating?.[0]),
      text: fieldError(result.fields?.text?.[0]),
      locale: result.fields?.locale?.[0] ? label("failed") : undefined,
    };
    setErrors(fields);
    const first = fields.rating ?? fields.text ?? fields.locale;
    notifyError(label("failed"), first ?? (result.code === "conflict" ? label("error.conflict") : undefined));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The same rules the Worker applies, said before sending.
    const local: FieldErrors = {
      rating: rating < 1 ? fieldError("rating_invalid") : undefined,
      text:
        characterCount(text.trim()) < LIMITS.min
          ? fieldError("review_too_short")
          : left < 0
            ? fieldError("review_too_long")
            : undefined,
    };
    if (local.rating || local.text) {
      setErrors(local);
      notifyError(label("failed"), local.rating ?? local.text);
      return;
    }
    setBusy(true);
    const body = { rating, text, locale: language };
    const result = review ? await reviewsApi.edit(product.slug, body) : await reviewsApi.write(product.slug, body);
    setBusy(false);
    if (!result.ok) return failed(result);
    setErrors({});
    notifySuccess(label(review ? "saved" : "sent"));
    onDone(result.data);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" data-review-form="">
      <h3 id={`${id}-heading`} className="font-display text-2xl font-bold">
        {label(review ? "editHeading" : "formHeading")}
      </h3>
      <StarChoice value={rating} onChange={setRating} error={errors.rating} />
      <div className="space-y-2">
        <label htmlFor={`${id}-text`} className="block font-semibold">
          {label("textLabel")}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink/75">
          {label("textHint", LIMITS)}
        </p>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={5}
          lang={language}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint ${id}-count${errors.text ? ` ${id}-text-error` : ""}`}
          aria-invalid={errors.text || left < 0 ? true : undefined}
          className="block w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink"
        />
        <p id={`${id}-count`} className={`text-xs ${left < 0 ? "font-semibold text-red-800" : "text-ink/70"}`}>
          {left < 0 ? label.plural("charactersOver", -left) : label.plural("charactersLeft", left)}
        </p>
        {errors.text && (
          <p id={`${id}-text-error`} className="text-sm font-semibold text-red-800">
            {errors.text}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <label htmlFor={`${id}-language`} className="block font-semibold">
          {label("languageLabel")}
        </label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Locale)}
          className="min-h-11 rounded-md border border-ink/25 bg-white px-3 text-ink"
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} busyLabel={label("sending")}>
          {label(review ? "save" : "send")}
        </SubmitButton>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="min-h-11 rounded-md px-4 font-medium text-ink/80 hover:bg-ink/5"
          >
            {label("cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

/** The reader's review as they see it: its state in words, and what they can do with it. */
function OwnReviewCard({
  review,
  canEdit,
  focus,
  onEdit,
  onDelete,
}: {
  review: OwnReview;
  canEdit: boolean;
  /** Just written or saved: focus comes here, where the form was. */
  focus: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const label = useLabels(REVIEWS_LABELS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="space-y-3" data-own-review={review.state}>
      <h3 ref={heading} tabIndex={-1} className="font-display text-2xl font-bold">
        {label("yourReview")}
      </h3>
      <div role="status" className="flex flex-wrap items-center gap-3">
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_TONE[review.state]}`}>
          {label(`state.${review.state}`)}
        </span>
        <span className="text-sm text-ink/75">{label(`stateText.${review.state}`)}</span>
      </div>
      <StarRating rating={review.rating} />
      <blockquote lang={review.locale} className="leading-relaxed whitespace-pre-line">
        <p>{review.text}</p>
      </blockquote>
      <div className="flex flex-wrap gap-3">
        {canEdit && (
          <button
            type="button"
            onClick={onEdit}
            className="min-h-11 rounded-md px-4 font-semibold text-wine ring-1 ring-wine/40 hover:bg-wine/5"
          >
            {label("edit")}
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          className="min-h-11 rounded-md px-4 font-semibold text-red-800 ring-1 ring-red-800/40 hover:bg-red-50"
        >
          {label("delete")}
        </button>
      </div>
    </div>
  );
}

/**
 * A signed-in reader's part of the ratings (decision 050): why they can't review, the form, or
 * their review with its state, edit (back to moderation) and delete (confirmed).
 */
export function OwnerReview({ product }: { product: ReviewedProduct }) {
  const label = useLabels(REVIEWS_LABELS);
  const standing = useReviewStanding(product.slug);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const box = "rounded-xl bg-white p-5 ring-1 ring-ink/10";
  if (standing.error) {
    return (
      <div role="alert" className={box}>
        <p>{label("loadFailed")}</p>
        <button
          type="button"
          onClick={() => void standing.mutate()}
          className="mt-3 min-h-11 rounded-md px-4 font-semibold text-wine ring-1 ring-wine/40 hover:bg-wine/5"
        >
          {label("retry")}
        </button>
      </div>
    );
  }
  if (!standing.data) return <p role="status">{label("checking")}</p>;
  const { owns, review } = standing.data;
  const settle = (next: OwnReview | null) =>
    void standing.mutate((data) => data && { ...data, review: next }, { revalidate: false });

  async function remove() {
    if (!review) return;
    setBusy(true);
    const result = await reviewsApi.remove(product.slug);
    setBusy(false);
    setDeleting(false);
    if (!result.ok) return notifyError(label("failed"));
    notifySuccess(label("deleted"));
    settle(null);
  }

  let body;
  if (review && !editing) {
    body = (
      <OwnReviewCard
        review={review}
        canEdit={owns}
        focus={saved}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
      />
    );
  } else if (owns) {
    body = (
      <ReviewForm
        product={product}
        review={review}
        onDone={(next) => {
          setEditing(false);
          setSaved(true);
          settle(next);
        }}
        {...(review ? { onCancel: () => setEditing(false) } : {})}
      />
    );
  } else {
    body = <p data-review-access="not-owner">{label("notOwner")}</p>;
  }

  return (
    <div className={box}>
      {body}
      <Dialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={label("deleteTitle")}
        description={label("deleteText")}
        closeLabel={label("close")}
      >
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => void remove()}
            className="min-h-11 rounded-md bg-red-800 px-5 font-semibold text-white hover:bg-red-900 disabled:opacity-75"
          >
            {busy ? label("deleting") : label("deleteConfirm")}
          </button>
          <button
            type="button"
            onClick={() => setDeleting(false)}
            className="min-h-11 rounded-md px-4 font-medium text-ink/80 hover:bg-ink/5"
          >
            {label("cancel")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

/**
 * A signed-in reader's review panel where the ratings are (an island of the product's
 * document): nothing while the session is unknown or for a visitor who isn't signed in, whose
 * note on signing in is the server's.
 */
export function SignedInReview({ product }: { product: ReviewedProduct }) {
  const { user, loading } = useAuth();
  return loading || !user ? null : <OwnerReview product={product} />;
}
