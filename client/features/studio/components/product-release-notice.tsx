import { LoadError } from "#client/components/ui/list-states";
import { useLabels } from "#client/i18n/labels";
import { api } from "#client/lib/api-client";
import { settle, unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { RELEASE_NOTICE_STUDIO_LABELS } from "../release-notice-labels";

type Key = keyof typeof RELEASE_NOTICE_STUDIO_LABELS;

/** The editor's pre-order switch (decision 052), with its help and the API's refusal. */
export function PreordersField({
  id,
  checked,
  onChange,
  errors,
}: {
  id: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  errors: string[] | undefined;
}) {
  const label = useLabels(RELEASE_NOTICE_STUDIO_LABELS);
  const code = errors?.[0];
  const errorKey = code && `error.${code}` in RELEASE_NOTICE_STUDIO_LABELS ? (`error.${code}` as Key) : null;
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={code ? true : undefined}
          aria-describedby={[`${id}-help`, code ? `${id}-error` : ""].filter(Boolean).join(" ")}
          className="h-5 w-5 accent-wine"
        />
        <label htmlFor={id} className="font-semibold">
          {label("preorders")}
        </label>
      </div>
      <p id={`${id}-help`} className="mt-1 text-xs text-ink/70">
        {label("preordersHelp")}
      </p>
      {code && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-orange-800">
          {errorKey ? label(errorKey) : code}
        </p>
      )}
    </div>
  );
}

const COUNTS = ["waiting", "pending", "notified", "sent", "failed", "unsubscribed"] as const;

/**
 * A product's "notify me" sign-ups (decision 052): how many wait and how its release notice
 * went. `version` (the product's last change) asks again after a save, which may have queued it.
 */
export function ProductReleaseNotice({ slug, version }: { slug: string; version: string | number }) {
  const label = useLabels(RELEASE_NOTICE_STUDIO_LABELS);
  const summary = useData(`studio/product/${slug}/release-notice/${version}`, () =>
    unwrap(settle(() => api.studio.products[":slug"]["release-notice"].$get({ param: { slug } }))),
  );
  const data = summary.data;
  return (
    <section aria-labelledby="product-release-notice" className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-ink/10">
      <h2 id="product-release-notice" className="font-display text-xl font-bold">
        {label("heading")}
      </h2>
      <p className="text-sm text-ink/75">{label("intro")}</p>
      {summary.error ? (
        <LoadError onRetry={() => void summary.mutate()} />
      ) : !data ? (
        <p role="status">{label("loading")}</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {COUNTS.map((key) => (
            <div key={key} className="rounded-md bg-paper p-3">
              <dt className="text-sm text-ink/75">{label(key)}</dt>
              <dd className="font-display text-2xl font-bold tabular-nums" data-count={key}>
                {data[key]}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
