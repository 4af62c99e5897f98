import { Link } from "wouter";
import type { Locale } from "#worker/contract/locales";
import { LOCALES } from "#worker/contract/locales";
import { EmptyState, LoadError } from "#client/components/ui/list-states";
import { useLabels } from "#client/i18n/labels";
import { CallError, unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { useHref } from "#client/lib/use-href";
import { catalogueStudioApi } from "../catalogue-api";
import { CATALOGUE_LABELS } from "../catalogue-labels";
import { useStudioSlots } from "../studio-slots";

/**
 * A product's public page as it will look, draft or retired, in one language: drawn
 * by the shop's own page from the studio's preview endpoint, which only the author can reach.
 */
export function ProductPreview({ slug, locale }: { slug: string; locale: Locale }) {
  const label = useLabels(CATALOGUE_LABELS);
  const href = useHref();
  const slots = useStudioSlots();
  const preview = useData(`studio/product/${slug}/preview/${locale}`, () =>
    unwrap(catalogueStudioApi.preview(slug, locale)),
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <Link
          href={href(`/studio/catalogue?product=${slug}`)}
          className="inline-flex min-h-11 items-center font-semibold text-wine underline underline-offset-4"
        >
          ← {label("backToEditor")}
        </Link>
        <nav aria-label={label("preview")} className="flex flex-wrap gap-2">
          {LOCALES.map((l) => (
            <Link
              key={l}
              href={href(`/studio/catalogue?preview=${slug}&lang=${l}`)}
              aria-current={l === locale ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-md px-3 font-semibold ${
                l === locale ? "bg-ink text-white" : "text-wine ring-1 ring-wine/40 hover:bg-wine/5"
              }`}
            >
              {label("previewIn", { language: label(`language.${l}`) })}
            </Link>
          ))}
        </nav>
      </div>
      <p role="note" className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900 ring-1 ring-amber-300">
        {label("previewNote")}
      </p>
      {preview.error instanceof CallError && preview.error.status === 404 ? (
        <EmptyState text={label("noPreview")} />
      ) : preview.error ? (
        <LoadError onRetry={() => void preview.mutate()} />
      ) : !preview.data ? (
        <p role="status">{label("loadingPreview")}</p>
      ) : (
        // The page's own heading levels and landmarks, inside a frame that says it is a preview.
        <div lang={locale} className="overflow-hidden rounded-lg ring-2 ring-amber-300">
          {slots.productPreview(
            // A draft is shown as it will look once on sale.
            preview.data.status === ("draft" as string) ? { ...preview.data, status: "available" } : preview.data,
            "preview-heading",
            <p className="rounded-xl border-2 border-dashed border-ink/20 p-5 text-ink/80">
              {label("previewActions")}
            </p>,
          )}
        </div>
      )}
    </div>
  );
}
